/** Whether a file matches an `accept` attribute (`image/*`, `image/png`, `.pdf`, comma separated). */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  if (!accept) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean)
    .some((pattern) => {
      if (pattern.startsWith('.')) return name.endsWith(pattern);
      if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
      return type === pattern;
    });
}
