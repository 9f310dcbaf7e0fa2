import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage } from './realtime-protocol.js';

describe('realtime protocol', () => {
  it('reads a subscription to the discussions of a channel', () => {
    const frame = JSON.stringify({
      type: 'subscribe',
      id: 's1',
      query: { kind: 'discussions', channel: 'immobilier', state: 'archived' },
    });
    expect(parseClientMessage(frame)).toEqual({
      type: 'subscribe',
      id: 's1',
      query: { kind: 'discussions', channel: 'immobilier', state: 'archived' },
    });
  });

  it('refuses an unknown query kind, a channel outside the five and broken JSON', () => {
    expect(parseClientMessage('{"type":"subscribe","id":"s","query":{"kind":"events"}}')).toBeNull();
    const badChannel = { type: 'subscribe', id: 's', query: { kind: 'notifications', channel: 'cuisine' } };
    expect(parseClientMessage(JSON.stringify(badChannel))).toBeNull();
    expect(parseClientMessage('{')).toBeNull();
  });

  it('reads the auth message', () => {
    expect(parseClientMessage('{"type":"auth","token":"abc"}')).toEqual({ type: 'auth', token: 'abc' });
  });

  it('reads ordered changes from the server', () => {
    const message = {
      type: 'changes',
      id: 's1',
      changes: [
        {
          type: 'added',
          document: { id: 'm1', discussionId: 'd', date: '2026-01-01T00:00:00.000Z', authorId: 'u', text: 'Salut' },
        },
        { type: 'removed', id: 'm0' },
      ],
    };
    expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
  });
});
