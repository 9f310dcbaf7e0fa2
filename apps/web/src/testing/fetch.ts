import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** A JSON answer, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The URL of what a test's fetch stub received. */
export function requestUrl(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** What a fetch stub was asked, in order: `METHOD /url` and the Authorization header sent with it. */
export function sentRequests(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    request: `${init?.method ?? 'GET'} ${requestUrl(url)}`,
    authorization: new Headers(init?.headers).get('Authorization'),
  }));
}

/** A fetch stub in place of the global fetch for each test of the file, emptied after each. */
export function stubFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
