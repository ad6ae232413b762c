import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An answer that does not match its route's response schema: a bug of the server, never of the input. */
export class ResponseShapeError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${route} does not match its schema: ${z.prettifyError({ issues })}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * Lets the routes of `app` (one plugin's encapsulated context) declare zod response schemas:
 * `{ schema: { response: { 200: itemResponse } } }`. Every answer is checked against its schema and
 * then written with JSON.stringify, exactly as Fastify writes an answer without a schema; a mismatch
 * is a 500 (logged), so a view that drifts from its documented shape fails the tests that call it.
 * With `app.checkResponses` false (a production start) answers are written unchecked.
 */
export function useResponseSchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url} ${httpStatus}: response schemas are zod schemas`);
    }
    // A bare Fastify instance (no buildServer decorator) checks, as tests do.
    if (app.hasDecorator('checkResponses') && !app.checkResponses) {
      return (data) => JSON.stringify(data);
    }
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ResponseShapeError(`${method} ${url}`, checked.error.issues);
      return JSON.stringify(data);
    };
  });
}

/** Response schemas of the lists: `{results, count, pages, next, previous}` of `item`. */
export function pageResponse<Item extends z.ZodType>(item: Item) {
  return z.strictObject({
    results: z.array(item),
    count: z.number().int().min(0),
    pages: z.strictObject({
      current_page: z.number().int().min(1),
      total_pages: z.number().int().min(1),
      page_size: z.number().int().min(1),
    }),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}

/** Building blocks of the response schemas. */
export const wire = {
  id: z.number().int().positive(),
  /** A timestamp as the API writes it: ISO 8601 in UTC. */
  timestamp: z.iso.datetime(),
  /** A calendar day, YYYY-MM-DD. */
  day: z.iso.date(),
  count: z.number().int().min(0),
};

/** `{detail}`: an answer about the whole request (DECISIONS.md), an error's or a confirmation's. */
export const detailResponse = z.strictObject({ detail: z.string() });

/** `{field: [messages]}`: a 400 about fields, `non_field_errors` for the input as a whole. */
export const fieldErrorsResponse = z.record(z.string(), z.array(z.string()));

/**
 * The error answers of a route, for its response schema: a 400 names fields or the whole request
 * (malformed JSON), a 401 and a 429 say why in `detail`, as does every other 4xx (an unknown tenant's
 * 404, a wrong content type's 415) and a server error.
 */
export const errorResponses = {
  400: z.union([fieldErrorsResponse, detailResponse]),
  401: detailResponse,
  429: detailResponse,
  '4xx': detailResponse,
  '5xx': detailResponse,
} as const;
