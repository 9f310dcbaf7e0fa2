import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

// The layout shared by a contract's PDF and its signature certificate page.
const INK = rgb(0.13, 0.15, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
export const ACCENT = rgb(0.15, 0.35, 0.75);
export const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };
const BOTTOM = 70;

/** Writes flowing text down the pages of a document, opening a new page when one is full. */
export class PageWriter {
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
