import { formatShortDate } from '../shared/format.js';

/** The default contract name: 'Contrat du {date DD/MM/YYYY}'. */
export function defaultContractName(createdAt: Date | string): string {
  return `Contrat du ${formatShortDate(createdAt)}`;
}

export function contractDisplayName(contract: {
  created_at: string;
  product?: { name?: string | null } | null;
}): string {
  const name = contract.product?.name?.trim();
  return name ? name : defaultContractName(contract.created_at);
}
