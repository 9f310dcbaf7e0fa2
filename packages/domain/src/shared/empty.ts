/** An empty value is null, an empty string or 0 (spec 5); undefined counts as null. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0;
}
