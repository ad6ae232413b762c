import { z } from 'zod';
import { notFound } from './errors';

/** Largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_ID = 2_147_483_647;

const idSchema = z.coerce.number().int().min(1).max(MAX_ID);

/** A path id: anything that is not a positive int4 answers 404, like an id that does not exist. */
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

/** An optional integer field that may arrive as a string (multipart) or a number (JSON). */
export const intField = z.coerce.number().int().min(-MAX_ID).max(MAX_ID);
