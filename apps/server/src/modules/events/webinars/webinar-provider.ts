import type { WebinarProvider } from '@campus/domain/events';

/** Who is registered: what the provider's registration form asks. */
export interface WebinarPerson {
  email: string;
  firstname: string;
  lastname: string;
}

/** A registration as the provider made it: its id, and the member's own join link. */
export interface WebinarSeat {
  registrantId: string;
  joinUrl: string;
}

/**
 * One webinar provider's public API (Livestorm, Zoom, or the built-in sandbox standing for either): register a person
 * to a session or meeting, cancel it, and read back who attended. Registering someone already registered answers
 * their registration; cancelling someone the provider does not know is done.
 */
export interface WebinarProviderClient {
  readonly provider: WebinarProvider;
  register(webinarId: string, person: WebinarPerson, signal: AbortSignal): Promise<WebinarSeat>;
  unregister(
    webinarId: string,
    seat: { registrantId: string | null; email: string },
    signal: AbortSignal,
  ): Promise<void>;
  /** The e-mail addresses (lower case) of the people who attended the ended session or meeting. */
  attendees(webinarId: string, signal: AbortSignal): Promise<Set<string>>;
}

export const PROVIDER_NAMES: Record<WebinarProvider, string> = { LIVESTORM: 'Livestorm', ZOOM: 'Zoom' };

/** What a provider's HTTP status means, for the admins who read the failed job (never a key, never a body). */
function statusMeaning(status: number): string {
  if (status === 401 || status === 403) return 'clé d’API refusée';
  if (status === 404) return 'session ou réunion introuvable';
  if (status === 429) return 'trop de requêtes, réessayé plus tard';
  if (status >= 500) return 'service indisponible';
  return 'demande refusée';
}

/** A provider's refusal: its status and what it means, in French. */
export class WebinarProviderError extends Error {
  override readonly name = 'WebinarProviderError';
  constructor(
    readonly provider: WebinarProvider,
    readonly status: number,
  ) {
    super(`${PROVIDER_NAMES[provider]} a répondu ${status} (${statusMeaning(status)})`);
  }
}

/** The longest Retry-After a call waits for itself; past it, the job's own retry waits instead. */
export const MAX_RETRY_AFTER_SECONDS = 10;
/** A provider that does not answer within this is given up for this attempt. */
const REQUEST_TIMEOUT_MS = 15_000;
const RATE_LIMITED_TRIES = 3;

/** Seconds a Retry-After header asks for (seconds or an HTTP date), 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1 : Math.max(0, Math.ceil((at - now) / 1000));
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}

/**
 * One call to a provider: a 429 waits what its Retry-After asks (up to MAX_RETRY_AFTER_SECONDS) and tries again, twice
 * at most; any other status is the caller's to read. The request's headers (the keys) never reach an error or a log.
 */
export async function callProvider(
  provider: WebinarProvider,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    }).catch(() => {
      signal.throwIfAborted();
      throw new Error(`${PROVIDER_NAMES[provider]} injoignable`);
    });
    if (response.status !== 429 || attempt >= RATE_LIMITED_TRIES) return response;
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    if (wait > MAX_RETRY_AFTER_SECONDS) return response;
    await response.body?.cancel();
    await pause(wait * 1000, signal);
  }
}

/** The answer's JSON when its status is one of `expected`, else a WebinarProviderError. */
export async function expectJson<T>(provider: WebinarProvider, response: Response, expected: number[]): Promise<T> {
  if (!expected.includes(response.status)) {
    await response.body?.cancel();
    throw new WebinarProviderError(provider, response.status);
  }
  return (await response.json()) as T;
}
