const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedTerms {
  version: string;
  published_at: string;
  effective_at: string;
  summary: string;
}

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Two versions of the terms of sale: the latest was published recently and is in force. */
export function demoTerms(now: Date): [previous: SeedTerms, latest: SeedTerms] {
  const previousEffective = daysAgo(400, now);
  const latestEffective = daysAgo(5, now);
  return [
    {
      version: dateOnly(previousEffective),
      published_at: daysAgo(430, now).toISOString(),
      effective_at: previousEffective.toISOString(),
      summary:
        'Conditions générales de vente des formations Campus : accès aux chaînes, modalités de paiement, ' +
        'droit de rétractation de 14 jours et conditions de résiliation des abonnements.',
    },
    {
      version: dateOnly(latestEffective),
      published_at: daysAgo(12, now).toISOString(),
      effective_at: latestEffective.toISOString(),
      summary:
        'Nouvelles conditions générales de vente : paiement en plusieurs fois pour les formations longues, ' +
        'accès aux replays pendant toute la durée de l’abonnement et précisions sur la signature électronique des contrats.',
    },
  ];
}
