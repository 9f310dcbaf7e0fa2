/** Where the next page of a sorted list starts: the sort value and the id of the last row shown. */
export interface SortCursor {
  value: string | number;
  id: string;
}

/** Where the next page of a list sorted newest first by (time, id) starts (keysetPage). */
export interface KeysetCursor {
  at: string;
  id: string;
}

/** A cursor as the client holds it: opaque text (base64url of `[value, id]`) that it sends back for the next page. */
export function encodeCursor(cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/**
 * The cursor a client sent back; none for no text. A text that is no cursor of ours goes to `malformed`: the list's
 * own 400, or no cursor (its first page).
 */
export function decodeCursor(text: string | undefined, malformed: () => undefined): SortCursor | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to `malformed`.
  }
  return malformed();
}

/** The cursor of a (time, id) list: the same opaque text, its value a time. */
export const encodeKeysetCursor = ({ at, id }: KeysetCursor): string => encodeCursor({ value: at, id });

/** The cursor of a (time, id) list a client sent back; a value that is no time goes to `malformed` too. */
export function decodeKeysetCursor(text: string | undefined, malformed: () => undefined): KeysetCursor | undefined {
  const cursor = decodeCursor(text, malformed);
  if (cursor === undefined) return undefined;
  return typeof cursor.value === 'string' ? { at: cursor.value, id: cursor.id } : malformed();
}
