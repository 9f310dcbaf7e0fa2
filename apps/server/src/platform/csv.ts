/** The byte order mark French Excel needs to read a CSV file as UTF-8 rather than Windows-1252. */
export const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (CSV injection, OWASP): kept as text by a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvField = (value: string, separator: string) => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One CSV line (RFC 4180 quoting, CRLF), `;`-separated by default as French Excel writes and reads it. */
export function csvLine(fields: readonly (string | null)[], separator = ';'): string {
  return `${fields.map((field) => csvField(field ?? '', separator)).join(separator)}\r\n`;
}
