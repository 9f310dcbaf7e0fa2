import type { FieldViolations } from '@campus/domain/shared';
import { paths } from '../config/paths';
import { getApiToken } from './session';

export const API_BASE = '/api';
export const SHOP_BASE = '/shop';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

type ContractResult<T> = { value: T; issues?: undefined } | { issues: readonly { message: string }[] };

/** What the domain's zod contracts implement (the Standard Schema interface): types only, no zod runtime here. */
export interface ResponseContract<T> {
  readonly '~standard': { validate: (value: unknown) => ContractResult<T> | Promise<ContractResult<T>> };
}

/** What a call sends, and how it is sent. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 then only throws instead of leading to /logout (the login form uses it). */
  skipUnauthorizedRedirect?: boolean;
  /** Reads the headers of a successful answer (paging totals: `x-total-count`). */
  onHeaders?: (headers: Headers) => void;
  /**
   * This very request, already sent (index.html starts the token refresh before the scripts arrive): its answer is
   * read as if this call had sent it; a shed one (503) is sent again from here.
   */
  sent?: Promise<Response>;
}

/** A JSON answer parsed with its contract from @campus/domain (any Standard Schema). */
export interface ParsedAnswer<T> {
  schema: ResponseContract<T>;
  unparsed?: never;
  answer?: never;
}

/**
 * The one reason a JSON answer goes unparsed: `'first-load'`, a read made by a budgeted first load (the login page;
 * the shell: me, token refresh, terms, waiting contracts, levels, the header's calendar badge; the dashboard's cards;
 * the messages list's names), where a contract would bring zod's runtime (docs/decisions/0004). Each such call says
 * which in its comment; the server's tests check those answers against their contracts (typed-reads.test).
 */
export type UnparsedReason = 'first-load';

/** A JSON answer typed by the call (`apiRequest<MeResponse>`), not parsed: see UnparsedReason. */
export interface UnparsedAnswer {
  unparsed: UnparsedReason;
  schema?: never;
  answer?: never;
}

/** No body to read: the route answers 204. */
export interface NoContentAnswer {
  answer: 'no-content';
  schema?: never;
  unparsed?: never;
}

/** A file (a PDF, a zip, a calendar file): the answer's body as a Blob. */
export interface FileAnswer {
  answer: 'file';
  schema?: never;
  unparsed?: never;
}

/** Every call says how its answer is read: a call that forgets its contract does not typecheck. */
export type AnswerReading = ParsedAnswer<unknown> | UnparsedAnswer | NoContentAnswer | FileAnswer;

/** A failed call: the server's `error` text (or the status text) and its per-field violations. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldViolations = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Network failure: no answer from the server at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A 403: the member's rights do not open what was asked, and asking again will not change that. */
export function isForbidden(error: unknown): error is ApiRequestError {
  return isApiRequestError(error) && error.status === 403;
}

let onUnauthorized: () => void = () => window.location.assign(paths.logout);

/** The router replaces the full-page redirect with an in-app navigation to /logout; returns the undo. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = previous;
  };
}

/** A 401 from any call to the API, a fetch or an upload: the session is over (sign out). */
export function handleUnauthorized(): void {
  onUnauthorized();
}

export function buildUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  if (typeof body === 'string') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain;charset=UTF-8');
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  if (!isJson(response)) {
    const text = await response.text().catch(() => '');
    return new ApiRequestError(text.trim() && text.length < 500 ? text.trim() : fallback, response.status);
  }
  const body = readErrorBody(await response.json().catch(() => null));
  return new ApiRequestError(body.error || fallback, response.status, body.errors ?? {});
}

const isFieldViolations = (value: unknown): value is FieldViolations =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));

/** The `{ error, errors }` body of architecture 4.3, read defensively: a proxy may answer anything. */
export function readErrorBody(body: unknown): { error?: string; errors?: FieldViolations } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, errors } = body as Record<string, unknown>;
  return {
    ...(typeof error === 'string' && { error }),
    ...(isFieldViolations(errors) && { errors }),
  };
}

/** A 503 is a request the overloaded server shed before running it: sent again once, after this wait. */
export const OVERLOAD_RETRY = { defaultDelayMs: 1000, maxDelayMs: 10_000 } as const;

/**
 * How long to wait before the one retry of a 503: the server's Retry-After (seconds or an HTTP date), else a
 * second, plus up to half of it at random so shed clients do not all come back at once; at most 10 s.
 */
export function overloadRetryDelayMs(retryAfter: string | null, random: () => number = Math.random): number {
  const seconds = Number(retryAfter);
  const dateDelay = retryAfter ? Date.parse(retryAfter) - Date.now() : Number.NaN;
  const delay =
    retryAfter && Number.isFinite(seconds) && seconds >= 0
      ? seconds * 1000
      : Number.isFinite(dateDelay)
        ? Math.max(0, dateDelay)
        : OVERLOAD_RETRY.defaultDelayMs;
  return Math.min(OVERLOAD_RETRY.maxDelayMs, delay + random() * (delay / 2));
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

async function request(base: string, path: string, options: RequestOptions & AnswerReading): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*', ...options.headers });
  const token = getApiToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(options.body, headers);

  /** The answer, or the network failure as an ApiRequestError of status 0. */
  const answerOf = async (sending: () => Promise<Response>): Promise<Response> => {
    try {
      return await sending();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(error instanceof Error ? error.message : String(error), 0, {}, { cause: error });
    }
  };
  const send = () =>
    answerOf(() =>
      fetch(buildUrl(base, path, options.query), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      }),
    );

  const { sent } = options;
  let response = await (sent ? answerOf(() => sent) : send());
  if (response.status === 503) {
    await wait(overloadRetryDelayMs(response.headers.get('Retry-After')), options.signal);
    response = await send();
  }

  if (response.status === 401 && !options.skipUnauthorizedRedirect) handleUnauthorized();
  if (!response.ok) throw await errorFrom(response);
  options.onHeaders?.(response.headers);
  if (options.answer === 'no-content') return undefined;
  if (options.answer === 'file') return response.blob();
  if (!isJson(response)) throw new ApiRequestError(`Unexpected answer from ${base}${path}`, response.status);

  const data: unknown = await response.json();
  return options.schema ? parseAnswer(options.schema, data, response.status, `${base}${path}`) : data;
}

/** A JSON answer checked against its contract: one that breaks it fails as an ApiRequestError of its status. */
export async function parseAnswer<T>(
  schema: ResponseContract<T>,
  data: unknown,
  status: number,
  url: string,
): Promise<T> {
  const parsed = await schema['~standard'].validate(data);
  if (parsed.issues) throw new ApiRequestError(`Unexpected answer from ${url}`, status, {}, { cause: parsed.issues });
  return parsed.value;
}

/** The main API under /api (spec 7.1): resolves with what the call's answer reading gives. */
export function apiRequest<T>(path: string, options: RequestOptions & ParsedAnswer<T>): Promise<T>;
export function apiRequest<T>(path: string, options: RequestOptions & UnparsedAnswer): Promise<T>;
export function apiRequest(path: string, options: RequestOptions & NoContentAnswer): Promise<void>;
export function apiRequest(path: string, options: RequestOptions & FileAnswer): Promise<Blob>;
export function apiRequest(path: string, options: RequestOptions & AnswerReading): Promise<unknown> {
  return request(API_BASE, path, options);
}

/** The shop API (billing) under /shop (spec 7.2), read as apiRequest reads the main API. */
export function shopRequest<T>(path: string, options: RequestOptions & ParsedAnswer<T>): Promise<T>;
export function shopRequest<T>(path: string, options: RequestOptions & UnparsedAnswer): Promise<T>;
export function shopRequest(path: string, options: RequestOptions & NoContentAnswer): Promise<void>;
export function shopRequest(path: string, options: RequestOptions & FileAnswer): Promise<Blob>;
export function shopRequest(path: string, options: RequestOptions & AnswerReading): Promise<unknown> {
  return request(SHOP_BASE, path, options);
}
