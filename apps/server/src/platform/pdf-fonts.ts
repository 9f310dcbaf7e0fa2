import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// DejaVu Sans (free licence), embedded and subset: PDF/A wants every font embedded, and it has the narrow no-break
// space of French amounts and the letters of any name, which the standard PDF fonts cannot encode.
const resolveFromHere = createRequire(import.meta.url).resolve;
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(resolveFromHere('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(resolveFromHere('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}

/** The product's PDF fonts (regular and bold), embedded in a document. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  return {
    regular: await pdf.embedFont(regularBytes, { subset: true }),
    bold: await pdf.embedFont(boldBytes, { subset: true }),
  };
}
