import type { Discussion } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { makeDiscussion } from '../../testing/discussions';
import { directDiscussionId } from '@campus/domain/messaging';
import { countUnreadDiscussions, draftDiscussion, otherMemberIds } from './discussions';
import { messageTextError } from './message-rules';

const discussion = (id: string, lastMessage: Discussion['lastMessage'], extra: Partial<Discussion> = {}) =>
  makeDiscussion({ id, lastMessage, ...extra });

describe('the messages badge', () => {
  it('counts discussions whose last message is from someone else and not read by the member', () => {
    const list = [
      discussion('unread', { date: 'x', text: 'a', authorId: 'other', readBy: [] }),
      discussion('read', { date: 'x', text: 'a', authorId: 'other', readBy: ['me'] }),
      discussion('mine', { date: 'x', text: 'a', authorId: 'me', readBy: [] }),
      discussion('empty', null),
      discussion('read-by-another', { date: 'x', text: 'a', authorId: 'other', readBy: ['third'] }),
    ];
    expect(countUnreadDiscussions(list, 'me')).toBe(2);
  });

  it('names the other members, archived ones included, never the member', () => {
    expect(otherMemberIds(discussion('d', null, { membersIds: ['me', 'a'], ignoringMembersIds: ['b'] }), 'me')).toEqual(
      ['a', 'b'],
    );
  });
});

describe('the message box rules', () => {
  it('refuses an empty or blank message with the domain French error', () => {
    expect(messageTextError('')).toBe('Le message ne peut pas être vide');
    expect(messageTextError('  \n ')).toBe('Le message ne peut pas être vide');
  });

  it('refuses more than 5000 characters, trimmed', () => {
    expect(messageTextError('a'.repeat(5001))).toBe('Le message ne peut pas dépasser 5000 caractères');
    expect(messageTextError(` ${'a'.repeat(5000)} `)).toBeNull();
  });

  it('accepts a message', () => {
    expect(messageTextError('Bonjour')).toBeNull();
  });
});

describe('a draft conversation (issue 34)', () => {
  it('is the direct discussion it will become, with the member, empty and unlisted as unread', () => {
    const id = directDiscussionId(['me', 'other']);
    const draft = draftDiscussion(id, 'immobilier', 'me', 'other');
    expect(draft).toMatchObject({
      id,
      type: 'DIRECT',
      channel: 'immobilier',
      lastMessage: null,
      ignoringMembersIds: [],
    });
    expect(otherMemberIds(draft, 'me')).toEqual(['other']);
    expect(countUnreadDiscussions([draft], 'me')).toBe(0);
  });
});
