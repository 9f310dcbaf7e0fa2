/** Printable ASCII that needs no escaping inside a quoted `filename`. */
const PLAIN_FILE_NAME = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;

/** RFC 5987's `attr-char` leaves these out, though encodeURIComponent keeps them. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name for a browser that reads only `filename`: accents dropped, anything else not plain ASCII as `_`. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '');

/**
 * A name a browser saves as one file in its downloads folder, whatever a member typed (a project named
 * `../../x`): path separators become `_`, runs of dots one dot, control characters go, no leading dot or space.
 */
export function safeFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    .trim();
  return safe || 'fichier';
}

/**
 * The `Content-Disposition` of a file the server sends (RFC 6266), its name made safe (`safeFileName`): a plain
 * ASCII name as `filename="…"`, any other as `filename*=UTF-8''…` (RFC 5987) with an ASCII `filename` fallback for
 * older clients.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = safeFileName(fileName);
  if (PLAIN_FILE_NAME.test(name)) return `${disposition}; filename="${name}"`;
  return `${disposition}; filename*=UTF-8''${encodeExtValue(name)}; filename="${asciiFallback(name)}"`;
}
