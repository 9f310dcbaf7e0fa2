import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeKeysetCursor, encodeCursor, encodeKeysetCursor } from './keyset-cursor.js';

const refused = () => {
  throw new Error('malformed');
};

describe('list cursors', () => {
  it('give back the sort value and id they were made of, text or number', () => {
    expect(decodeCursor(encodeCursor({ value: 'hélène|martin', id: 'u1' }), refused)).toEqual({
      value: 'hélène|martin',
      id: 'u1',
    });
    expect(decodeCursor(encodeCursor({ value: 250_000, id: 'd1' }), refused)).toEqual({ value: 250_000, id: 'd1' });
    const at = '2026-11-24T10:00:00.000Z';
    expect(decodeKeysetCursor(encodeKeysetCursor({ at, id: 'project-submitted:p1' }), refused)).toEqual({
      at,
      id: 'project-submitted:p1',
    });
  });

  it('no text is no cursor; a text no page gave goes to malformed', () => {
    expect(decodeCursor(undefined, refused)).toBeUndefined();
    expect(decodeCursor('', refused)).toBeUndefined();
    for (const text of ['nope', Buffer.from('2026|x').toString('base64url'), encodeCursor({ value: 1, id: 'x' })]) {
      expect(decodeKeysetCursor(text, () => undefined)).toBeUndefined();
    }
    expect(() => decodeCursor('not-a-cursor', refused)).toThrow('malformed');
  });
});
