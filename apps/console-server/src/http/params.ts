import { z } from 'zod';
import { notFound } from './errors';

/** Largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_ID = 2_147_483_647;

/**
 * An integer from JSON (a number) or from a query, path or multipart field (decimal digits only).
 * Unlike z.coerce.number(), '0x10', '1e1', ' 16' and '16.0' are not numbers here.
 */
export function strictInt(min: number, max: number, message?: string) {
  return z
    .union([
      z.number(message ? { message } : undefined),
      z
        .string(message ? { message } : undefined)
        .regex(/^-?\d{1,12}$/, message ?? 'Enter a whole number.')
        .transform(Number),
    ])
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

const idSchema = strictInt(1, MAX_ID);

/** A path id: anything that is not a positive int4 in decimal digits answers 404, like an unknown id. */
export function parseId(value: unknown): number {
  const result = idSchema.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}

/** Reads `{ [name]: id }` path params, e.g. `const { id } = idParams(request.params, 'id')`. */
export function idParams<Name extends string>(
  params: unknown,
  ...names: Name[]
): Record<Name, number> {
  const source = (params ?? {}) as Record<string, unknown>;
  const ids = {} as Record<Name, number>;
  for (const name of names) ids[name] = parseId(source[name]);
  return ids;
}

/** An integer field that may arrive as a string (multipart, query) or a number (JSON). */
export const intField = strictInt(-MAX_ID, MAX_ID);
