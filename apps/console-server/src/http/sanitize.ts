import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { SERVER_MESSAGES } from './messages';

const MAX_DEPTH = 32;

/** Whether a parsed value holds a NUL character (in a string or a key) or nests too deep. */
export function hasForbiddenText(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => hasForbiddenText(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || hasForbiddenText(item, depth + 1),
    );
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a query or JSON body would fail deep in a
 * query as a 500. It is refused up front as a 400 instead (multipart fields are checked by readForm).
 */
export function registerInputSanitizing(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const forbidden = hasForbiddenText(request.query) || hasForbiddenText(request.body);
    done(forbidden ? badRequest(SERVER_MESSAGES.MALFORMED_REQUEST) : undefined);
  });
}
