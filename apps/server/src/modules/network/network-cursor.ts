import { NETWORK_MESSAGES } from '@campus/domain/network';
import { decodeCursor, type SortCursor } from '../../db/keyset-cursor.js';
import { HttpError } from '../../platform/errors.js';

/** A cursor that no page of the network's lists gave: a 400 in French, never a 500. */
export function invalidCursor(): never {
  throw new HttpError(400, NETWORK_MESSAGES.invalidCursor, { cursor: [NETWORK_MESSAGES.invalidCursor] });
}

/** The cursor a previous page of a network list (directory, deals) gave. */
export const decodeNetworkCursor = (text: string | undefined): SortCursor | undefined =>
  decodeCursor(text, invalidCursor);
