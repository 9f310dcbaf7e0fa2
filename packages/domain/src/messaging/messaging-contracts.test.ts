import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  GROUP_MAX_MEMBERS,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  createDiscussionRequestSchema,
  isPostableMessage,
  postMessageRequestSchema,
  sendGlobalNotificationRequestSchema,
} from './messaging-contracts.js';
import { isExternalLink } from './messaging.js';

describe('message text', () => {
  it('is refused when empty after trimming, in French', () => {
    const result = z.safeParse(postMessageRequestSchema, { text: ' \n\t ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le message ne peut pas être vide');
    expect(isPostableMessage('   ')).toBe(false);
  });

  it('is refused above 5000 characters, in French', () => {
    const result = z.safeParse(postMessageRequestSchema, { text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(result.error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.messageTooLong);
    expect(isPostableMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toBe(true);
  });

  it('is posted trimmed', () => {
    expect(z.parse(postMessageRequestSchema, { text: '  Bonjour !  ' })).toEqual({ text: 'Bonjour !' });
  });
});

describe('create discussion request', () => {
  it('needs at least one recipient', () => {
    const result = z.safeParse(createDiscussionRequestSchema, { channel: 'immobilier', type: 'DIRECT', memberIds: [] });
    expect(result.error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.recipientRequired);
  });

  it('accepts a group with a name and a target', () => {
    const request = { channel: 'finance', type: 'GROUP', memberIds: ['a', 'b'], name: 'Projet', targetId: 'p1' };
    expect(z.safeParse(createDiscussionRequestSchema, request).success).toBe(true);
  });

  it('may carry its first message, trimmed, under the message rule (issue 34)', () => {
    const request = { channel: 'immobilier', type: 'DIRECT', memberIds: ['a'] };
    expect(z.parse(createDiscussionRequestSchema, { ...request, text: '  Bonjour  ' }).text).toBe('Bonjour');
    expect(z.parse(createDiscussionRequestSchema, request).text).toBeUndefined();
    const empty = z.safeParse(createDiscussionRequestSchema, { ...request, text: '   ' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([MESSAGING_MESSAGES.emptyMessage]);
    const long = z.safeParse(createDiscussionRequestSchema, { ...request, text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([MESSAGING_MESSAGES.messageTooLong]);
  });
});

describe('global notification link', () => {
  const linkMessage = (link: string) =>
    z.safeParse(sendGlobalNotificationRequestSchema, { channel: 'immobilier', text: 'Nouveau live', link }).error
      ?.issues[0]?.message;

  it('is an absolute http(s) URL or an in-app path', () => {
    expect(linkMessage('https://campus.test/live')).toBeUndefined();
    expect(linkMessage('http://campus.test/live')).toBeUndefined();
    expect(linkMessage('/mes-evenements?id=1')).toBeUndefined();
  });

  it('refuses protocol-relative and other links that leave the app', () => {
    for (const link of ['//evil.example/phish', '/\\evil.example', 'javascript:alert(1)', 'evil.example', 'https://']) {
      expect(linkMessage(link)).toBe('Cette valeur doit être une URL valide');
    }
  });

  it('opens outside the app only when it is an absolute web URL', () => {
    expect(isExternalLink('http://campus.test')).toBe(true);
    expect(isExternalLink('/mon-suivi')).toBe(false);
    expect(isExternalLink('//evil.example')).toBe(false);
  });
});

describe('create discussion recipients', () => {
  it(`are at most ${GROUP_MAX_MEMBERS}, with a French violation`, () => {
    const memberIds = Array.from({ length: GROUP_MAX_MEMBERS + 1 }, (_, index) => `m${index}`);
    const result = z.safeParse(createDiscussionRequestSchema, { channel: 'finance', type: 'GROUP', memberIds });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGING_MESSAGES.tooManyMembers]);
  });
});
