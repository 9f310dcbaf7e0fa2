import type { Message } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { Subscription } from './subscription.js';

const message = (id: string): Message => ({
  id,
  discussionId: 'd1',
  date: '2026-01-01T00:00:00.000Z',
  authorId: 'you',
  text: 'Bonjour',
});

describe('a subscription', () => {
  it('drops a replayed addition its snapshot already holds', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    subscription.snapshotIds = new Set(['m1']);
    expect(subscription.additions([message('m1'), message('m2')])).toEqual([
      { type: 'added', document: message('m2') },
    ]);
  });

  it('starts the next page from the oldest document loaded, and keeps the ids the client holds when asked', () => {
    const tracking = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me', { tracksKnownIds: true });
    tracking.takePage([message('m3'), message('m2')], true);
    expect(tracking.oldestId).toBe('m2');
    expect(tracking.hasMore).toBe(true);
    expect([...(tracking.knownIds ?? [])]).toEqual(['m3', 'm2']);
    expect(new Subscription('n', { kind: 'messages', discussionId: 'd1' }, 'me').knownIds).toBeNull();
  });

  it('counts its unread documents', () => {
    const subscription = new Subscription('n', { kind: 'notifications', channel: 'immobilier' }, 'me');
    expect(subscription.unreadCount).toBeUndefined();
    subscription.unreadIds = new Set();
    subscription.setUnread('n1', true);
    subscription.setUnread('n2', true);
    subscription.setUnread('n1', false);
    expect(subscription.unreadCount).toBe(1);
  });
});
