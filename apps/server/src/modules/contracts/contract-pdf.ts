import type { ContractKind } from '@campus/domain/contracts';
import { formatShortDate } from '@campus/domain/shared';
import { PDFDocument } from 'pdf-lib';
import type { SellerConfig } from '../../platform/config.js';
import { embedPdfFonts } from '../../platform/pdf-fonts.js';
import { ACCENT, MUTED, PageWriter } from './contract-page-writer.js';

/** A contract as issued: who it binds and what it is for. */
export interface ContractToIssue {
  id: string;
  kind: ContractKind;
  name: string;
  createdAt: string;
  member: { name: string; email: string; address: string | null };
}

const CONTRACT_ARTICLES = (name: string): [string, string][] => [
  [
    'Article 1 – Objet',
    `Le présent contrat a pour objet l'accès du Membre à la formation « ${name} » proposée par le Prestataire sur la ` +
      'plateforme Campus : contenus pédagogiques, replays, évènements en direct, messagerie et réseau des membres.',
  ],
  [
    'Article 2 – Durée',
    "Le contrat prend effet à sa signature pour la durée de la formation indiquée lors de la commande. L'accès aux " +
      'contenus est personnel et ne peut être cédé.',
  ],
  [
    'Article 3 – Prix et paiement',
    'Le prix, ses échéances et les moyens de paiement sont ceux de la commande ; chaque paiement donne lieu à une ' +
      'facture disponible dans l’espace « Mes factures » du Membre.',
  ],
  [
    'Article 4 – Droit de rétractation',
    'Le Membre consommateur dispose d’un délai de quatorze jours à compter de la signature pour se rétracter, sans ' +
      'avoir à motiver sa décision (art. L221-18 du Code de la consommation).',
  ],
  [
    'Article 5 – Propriété intellectuelle',
    'Les contenus de la formation restent la propriété du Prestataire. Toute reproduction ou diffusion hors de la ' +
      'plateforme est interdite.',
  ],
  [
    'Article 6 – Données personnelles',
    'Les données du Membre sont traitées pour l’exécution du contrat, conformément au RGPD ; le Membre exerce ses ' +
      'droits à l’adresse de contact du Prestataire.',
  ],
  [
    'Article 7 – Signature électronique',
    'Les parties conviennent que le présent contrat est signé par signature électronique simple au sens du règlement ' +
      '(UE) n° 910/2014 (eIDAS). Le certificat de signature joint en dernière page en conserve la preuve.',
  ],
];

const CHARTER_ARTICLES: [string, string][] = [
  [
    '1. Respect',
    'Je m’adresse aux autres membres avec courtoisie, sans propos injurieux, discriminatoires ou agressifs.',
  ],
  [
    '2. Confidentialité',
    'Les projets, deals et informations partagés sur la plateforme restent confidentiels : je ne les diffuse pas hors ' +
      'de Campus sans l’accord de leur auteur.',
  ],
  ['3. Loyauté', 'Je ne démarche pas les membres à des fins commerciales sans leur accord préalable.'],
  [
    '4. Exactitude',
    'Les informations que je publie (profil, projets, deals) sont exactes et à jour à ma connaissance.',
  ],
  [
    '5. Sanctions',
    'Un manquement à la charte peut entraîner la suspension de l’accès à la communauté, après un échange avec l’équipe.',
  ],
];

/** The PDF of a contract as issued (before any signature): its bytes are what the signer reads and signs. */
export async function renderContractPdf(contract: ContractToIssue, seller: SellerConfig): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const created = new Date(contract.createdAt);
  pdf.setTitle(contract.name);
  pdf.setAuthor(seller.name);
  pdf.setProducer('Campus (pdf-lib)');
  pdf.setCreator('Campus');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const writer = new PageWriter(pdf, await embedPdfFonts(pdf));

  writer.paragraph(contract.kind === 'charter' ? 'CHARTE' : 'CONTRAT DE FORMATION', {
    size: 9,
    bold: true,
    color: ACCENT,
    gapAfter: 2,
  });
  writer.paragraph(contract.name, { size: 18, bold: true, gapAfter: 4 });
  writer.paragraph(`Référence ${contract.id} – émis le ${formatShortDate(created)}`, { size: 9, color: MUTED });
  writer.rule();
  writer.paragraph('Entre', { bold: true, gapAfter: 2 });
  writer.paragraph(
    `${seller.name}, SIREN ${seller.siren}, ${seller.address}, ${seller.postalCode} ${seller.city}, ci-après « le Prestataire »,`,
  );
  writer.paragraph('et', { bold: true, gapAfter: 2 });
  writer.paragraph(
    [contract.member.name, contract.member.email, contract.member.address].filter(Boolean).join(', ') +
      ', ci-après « le Membre ».',
  );
  writer.rule();
  const articles = contract.kind === 'charter' ? CHARTER_ARTICLES : CONTRACT_ARTICLES(contract.name);
  for (const [title, body] of articles) {
    writer.paragraph(title, { bold: true, gapAfter: 2 });
    writer.paragraph(body, { gapAfter: 10 });
  }
  writer.rule();
  writer.paragraph('Signature du Membre : voir le certificat de signature électronique ajouté à la signature.', {
    size: 9,
    color: MUTED,
  });
  return pdf.save({ useObjectStreams: false });
}
