import { hasControlCharacters, TEXT_MESSAGES } from '@hvac/console-domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, fieldErrors } from './errors';
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

/** Texts of several lines (a project's description, a floor-plan area's notes): tabs and line breaks stay. */
const MULTI_LINE_FIELDS = new Set(['description', 'extraInfo']);

/**
 * The fields of a body whose text holds control characters (console-domain hasControlCharacters), as
 * dotted paths (`systems.0.indoor_units.1.name`); passwords are compared as sent and not checked.
 */
export function controlCharacterFields(body: unknown, path: string[] = [], depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  const key = path.at(-1) ?? '';
  if (typeof body === 'string') {
    if (keepsBidi(key)) return [];
    return hasControlCharacters(body, { multiLine: MULTI_LINE_FIELDS.has(key) })
      ? [path.length > 0 ? path.join('.') : 'non_field_errors']
      : [];
  }
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
    controlCharacterFields(value, [...path, name], depth + 1),
  );
}

/** 400 with the control-character message on each such field of `body`, every one at once. */
export function assertNoControlCharacters(body: unknown): void {
  const fields = controlCharacterFields(body);
  if (fields.length > 0)
    throw fieldErrors(
      Object.fromEntries(fields.map((field) => [field, TEXT_MESSAGES.CONTROL_CHARACTERS])),
    );
}

/** Routes whose schema checks control characters itself, naming fields its own way. */
const OWN_TEXT_CHECKS = new Set(['/device-models/']);

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a query or JSON body would fail deep in a
 * query as a 500. It is refused up front as a 400 instead (multipart fields are checked by readForm).
 * Control characters in a body's texts get a field message each.
 */
export function registerInputSanitizing(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const forbidden = hasForbiddenText(request.query) || hasForbiddenText(request.body);
    if (forbidden) {
      done(badRequest(SERVER_MESSAGES.MALFORMED_REQUEST));
      return;
    }
    stripBidiFromTexts(request.body);
    // Every name and text people enter: a line break in a first name forges lines of the invite mail.
    try {
      if (!OWN_TEXT_CHECKS.has(request.routeOptions.url ?? ''))
        assertNoControlCharacters(request.body);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
