import { describe, expect, it } from 'vitest';
import { hasReceipts, readersOf, type MemberActivity } from './read-receipts.js';

const activity = (id: string, readAt: string | null): MemberActivity => ({
  id,
  date: readAt ?? '2026-11-01T00:00:00.000Z',
  readAt,
  typingAt: null,
});

describe('read receipts rules', () => {
  it('typing and Vu live in discussions of at most 20 members, never in bigger groups', () => {
    expect(hasReceipts(2)).toBe(true);
    expect(hasReceipts(20)).toBe(true);
    expect(hasReceipts(21)).toBe(false);
  });
  it('a message is read by the members whose last-read marker is at or after its date', () => {
    const message = { date: '2026-11-27T10:00:00.000Z' };
    const activities = [
      activity('before', '2026-11-27T09:59:59.000Z'),
      activity('same', '2026-11-27T10:00:00.000Z'),
      activity('after', '2026-11-27T10:05:00.000Z'),
      activity('never', null),
    ];
    expect(readersOf(message, activities)).toEqual(['same', 'after']);
  });
});
