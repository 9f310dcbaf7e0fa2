import { createHash } from 'node:crypto';
import {
  formatEuros,
  formatVatRate,
  vatBreakdown,
  type InvoiceDetail,
  type InvoiceStatus,
} from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import { PDFDocument, PDFHexString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SellerConfig } from '../../platform/config.js';
import { embedPdfFonts } from '../../platform/pdf-fonts.js';
import { embedFacturX, facturXml } from './factur-x.js';

/** The French mentions every invoice carries (Code de commerce L441-9, L441-10, D441-5; CGI 242 nonies A). */
export const INVOICE_MENTIONS = {
  category: "Catégorie de l'opération : prestation de services",
  latePenalty:
    "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal est exigible " +
    "dès le lendemain de la date d'échéance (art. L441-10 du Code de commerce).",
  recoveryFee: `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${formatEuros(4000)} (art. D441-5 du Code de commerce).`,
  noDiscount: "Pas d'escompte pour paiement anticipé.",
} as const;

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Payée',
  open: 'En attente de paiement',
  void: 'Annulée',
  refunded: 'Remboursée',
};

const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.15, 0.35, 0.75);
const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };

interface Writer {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

function text(
  writer: Writer,
  value: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
) {
  const font = options.bold ? writer.bold : writer.regular;
  const size = options.size ?? 9.5;
  const at = options.alignRight ? x - font.widthOfTextAtSize(value, size) : x;
  writer.page.drawText(value, { x: at, y, size, font, color: options.color ?? INK });
}

/** Splits a text into lines that fit a width (the mentions at the bottom). */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

function rule(writer: Writer, y: number) {
  writer.page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.7,
    color: RULE,
  });
}

function addressLines(parts: {
  postalCode: string | null;
  line1: string | null;
  city: string | null;
  country: string;
}): string[] {
  const countryName = new Intl.DisplayNames(['fr'], { type: 'region' }).of(parts.country) ?? parts.country;
  return [parts.line1, [parts.postalCode, parts.city].filter(Boolean).join(' '), countryName].filter(
    (line): line is string => Boolean(line),
  );
}

/**
 * The invoice as a PDF (French formats: `24/11/2026`, `1 234,56 €`): seller header, buyer block, lines, totals HT /
 * TVA / TTC, the legal mentions; and a Factur-X invoice (the CII XML embedded, PDF/A-3 metadata).
 */
export async function renderInvoicePdf(invoice: InvoiceDetail, seller: SellerConfig): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const writer: Writer = { page: pdf.addPage([PAGE.width, PAGE.height]), ...(await embedPdfFonts(pdf)) };
  const right = PAGE.width - MARGIN;
  let y = PAGE.height - MARGIN - 10;

  // Header: the seller on the left, the invoice's number and dates on the right.
  text(writer, seller.name, MARGIN, y, { size: 16, bold: true, color: ACCENT });
  const documentName = invoice.kind === 'credit_note' ? 'Avoir' : 'Facture';
  text(writer, documentName.toUpperCase(), right, y, { size: 16, bold: true, alignRight: true });
  y -= 18;
  const sellerLines = [
    ...addressLines({ postalCode: seller.postalCode, line1: seller.address, city: seller.city, country: 'FR' }),
    `SIREN : ${seller.siren}`,
    `N° TVA intracommunautaire : ${seller.vatNumber}`,
  ];
  // A credit note has no due date: it says which invoice it refunds and when the money went back.
  const invoiceLines: [string, string][] = invoice.creditOfNumber
    ? [
        ['Numéro', invoice.number],
        ["Date d'émission", formatShortDate(invoice.issuedAt)],
        ['Facture d’origine', invoice.creditOfNumber],
      ]
    : [
        ['Numéro', invoice.number],
        ["Date d'émission", formatShortDate(invoice.issuedAt)],
        ["Date d'échéance", formatShortDate(invoice.dueAt)],
        ['Statut', STATUS_LABELS[invoice.status]],
      ];
  if (invoice.paidAt && invoice.status === 'paid') {
    invoiceLines.push([invoice.creditOfNumber ? 'Remboursé le' : 'Payée le', formatShortDate(invoice.paidAt)]);
  }
  const headerTop = y;
  for (const line of sellerLines) {
    text(writer, line, MARGIN, y, { color: MUTED });
    y -= 13;
  }
  let infoY = headerTop;
  // The labels end where the widest value starts, so a long status never runs into its label.
  const valuesWidth = Math.max(...invoiceLines.map(([, value]) => writer.bold.widthOfTextAtSize(value, 9.5)));
  for (const [label, value] of invoiceLines) {
    text(writer, `${label} :`, right - valuesWidth - 8, infoY, { color: MUTED, alignRight: true });
    text(writer, value, right, infoY, { bold: true, alignRight: true });
    infoY -= 13;
  }
  y = Math.min(y, infoY) - 16;

  // Buyer block.
  const { buyer } = invoice;
  const buyerLines = [
    buyer.company,
    buyer.company ? `À l'attention de ${buyer.name}` : buyer.name,
    buyer.siren ? `SIREN : ${buyer.siren}` : null,
    ...addressLines({ postalCode: buyer.postale_code, line1: buyer.line1, city: buyer.city, country: buyer.country }),
  ].filter((line): line is string => Boolean(line));
  const boxX = PAGE.width / 2;
  const boxHeight = 24 + buyerLines.length * 13;
  writer.page.drawRectangle({
    x: boxX,
    y: y - boxHeight + 10,
    width: right - boxX,
    height: boxHeight,
    color: rgb(0.96, 0.97, 0.99),
    borderColor: RULE,
    borderWidth: 0.7,
  });
  text(writer, 'Facturé à', boxX + 10, y - 4, { size: 8.5, bold: true, color: MUTED });
  let buyerY = y - 18;
  for (const [index, line] of buyerLines.entries()) {
    text(writer, line, boxX + 10, buyerY, { bold: index === 0 });
    buyerY -= 13;
  }
  text(writer, invoice.title, MARGIN, y - 4, { size: 11, bold: true });
  text(writer, INVOICE_MENTIONS.category, MARGIN, y - 20, { color: MUTED });
  y -= boxHeight + 20;

  // Lines table.
  const columns = { description: MARGIN + 6, quantity: 350, unit: 425, vat: 475, total: right - 6 };
  writer.page.drawRectangle({ x: MARGIN, y: y - 6, width: right - MARGIN, height: 20, color: rgb(0.93, 0.95, 0.98) });
  text(writer, 'Désignation', columns.description, y, { bold: true, size: 8.5 });
  text(writer, 'Qté', columns.quantity, y, { bold: true, size: 8.5, alignRight: true });
  text(writer, 'PU HT', columns.unit, y, { bold: true, size: 8.5, alignRight: true });
  text(writer, 'TVA', columns.vat, y, { bold: true, size: 8.5, alignRight: true });
  text(writer, 'Total HT', columns.total, y, { bold: true, size: 8.5, alignRight: true });
  y -= 24;
  for (const line of invoice.lines) {
    const descriptionLines = wrap(writer.regular, line.description, 9.5, columns.quantity - columns.description - 40);
    text(writer, String(line.quantity), columns.quantity, y, { alignRight: true });
    text(writer, formatEuros(line.unitPriceCents), columns.unit, y, { alignRight: true });
    text(writer, formatVatRate(line.vatRateBasisPoints), columns.vat, y, { alignRight: true });
    text(writer, formatEuros(line.netCents), columns.total, y, { alignRight: true });
    for (const descriptionLine of descriptionLines) {
      text(writer, descriptionLine, columns.description, y);
      y -= 13;
    }
    y -= 5;
    rule(writer, y + 9);
  }

  // Totals HT, TVA per rate, TTC.
  y -= 10;
  const totals: [string, string, boolean][] = [
    ['Total HT', formatEuros(invoice.netCents), false],
    ...vatBreakdown(invoice.lines).map((group): [string, string, boolean] => [
      `TVA ${formatVatRate(group.rateBasisPoints)}`,
      formatEuros(group.vatCents),
      false,
    ]),
    ['Total TTC', formatEuros(invoice.grossCents), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      writer.page.drawRectangle({ x: 340, y: y - 6, width: right - 340, height: 20, color: rgb(0.93, 0.95, 0.98) });
    }
    text(writer, label, 350, y, { bold: strong });
    text(writer, value, columns.total, y, { bold: strong, alignRight: true, size: strong ? 11 : 9.5 });
    y -= 20;
  }
  const netToPay = invoice.status === 'open' ? invoice.grossCents : 0;
  text(writer, `Net à payer : ${formatEuros(netToPay)}`, columns.total, y - 4, { bold: true, alignRight: true });

  // Mentions at the bottom of the page.
  let mentionsY = MARGIN + 60;
  rule(writer, mentionsY + 16);
  for (const mention of [
    INVOICE_MENTIONS.latePenalty,
    INVOICE_MENTIONS.recoveryFee,
    INVOICE_MENTIONS.noDiscount,
    `${seller.name}, SIREN ${seller.siren}, TVA ${seller.vatNumber}. ${documentName} électronique Factur-X (profil BASIC).`,
  ]) {
    for (const line of wrap(writer.regular, mention, 7.5, right - MARGIN)) {
      text(writer, line, MARGIN, mentionsY, { size: 7.5, color: MUTED });
      mentionsY -= 10;
    }
  }

  const at = new Date(invoice.issuedAt);
  embedFacturX(pdf, facturXml(invoice, seller), {
    title: `${documentName} ${invoice.number}`,
    author: seller.name,
    at,
  });
  // PDF/A wants a file identifier in the trailer: derived from the invoice number, so it is stable.
  const id = PDFHexString.of(createHash('md5').update(invoice.number).digest('hex'));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
  return pdf.save();
}
