import type { Message } from '@campus/domain/messaging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { RealtimeRefusalError, RealtimeUnavailableError } from '../../../lib/realtime/realtime-client';
import { sessionStore } from '../../../lib/session';
import { postMessage } from './post-message';

const message: Message = {
  id: 'm1',
  discussionId: 'd1',
  date: '2026-11-27T10:00:00.000Z',
  authorId: 'u1',
  text: 'Salut',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('posting a message', () => {
  it('goes over the realtime socket when it carries it, with no HTTP request', async () => {
    const fetch = stubFetch(500, {});
    const post = vi.fn(() => Promise.resolve(message));
    await expect(postMessage('d1', 'Salut', { post })).resolves.toEqual({ message });
    expect(post).toHaveBeenCalledWith('d1', 'Salut', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is sent over HTTP with the same Idempotency-Key when the socket cannot carry it', async () => {
    sessionStore.set({ apiToken: 'token' });
    const fetch = stubFetch(201, { message });
    const post = vi.fn(() => Promise.reject(new RealtimeUnavailableError('socket lost')));
    await expect(postMessage('d1', 'Salut', { post })).resolves.toEqual({ message });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/discussions/d1/messages');
    expect(new Headers(init.headers).get('idempotency-key')).toBe((post.mock.calls[0] as unknown as string[])[2]);
  });

  it("shows the server's refusal as the route's error, without sending it again", async () => {
    const fetch = stubFetch(201, { message });
    const body = { error: 'Les données envoyées ne sont pas valides', errors: { text: ['Ce champ est requis'] } };
    const post = vi.fn(() => Promise.reject(new RealtimeRefusalError(400, body)));
    const error = await postMessage('d1', ' ', { post }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: body.error, status: 400, errors: body.errors });
    expect(fetch).not.toHaveBeenCalled();
  });
});
