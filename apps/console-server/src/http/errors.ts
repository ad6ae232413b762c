import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { installHumanFieldMessages } from './fieldMessages';
import { SERVER_MESSAGES } from './messages';

/**
 * The two error bodies of DECISIONS.md: `{detail}` for a whole request (with what a client needs to
 * ask the user, e.g. the units a save would remove), `{field: [messages]}` for fields.
 */
export type ErrorBody = ({ detail: string } & Record<string, unknown>) | Record<string, string[]>;

/** Throw from a handler or preHandler to answer `status` with `body`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const unauthorized = (detail: string = SERVER_MESSAGES.NOT_AUTHENTICATED) =>
  new HttpError(401, { detail });
export const forbidden = (detail: string = SERVER_MESSAGES.NOT_ALLOWED) =>
  new HttpError(403, { detail });
export const notFound = (detail: string = SERVER_MESSAGES.NOT_FOUND) =>
  new HttpError(404, { detail });
/** 400 with one or more field messages: `fieldErrors({ name: 'Name is required' })`. */
export function fieldErrors(errors: Record<string, string | string[]>): HttpError {
  const body: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    body[field] = Array.isArray(messages) ? messages : [messages];
  }
  return new HttpError(400, body);
}

/** zod issues → `{field: [messages]}`; an issue without a path goes under `non_field_errors`. */
export function zodToFieldErrors(error: ZodError): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (body[field] ??= []).push(issue.message);
  }
  return body;
}

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * One error handler for the whole server: expected errors keep their status and shape; anything
 * else is logged and answers 500 without internals. Client mistakes that Fastify or its plugins
 * detect (malformed JSON, wrong content type, oversized bodies, bad multipart) stay 4xx.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  installHumanFieldMessages();
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    if (error instanceof ZodError) return reply.status(400).send(zodToFieldErrors(error));
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      // 413 from the body limit and the multipart plugin's size errors read as a 400 for the client.
      const status = error.statusCode === 413 ? 400 : error.statusCode;
      return reply.status(status).send({ detail: clientErrorDetail(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: SERVER_MESSAGES.INTERNAL_ERROR });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ detail: SERVER_MESSAGES.NOT_FOUND }),
  );
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return SERVER_MESSAGES.UNSUPPORTED_MEDIA_TYPE;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return SERVER_MESSAGES.BODY_TOO_LARGE;
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return SERVER_MESSAGES.REQUEST_TOO_LARGE;
    default:
      return SERVER_MESSAGES.MALFORMED_REQUEST;
  }
}
