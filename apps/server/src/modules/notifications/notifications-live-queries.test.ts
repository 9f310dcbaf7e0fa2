import type { Notification } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { Subscription } from '../../realtime/subscription.js';
import { globalNotificationsRead, notificationsChanged } from './notification-events.js';
import { globalNotificationsLiveQuery, notificationsLiveQuery } from './notifications-live-queries.js';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  channel: 'immobilier',
  date: '2026-01-01T00:00:00.000Z',
  kind: 'event-join',
  data: {},
  text: 'Un membre participe',
  link: null,
  targetIds: ['me'],
  readBy: [],
  ...overrides,
});

describe('notification subscriptions', () => {
  it("take only the member's own notifications of their channel", () => {
    const subscription = new Subscription('n', { kind: 'notifications', channel: 'immobilier' }, 'me');
    const changesOf = (uid: string, notifications: Notification[]) =>
      notificationsLiveQuery.apply(subscription, notificationsChanged('added', uid, notifications)).changes;
    expect(changesOf('me', [notification()])).toHaveLength(1);
    expect(changesOf('you', [notification()])).toEqual([]);
    expect(changesOf('me', [notification({ channel: 'finance' })])).toEqual([]);
  });

  it('see a global notification read by the member as modified', () => {
    const subscription = new Subscription('g', { kind: 'global-notifications', channel: 'immobilier' }, 'me');
    const read = notification({ targetIds: [], readBy: ['me'] });
    const changesOf = (uid: string) =>
      globalNotificationsLiveQuery.apply(subscription, globalNotificationsRead(uid, [read])).changes;
    expect(changesOf('me')).toEqual([{ type: 'modified', document: read }]);
    expect(changesOf('you')).toEqual([]);
  });
});
