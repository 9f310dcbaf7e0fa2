import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './api-client';
import { sendWithProgress } from './upload';

const answerSchema = z.object({ id: z.string() });

/** An XMLHttpRequest that answers `status` with `body` once sent. */
function fakeXhr(status: number, body: unknown) {
  return class {
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
    upload = { addEventListener: () => undefined };
    private listeners = new Map<string, () => void>();
    open() {}
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send() {
      queueMicrotask(() => this.listeners.get('load')?.());
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('sendWithProgress', () => {
  it('signs the member out on a 401, as every other API call, and rejects with the French error', async () => {
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(401, { error: 'Vous devez être connecté' }));
    await expect(sendWithProgress('PUT', '/api/x', new FormData(), answerSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Vous devez être connecté',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    restore();
  });

  it('resolves with the JSON answer', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, { id: 'a' }));
    await expect(sendWithProgress('PUT', '/api/x', new FormData(), answerSchema)).resolves.toEqual({ id: 'a' });
  });
});
