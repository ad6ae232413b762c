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
 * Bidirectional controls (embeddings, overrides, isolates, marks): in a name they can make
 * `invoice‮fdp.exe` read as `invoiceexe.pdf`. They are dropped from every text the server stores.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Fields kept exactly as sent: a password is compared, never shown, and must not change silently. */
export function keepsBidi(field: string): boolean {
  return field.includes('password');
}

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Strips bidirectional controls from every text of a JSON body, nested ones included (in place). */
export function stripBidiFromTexts(body: unknown, depth = 0): void {
  if (depth > MAX_DEPTH || body === null || typeof body !== 'object') return;
  if (Array.isArray(body)) {
    body.forEach((item, index) => {
      if (typeof item === 'string') body[index] = stripBidi(item);
      else stripBidiFromTexts(item, depth + 1);
    });
    return;
  }
  const record = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') {
      if (!keepsBidi(key)) record[key] = stripBidi(value);
    } else stripBidiFromTexts(value, depth + 1);
  }
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a query or JSON body would fail deep in a
 * query as a 500. It is refused up front as a 400 instead (multipart fields are checked by readForm).
 */
export function registerInputSanitizing(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const forbidden = hasForbiddenText(request.query) || hasForbiddenText(request.body);
    if (!forbidden) stripBidiFromTexts(request.body);
    done(forbidden ? badRequest(SERVER_MESSAGES.MALFORMED_REQUEST) : undefined);
  });
}
