import { createHash } from 'node:crypto';
import { formatLongDate, formatShortDate, formatTime } from '@campus/domain/shared';
import type { ContractKind, SignatureType } from '@campus/domain/contracts';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { SellerConfig } from './config.js';
import { embedPdfFonts } from './pdf-fonts.js';

const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.15, 0.35, 0.75);
const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };
const BOTTOM = 70;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes flowing text down the pages of a document, opening a new page when one is full. */
class PageWriter {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(
    value: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gapAfter?: number; indent?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.45;
    for (const line of wrap(font, value, size, PAGE.width - 2 * MARGIN - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gapAfter ?? 6;
  }

  /** A label and its value on one line (wrapped under the label when long). */
  field(label: string, value: string) {
    const size = 9.5;
    const labelWidth = 150;
    const lines = wrap(this.fonts.regular, value, size, PAGE.width - 2 * MARGIN - labelWidth);
    this.ensure(lines.length * size * 1.45 + 4);
    this.y -= size * 1.45;
    this.page.drawText(label, { x: MARGIN, y: this.y, size, font: this.fonts.bold, color: MUTED });
    lines.forEach((line, index) => {
      if (index > 0) this.y -= size * 1.45;
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size, font: this.fonts.regular, color: INK });
    });
    this.y -= 4;
  }

  /** A label with a long single value (a hash) on its own full-width line under it. */
  fullWidthField(label: string, value: string) {
    const size = 9;
    this.ensure(size * 3);
    this.y -= size * 1.45;
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 9.5, font: this.fonts.bold, color: MUTED });
    this.y -= size * 1.45;
    this.page.drawText(value, { x: MARGIN, y: this.y, size, font: this.fonts.regular, color: INK });
    this.y -= 6;
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= 8;
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 12);
    this.y -= height + 6;
    this.page.drawRectangle({
      x: MARGIN + 150 - 4,
      y: this.y - 4,
      width: width + 8,
      height: height + 8,
      borderColor: RULE,
      borderWidth: 0.7,
    });
    this.page.drawImage(image, { x: MARGIN + 150, y: this.y, width, height });
    this.y -= 10;
  }
}

/** Splits a text into lines that fit a width; a word longer than the line (a hash, a user agent) is cut. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

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

/** What a signature records (the audit page), besides the document itself. */
export interface SignatureEvidence {
  contractId: string;
  contractName: string;
  signerName: string;
  signerEmail: string;
  signerUid: string;
  signatureType: SignatureType;
  /** The drawn signature (PNG bytes) when the type is `drawn`. */
  drawnSignature: Uint8Array | null;
  signedAt: string;
  ip: string;
  userAgent: string;
  consentText: string;
}

export interface SignedPdf {
  bytes: Uint8Array;
  /** SHA-256 of the document as issued (before). */
  originalSha256: string;
  /** SHA-256 of the contract's pages once the signature mention is on them, before the audit page (after). */
  stampedSha256: string;
  /** SHA-256 of the final file (what is stored and what the verification page recomputes). */
  sha256: string;
}

const SIGNATURE_TYPE_LABELS: Record<SignatureType, string> = {
  typed: 'nom saisi par le signataire',
  drawn: 'nom saisi et signature manuscrite dessinée à l’écran',
};

/** The instant in French and in UTC: `lundi 24 novembre 2026 à 14h30 (heure de Paris) – 2026-11-24T13:30:00.000Z`. */
const stampOf = (at: string) => `${formatLongDate(at)} à ${formatTime(at)} (heure de Paris) – ${at}`;

/** Printable text only (a user agent is the client's to choose). */
const printable = (value: string, max: number) =>
  value
    .replace(/[^\x20-\x7e\u00a0-\u024f]/g, '')
    .slice(0, max)
    .trim() || '(non communiqué)';

/**
 * The signed PDF: the contract's pages, each with the signature mention in its footer, then a certificate page (the
 * audit trail): the SHA-256 of the document before and after the signature, the signer, the time, the IP address,
 * the browser, and the consent text, with the drawn signature when there is one.
 */
export async function signContractPdf(original: Uint8Array, evidence: SignatureEvidence): Promise<SignedPdf> {
  const originalSha256 = sha256Hex(original);
  const signedAt = new Date(evidence.signedAt);

  const stampedDocument = await PDFDocument.load(original);
  const stampFonts = await embedPdfFonts(stampedDocument);
  const mention = `Signé électroniquement par ${evidence.signerName} le ${formatShortDate(signedAt)} à ${formatTime(signedAt)} – réf. ${evidence.contractId}`;
  for (const page of stampedDocument.getPages()) {
    page.drawText(mention, { x: MARGIN, y: 32, size: 8, font: stampFonts.regular, color: MUTED });
  }
  stampedDocument.setModificationDate(signedAt);
  const stamped = await stampedDocument.save({ useObjectStreams: false });
  const stampedSha256 = sha256Hex(stamped);

  const pdf = await PDFDocument.load(stamped);
  pdf.setModificationDate(signedAt);
  const writer = new PageWriter(pdf, await embedPdfFonts(pdf));
  writer.paragraph('CERTIFICAT DE SIGNATURE ÉLECTRONIQUE', { size: 9, bold: true, color: ACCENT, gapAfter: 2 });
  writer.paragraph('Signature électronique simple (eIDAS)', { size: 16, bold: true, gapAfter: 4 });
  writer.paragraph(
    'Signature électronique simple au sens de l’article 3 du règlement (UE) n° 910/2014 (eIDAS), recevable en ' +
      'justice (article 25) ; ce n’est ni une signature avancée ni une signature qualifiée. Les éléments ci-dessous ' +
      'en sont la preuve.',
    { size: 9, color: MUTED },
  );
  writer.rule();
  writer.field('Document', evidence.contractName);
  writer.field('Référence', evidence.contractId);
  writer.field('Signataire', evidence.signerName);
  writer.field('Compte', `${evidence.signerEmail} (identifiant ${evidence.signerUid})`);
  writer.field('Type de signature', SIGNATURE_TYPE_LABELS[evidence.signatureType]);
  writer.field('Date et heure', stampOf(evidence.signedAt));
  writer.field('Adresse IP', printable(evidence.ip, 64));
  writer.field('Navigateur', printable(evidence.userAgent, 400));
  writer.rule();
  writer.fullWidthField('SHA-256 avant signature', originalSha256);
  writer.fullWidthField('SHA-256 après signature', stampedSha256);
  writer.paragraph(
    'Le premier condensat est celui du document tel qu’il a été présenté au signataire ; le second celui des pages ' +
      'du contrat portant la mention de signature, avant l’ajout de ce certificat. Le condensat du fichier complet ' +
      'est conservé par Campus : la page publique « Vérifier un contrat » le recalcule pour tout fichier qu’on lui ' +
      'présente.',
    { size: 8.5, color: MUTED },
  );
  writer.rule();
  writer.field('Consentement', evidence.consentText);
  if (evidence.drawnSignature) {
    const image = await pdf.embedPng(evidence.drawnSignature);
    writer.field('Signature dessinée', '');
    writer.image(image, 220, 90);
  }
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, originalSha256, stampedSha256, sha256: sha256Hex(bytes) };
}
