import { AUTH_MESSAGES, violationsFromIssues, type ApiError, type FieldViolations } from '@campus/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** Server-only texts that the shared catalogue does not need. */
export const SERVER_MESSAGES = {
  unsupportedMediaType: "Ce type de contenu n'est pas pris en charge",
  notMultipart: 'La requête doit être envoyée en multipart/form-data',
} as const;

/** A failure the client should see as `{ error, errors? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldViolations,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.errors ? { error: this.message, errors: this.errors } : { error: this.message };
  }
}

export const notFound = () => new HttpError(404, AUTH_MESSAGES.notFound);
export const forbidden = () => new HttpError(403, AUTH_MESSAGES.forbidden);
export const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.unauthenticated);

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
};

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
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
