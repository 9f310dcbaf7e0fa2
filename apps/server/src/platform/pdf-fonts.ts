import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// DejaVu Sans (free licence), embedded and subset: PDF/A wants every font embedded, and it has the narrow no-break
// space of French amounts, which the standard PDF fonts cannot encode.
const resolveFromHere = createRequire(import.meta.url).resolve;
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;

/** The regular and bold DejaVu Sans, read once. */
export function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(resolveFromHere('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(resolveFromHere('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}
