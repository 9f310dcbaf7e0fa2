import { AUTH_MESSAGES, type ApiError } from '@campus/domain/account';
import { violationsFromIssues, type FieldViolations } from '@campus/domain/shared';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { API_HEADERS, securityHeadersFor } from './security-headers.js';

/** The content type of every JSON answer the server composes itself (errors, cached bodies). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Server-only texts that the shared catalogue does not need. */
export const SERVER_MESSAGES = {
  unsupportedMediaType: "Ce type de contenu n'est pas pris en charge",
  notMultipart: 'La requête doit être envoyée en multipart/form-data',
  malformedMultipart: 'Le corps multipart/form-data de la requête est incomplet ou mal formé',
  badUrl: "L'adresse demandée n'est pas valide",
  urlTooLong: "L'adresse demandée est trop longue",
  badRequest: "La requête n'est pas valide",
  requestTimeout: 'La requête a pris trop de temps',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux',
  rangeNotSatisfiable: 'La plage demandée ne peut pas être servie',
  unavailable: 'Le service est momentanément indisponible',
  draining: 'Le service redémarre : vos requêtes passent par une autre instance',
  metricsUnauthorized: 'Jeton de supervision manquant ou invalide',
  badIdempotencyKey: "L'en-tête Idempotency-Key n'est pas valide",
} as const;

/** A failure the client should see as `{ error, errors? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldViolations,
    /** Headers of the answer, such as the Retry-After of a 429 or a 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

export const notFound = () => new HttpError(404, AUTH_MESSAGES.notFound);

/** A 400 whose message is also the violation of one field (`{ error, errors: { [field]: [error] } }`, spec 5). */
export const fieldViolation = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/** The row a query found, or the given "not found" failure: load-or-404 in one place. */
export async function foundOr<Row>(row: Promise<Row | undefined>, notFoundError: () => HttpError): Promise<Row> {
  const found = await row;
  if (found === undefined) throw notFoundError();
  return found;
}
export const forbidden = () => new HttpError(403, AUTH_MESSAGES.forbidden);
export const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.unauthenticated);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The Retry-After of a 429 or a 503 that named none: a client always knows when to come back. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Validates a body, query or params object; field violations become a 400 in the spec's shape. */
export function parseInput<Schema extends $ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, AUTH_MESSAGES.invalidBody, violationsFromIssues(result.error.issues));
}

const MESSAGE_BY_CODE: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: AUTH_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: AUTH_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: AUTH_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: SERVER_MESSAGES.unsupportedMediaType },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 400, message: SERVER_MESSAGES.notMultipart },
  FST_ERR_BAD_URL: { statusCode: 400, message: SERVER_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: SERVER_MESSAGES.urlTooLong },
};

/** An upload the multipart parser cannot read (no boundary, truncated body) is the request's fault: a 400. */
export function malformedMultipart(error: unknown): unknown {
  const isParserError = !(error instanceof HttpError) && (error as Partial<FastifyError>).statusCode === undefined;
  return isParserError ? new HttpError(400, SERVER_MESSAGES.malformedMultipart) : error;
}

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: AUTH_MESSAGES.invalidBody,
  401: AUTH_MESSAGES.unauthenticated,
  403: AUTH_MESSAGES.forbidden,
  404: AUTH_MESSAGES.notFound,
  413: AUTH_MESSAGES.tooLarge,
  415: SERVER_MESSAGES.unsupportedMediaType,
  429: AUTH_MESSAGES.tooManyRequests,
};

/** Maps any thrown value to a status and a French body; nothing internal leaks. */
export function toApiError(error: unknown): { statusCode: number; body: ApiError } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, body: error.toBody() };
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? MESSAGE_BY_CODE[fastifyError.code] : undefined;
  if (known) return { statusCode: known.statusCode, body: { error: known.message } };
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: { error: MESSAGE_BY_STATUS[statusCode] ?? AUTH_MESSAGES.invalidBody } };
  }
  return { statusCode: 500, body: { error: AUTH_MESSAGES.serverError } };
}

/** The one error handler of the app (architecture 4.3). */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, body } = toApiError(error);
  if (statusCode >= 500 && statusCode !== 503) request.log.error({ err: error }, 'request failed');
  if (error instanceof HttpError) reply.headers(error.headers);
  if ((statusCode === 429 || statusCode === 503) && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  }
  return reply.code(statusCode).type(JSON_CONTENT_TYPE).send(body);
}

/** Fastify's `frameworkErrors` (a bad percent-encoding before routing): no hook has run, so the headers are set here. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(securityHeadersFor(request.url));
  handleError(error, request, reply);
}

const CLIENT_ERROR_ANSWERS: Record<string, { statusCode: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, reason: 'Request Timeout', message: SERVER_MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    reason: 'Request Header Fields Too Large',
    message: SERVER_MESSAGES.headersTooLarge,
  },
};

/**
 * Node's `clientError` (a request its HTTP parser refuses, an unknown method among them): answered on the socket
 * in French with the API's security headers, as Fastify's default answer is English and bare.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERROR_ANSWERS[error.code]) || {
    statusCode: 400,
    reason: 'Bad Request',
    message: SERVER_MESSAGES.badRequest,
  };
  if (socket.writable) {
    const body = JSON.stringify({ error: answer.message } satisfies ApiError);
    const headers = {
      ...API_HEADERS,
      'content-type': JSON_CONTENT_TYPE,
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}\r\n`);
    socket.write(`HTTP/1.1 ${answer.statusCode} ${answer.reason}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
