import type { Notification } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { countUnreadNotifications, mergeNotifications, unreadNotificationsCount } from './notifications';

const notification = (id: string, date: string, targetIds: string[], readBy: string[]): Notification => ({
  id,
  channel: 'immobilier',
  date,
  kind: targetIds.length > 0 ? 'event-join' : 'global',
  data: {},
  text: id,
  link: null,
  targetIds,
  readBy,
});

describe('the notifications badge', () => {
  const lastSignIn = '2026-01-10T00:00:00.000Z';

  it('counts own notifications nobody read and global ones since the last sign-in the member did not read', () => {
    const list = [
      notification('own-unread', '2026-01-01T00:00:00.000Z', ['me'], []),
      notification('own-read', '2026-01-01T00:00:00.000Z', ['me'], ['me']),
      notification('global-new', '2026-01-11T00:00:00.000Z', [], []),
      notification('global-new-read', '2026-01-11T00:00:00.000Z', [], ['me']),
      notification('global-old', '2026-01-09T00:00:00.000Z', [], []),
    ];
    expect(countUnreadNotifications(list, 'me', lastSignIn)).toBe(2);
  });

  it('shows the server’s counts of both whole queries once both came, the loaded pages’ until then', () => {
    const loaded = [notification('own-unread', '2026-01-01T00:00:00.000Z', ['me'], [])];
    expect(unreadNotificationsCount({ unreadCount: 4 }, { unreadCount: 3 }, loaded, 'me', lastSignIn)).toBe(7);
    expect(unreadNotificationsCount({ unreadCount: 4 }, { unreadCount: null }, loaded, 'me', lastSignIn)).toBe(1);
  });

  it('merges own and global notifications newest first, once each', () => {
    const own = [notification('b', '2026-01-02T00:00:00.000Z', ['me'], [])];
    const global = [
      notification('c', '2026-01-03T00:00:00.000Z', [], []),
      notification('a', '2026-01-01T00:00:00.000Z', [], []),
    ];
    expect(mergeNotifications([...own, ...own], global).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
