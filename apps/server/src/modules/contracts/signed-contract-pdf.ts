import type { SignatureType } from '@campus/domain/contracts';
import { formatLongDate, formatShortDate, formatTime } from '@campus/domain/shared';
import { PDFDocument } from 'pdf-lib';
import { embedPdfFonts } from '../../platform/pdf-fonts.js';
import { sha256Hex } from '../../platform/tokens.js';
import { ACCENT, MARGIN, MUTED, PageWriter } from './contract-page-writer.js';

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
  /** That image was drawn by Campus from the typed name (the keyboard's way), not by hand. */
  isTypedImage?: boolean;
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
const TYPED_IMAGE_LABEL = 'nom saisi et signature tracée par Campus à partir du nom saisi';

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
  writer.field(
    'Type de signature',
    evidence.isTypedImage ? TYPED_IMAGE_LABEL : SIGNATURE_TYPE_LABELS[evidence.signatureType],
  );
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
