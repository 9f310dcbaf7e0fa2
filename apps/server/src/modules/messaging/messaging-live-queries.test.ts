import type { Discussion, Message } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { Subscription } from '../../realtime/subscription.js';
import { discussionsLiveQuery, messagesLiveQuery } from './messaging-live-queries.js';
import { discussionChanged, messageAdded, messageChanged } from './messaging-events.js';

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
/** The changes a committed discussion change makes to a discussions subscription. */
const changesOf = (subscription: Subscription<'discussions'>, changed: Discussion) =>
  discussionsLiveQuery.apply(subscription, discussionChanged(changed)).changes;

describe('a discussions subscription', () => {
  const members = () =>
    new Subscription('s', { kind: 'discussions', channel: 'immobilier', state: 'member' }, 'me', {
      tracksKnownIds: true,
    });

  it('adds a discussion it did not hold, then modifies it', () => {
    const subscription = members();
    expect(changesOf(subscription, discussion())).toEqual([{ type: 'added', document: discussion() }]);
    expect(changesOf(subscription, discussion())[0]?.type).toBe('modified');
  });

  it('removes a discussion the member archived, and the archive list adds it', () => {
    const subscription = members();
    subscription.takePage([discussion()], false);
    const archived = discussion({ membersIds: ['you'], ignoringMembersIds: ['me'] });
    expect(changesOf(subscription, archived)).toEqual([{ type: 'removed', id: 'd1' }]);
    const archive = new Subscription('a', { kind: 'discussions', channel: 'immobilier', state: 'archived' }, 'me', {
      tracksKnownIds: true,
    });
    expect(changesOf(archive, archived)[0]?.type).toBe('added');
  });

  it('counts unread discussions beyond the loaded pages, and forgets one the member archived', () => {
    const subscription = members();
    subscription.unreadIds = new Set(['old-unread']);
    const lastMessage = { date: '2026-01-02T00:00:00.000Z', text: 'Salut', authorId: 'you', readBy: ['you'] };
    const unread = discussion({ lastMessage });
    changesOf(subscription, unread);
    expect(subscription.unreadCount).toBe(2);
    changesOf(subscription, unread);
    expect(subscription.unreadCount).toBe(2);
    const archivedElsewhere = discussion({ id: 'old-unread', membersIds: ['you'], ignoringMembersIds: ['me'] });
    expect(changesOf(subscription, archivedElsewhere)).toEqual([]);
    expect(subscription.unreadCount).toBe(1);
    const read = discussion({ lastMessage: { ...lastMessage, readBy: ['you', 'me'] } });
    changesOf(subscription, read);
    expect(subscription.unreadCount).toBe(0);
  });

  it('ignores discussions of another channel', () => {
    const finance = discussion({ channel: 'finance' });
    expect(changesOf(members(), finance)).toEqual([]);
  });
});

describe('a messages subscription', () => {
  it('adds the messages of its discussion only', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    expect(messagesLiveQuery.apply(subscription, messageAdded(message('m1'))).changes).toHaveLength(1);
    expect(messagesLiveQuery.apply(subscription, messageAdded(message('m2', 'd2'))).changes).toEqual([]);
  });

  it('drops a replayed message its snapshot already holds', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    subscription.snapshotIds = new Set(['m1']);
    expect(messagesLiveQuery.apply(subscription, messageAdded(message('m1'))).changes).toEqual([]);
  });

  it('modifies a message of its discussion hidden by the moderators (issue 32), the others untouched', () => {
    const subscription = new Subscription('m', { kind: 'messages', discussionId: 'd1' }, 'me');
    const hidden = { ...message('m1'), text: 'Message masqué par la modération', isHidden: true };
    expect(messagesLiveQuery.apply(subscription, messageChanged(hidden)).changes).toEqual([
      { type: 'modified', document: hidden },
    ]);
    expect(messagesLiveQuery.apply(subscription, messageChanged(message('m2', 'd2'))).changes).toEqual([]);
  });
});
