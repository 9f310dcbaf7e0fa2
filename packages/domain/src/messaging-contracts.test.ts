import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  createDiscussionRequestSchema,
  isPostableMessage,
  postMessageRequestSchema,
} from './messaging-contracts.js';

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
});
