import { NETWORK_MESSAGES } from '@campus/domain/network';
import { HttpError } from '../../platform/errors.js';

/** An ascending or descending list's next page starts after this (sort value, id); opaque to the client. */
export interface SortCursor {
  value: string | number;
  id: string;
}

export function encodeCursor(cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/** The cursor a previous page gave; anything else is a 400, never a 500. */
export function decodeCursor(text: string | undefined): SortCursor | undefined {
  if (text === undefined) return undefined;
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
    // Falls through to the 400.
  }
  throw new HttpError(400, NETWORK_MESSAGES.invalidCursor, { cursor: [NETWORK_MESSAGES.invalidCursor] });
}
