import { AUTH_MESSAGES, healthResponseSchema, meResponseSchema } from '@campus/domain/account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  OVERLOAD_RETRY,
  apiRequest,
  buildUrl,
  overloadRetryDelayMs,
  setUnauthorizedHandler,
  shopRequest,
} from './api-client';
import { sessionStore } from './session';
import { requestUrl } from '../testing/fetch';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
});

const lastRequest = () => {
  const [url = '', init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: requestUrl(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

describe('apiRequest', () => {
  it('calls the main API under /api and returns the parsed JSON', async () => {
    fetchMock.mockResolvedValue(json({ status: 'ok' }));
    await expect(apiRequest('/health', { schema: healthResponseSchema })).resolves.toEqual({ status: 'ok' });
    expect(lastRequest().url).toBe('/api/health');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('asks for JSON or text', async () => {
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('/me', { unparsed: 'first-load' });
    expect(lastRequest().headers.get('Accept')).toContain('application/json');
    expect(lastRequest().headers.get('Accept')).toContain('text/plain');
  });

  it('sends the bearer token of the stored session', async () => {
    sessionStore.set({ apiToken: 'secret-token' });
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('/me', { unparsed: 'first-load' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('/me', { unparsed: 'first-load' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends a plain body as JSON with its content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('/cgv/accepted', { method: 'PUT', body: { cgvAccepted: true }, answer: 'no-content' });
    expect(lastRequest().init.method).toBe('PUT');
    expect(lastRequest().init.body).toBe('{"cgvAccepted":true}');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
  });

  it('sends form data as it is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValue(json({}));
    const form = new FormData();
    form.append('picture', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await apiRequest('/me/picture', { method: 'PUT', body: form, unparsed: 'first-load' });
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('adds query parameters, repeating arrays and skipping empty values', async () => {
    fetchMock.mockResolvedValue(json([]));
    await apiRequest('/mdb-projects/user', {
      query: { page: 2, state: ['AUDITED', 'VALIDATED'], q: null, x: undefined },
      unparsed: 'first-load',
    });
    expect(lastRequest().url).toBe('/api/mdb-projects/user?page=2&state=AUDITED&state=VALIDATED');
  });

  it('gives undefined for a 204 answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiRequest('/cgv/accepted', { method: 'PUT', body: {}, answer: 'no-content' }),
    ).resolves.toBeUndefined();
  });

  it('gives a file blob for a non-JSON success', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await apiRequest('/download', { query: { url: 'https://example.test/a.pdf' }, answer: 'file' });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('leads to /logout on a 401', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Vous devez être connecté' }, { status: 401 }));
    await expect(apiRequest('/me', { unparsed: 'first-load' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('only throws on a 401 when the call skips the redirect', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Email ou mot de passe incorrect' }, { status: 401 }));
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, skipUnauthorizedRedirect: true, unparsed: 'first-load' }),
    ).rejects.toMatchObject({ status: 401, message: 'Email ou mot de passe incorrect' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the server error text and the per-field violations of a failure', async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: 'Les données envoyées ne sont pas valides', errors: { firstname: ['Ce champs est obligatoire'] } },
        { status: 422 },
      ),
    );
    const error = await apiRequest('/me', { method: 'PUT', body: {}, schema: meResponseSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Les données envoyées ne sont pas valides',
      errors: { firstname: ['Ce champs est obligatoire'] },
    });
  });

  it('falls back to the status text when the failure has no JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/me', { unparsed: 'first-load' })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      errors: {},
    });
  });

  it('turns a network failure into an error with its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/me', { unparsed: 'first-load' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', isNetworkError: true });
  });

  it('parses the answer with the contract it is given', async () => {
    fetchMock.mockResolvedValue(json({ uid: 'only-a-uid' }));
    await expect(apiRequest('/me', { schema: meResponseSchema })).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('reads a first-load answer as JSON without parsing it', async () => {
    fetchMock.mockResolvedValue(json({ uid: 'only-a-uid' }));
    await expect(apiRequest('/me', { unparsed: 'first-load' })).resolves.toEqual({ uid: 'only-a-uid' });
  });

  it('fails when a JSON call is answered something else than JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(apiRequest('/me', { schema: meResponseSchema })).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from /api/me',
    });
  });

  it('reads no body when the call expects no content', async () => {
    const answer = json({ ignored: true });
    fetchMock.mockResolvedValue(answer);
    await expect(apiRequest('/cgv/accepted', { method: 'PUT', answer: 'no-content' })).resolves.toBeUndefined();
    expect(answer.bodyUsed).toBe(false);
  });

  it('gives the body of a file as a Blob, whatever its type', async () => {
    fetchMock.mockResolvedValue(json({ a: 1 }));
    const file = await apiRequest('/download', { query: { url: 'https://example.test/a.json' }, answer: 'file' });
    expect(file.type).toBe('application/json');
    expect(await file.text()).toBe('{"a":1}');
  });
});

describe('a request the overloaded server shed (503)', () => {
  const shed = (retryAfter = '1') =>
    json(
      { error: AUTH_MESSAGES.overloaded },
      { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter } },
    );

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is sent again once, after the Retry-After, and answers what the retry got', async () => {
    fetchMock.mockResolvedValueOnce(shed('2')).mockResolvedValueOnce(json({ status: 'ok' }));
    const answer = apiRequest('/discussions/d1/messages', {
      method: 'POST',
      body: { text: 'Bonjour' },
      unparsed: 'first-load',
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1001 + 1000);
    await expect(answer).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastRequest().init.body).toBe('{"text":"Bonjour"}');
  });

  it('fails with the French message when the retry is shed too, without a third try', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(shed()));
    const answer = apiRequest('/me', { unparsed: 'first-load' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(OVERLOAD_RETRY.maxDelayMs);
    expect(await answer).toMatchObject({ status: 503, message: AUTH_MESSAGES.overloaded });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not retried for other failures', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Une erreur est survenue' }, { status: 500 }));
    await expect(apiRequest('/me', { unparsed: 'first-load' })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('overloadRetryDelayMs', () => {
  it("waits the server's Retry-After plus up to half of it, never more than 10 s", () => {
    expect(overloadRetryDelayMs('2', () => 0)).toBe(2000);
    expect(overloadRetryDelayMs('2', () => 1)).toBe(3000);
    expect(overloadRetryDelayMs('3600', () => 0)).toBe(OVERLOAD_RETRY.maxDelayMs);
  });

  it('backs off a second when the server names no delay', () => {
    expect(overloadRetryDelayMs(null, () => 0)).toBe(OVERLOAD_RETRY.defaultDelayMs);
    expect(overloadRetryDelayMs('bientôt', () => 0)).toBe(OVERLOAD_RETRY.defaultDelayMs);
  });
});

describe('shopRequest', () => {
  it('calls the shop API under /shop with the same bearer token', async () => {
    sessionStore.set({ apiToken: 'secret-token' });
    fetchMock.mockResolvedValue(json([]));
    await shopRequest('/invoices', { query: { page: 1 }, unparsed: 'first-load' });
    expect(lastRequest().url).toBe('/shop/invoices?page=1');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });
});

describe('buildUrl', () => {
  it('keeps a path without query as it is', () => {
    expect(buildUrl('/api', 'me')).toBe('/api/me');
  });
});
