import type { Discussion, Message, Notification } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { Subscription } from './subscription.js';

const discussion = (overrides: Partial<Discussion> = {}): Discussion => ({
  id: 'd1',
  type: 'DIRECT',
  channel: 'immobilier',
  targetId: null,
  name: null,
  date: '2026-01-01T00:00:00.000Z',
  membersIds: ['me', 'you'],
  adminsIds: [],
  ignoringMembersIds: [],
  lastActivityDate: '2026-01-01T00:00:00.000Z',
  lastMessage: null,
  ...overrides,
});
const message = (id: string, discussionId = 'd1'): Message => ({
  id,
  discussionId,
  date: '2026-01-01T00:00:00.000Z',
  authorId: 'you',
  text: 'Bonjour',
});
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

describe('a discussions subscription', () => {
  const members = () => new Subscription('s', { kind: 'discussions', channel: 'immobilier', state: 'member' }, 'me');

  it('adds a discussion it did not hold, then modifies it', () => {
    const subscription = members();
    expect(subscription.changesFor({ type: 'discussion-changed', discussion: discussion() })).toEqual([
      { type: 'added', document: discussion() },
    ]);
    expect(subscription.changesFor({ type: 'discussion-changed', discussion: discussion() })[0]?.type).toBe('modified');
  });

  it('removes a discussion the member archived, and the archive list adds it', () => {
    const subscription = members();
    subscription.takePage([discussion()], false);
    const archived = discussion({ membersIds: ['you'], ignoringMembersIds: ['me'] });
    expect(subscription.changesFor({ type: 'discussion-changed', discussion: archived })).toEqual([
      { type: 'removed', id: 'd1' },
    ]);
    const archive = new Subscription('a', { kind: 'discussions', channel: 'immobilier', state: 'archived' }, 'me');
    expect(archive.changesFor({ type: 'discussion-changed', discussion: archived })[0]?.type).toBe('added');
  });

  it('counts unread discussions beyond the loaded pages, and forgets one the member archived', () => {
    const subscription = members();
    subscription.unreadIds = new Set(['old-unread']);
    const lastMessage = { date: '2026-01-02T00:00:00.000Z', text: 'Salut', authorId: 'you', readBy: ['you'] };
    const unread = discussion({ lastMessage });
    subscription.changesFor({ type: 'discussion-changed', discussion: unread });
    expect(subscription.unreadCount).toBe(2);
    subscription.changesFor({ type: 'discussion-changed', discussion: unread });
    expect(subscription.unreadCount).toBe(2);
    const archivedElsewhere = discussion({ id: 'old-unread', membersIds: ['you'], ignoringMembersIds: ['me'] });
    expect(subscription.changesFor({ type: 'discussion-changed', discussion: archivedElsewhere })).toEqual([]);
    expect(subscription.unreadCount).toBe(1);
    const read = discussion({ lastMessage: { ...lastMessage, readBy: ['you', 'me'] } });
    subscription.changesFor({ type: 'discussion-changed', discussion: read });
    expect(subscription.unreadCount).toBe(0);
  });

  it('ignores discussions of another channel', () => {
    const finance = discussion({ channel: 'finance' });
    expect(members().changesFor({ type: 'discussion-changed', discussion: finance })).toEqual([]);
  });
});

describe('a messages subscription', () => {
  it('adds the messages of its discussion only', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    expect(subscription.changesFor({ type: 'message-added', message: message('m1') })).toHaveLength(1);
    expect(subscription.changesFor({ type: 'message-added', message: message('m2', 'd2') })).toEqual([]);
  });

  it('drops a replayed message its snapshot already holds', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    subscription.snapshotIds = new Set(['m1']);
    expect(subscription.changesFor({ type: 'message-added', message: message('m1') })).toEqual([]);
  });
});

describe('notification subscriptions', () => {
  it("take only the member's own notifications of their channel", () => {
    const subscription = new Subscription('n', { kind: 'notifications', channel: 'immobilier' }, 'me');
    const added = { type: 'notifications-changed', change: 'added', uid: 'me' } as const;
    expect(subscription.changesFor({ ...added, notifications: [notification()] })).toHaveLength(1);
    expect(subscription.changesFor({ ...added, uid: 'you', notifications: [notification()] })).toEqual([]);
    expect(subscription.changesFor({ ...added, notifications: [notification({ channel: 'finance' })] })).toEqual([]);
  });

  it('see a global notification read by the member as modified', () => {
    const subscription = new Subscription('g', { kind: 'global-notifications', channel: 'immobilier' }, 'me');
    const read = notification({ targetIds: [], readBy: ['me'] });
    expect(subscription.changesFor({ type: 'global-notifications-read', uid: 'me', notifications: [read] })).toEqual([
      { type: 'modified', document: read },
    ]);
    expect(subscription.changesFor({ type: 'global-notifications-read', uid: 'you', notifications: [read] })).toEqual(
      [],
    );
  });
});
