import { describe, expect, it } from 'vitest';
import { canCreateDiscussion, directDiscussionId, isDiscussionUnread, isNotificationUnread } from './messaging.js';

describe('messaging rules', () => {
  it('the create-discussion button needs one non-empty recipient other than the user', () => {
    expect(canCreateDiscussion(['', null], 'me')).toBe(false);
    expect(canCreateDiscussion(['me'], 'me')).toBe(false);
    expect(canCreateDiscussion(['me', 'you'], 'me')).toBe(true);
  });
  it('a direct discussion id is direct plus the sorted member ids joined by a dot', () => {
    expect(directDiscussionId(['zoe', 'adam'])).toBe('direct.adam.zoe');
  });
  it('a discussion is unread if its last message is not mine and I am not in ReadBy', () => {
    expect(isDiscussionUnread({ authorId: 'you', readBy: [] }, 'me')).toBe(true);
    expect(isDiscussionUnread({ authorId: 'me', readBy: [] }, 'me')).toBe(false);
    expect(isDiscussionUnread({ authorId: 'you', readBy: ['me'] }, 'me')).toBe(false);
  });
  it('a targeted notification is unread until someone reads it; a global one when dated on or after my last sign-in', () => {
    const signIn = '2026-11-20T10:00:00Z';
    expect(isNotificationUnread({ date: '2026-11-01', targetIds: ['me'], readBy: [] }, 'me', signIn)).toBe(true);
    expect(isNotificationUnread({ date: '2026-11-01', targetIds: ['me'], readBy: ['me'] }, 'me', signIn)).toBe(false);
    expect(isNotificationUnread({ date: '2026-11-20T10:00:00Z', targetIds: [], readBy: [] }, 'me', signIn)).toBe(true);
    expect(isNotificationUnread({ date: '2026-11-19T10:00:00Z', targetIds: [], readBy: [] }, 'me', signIn)).toBe(false);
    expect(isNotificationUnread({ date: '2026-11-21T10:00:00Z', targetIds: [], readBy: ['me'] }, 'me', signIn)).toBe(
      false,
    );
  });
});
