import { z } from 'zod';
import { notFound } from './errors';
import { SERVER_MESSAGES } from './messages';

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

/**
 * The path params of a route as its schema, `{ schema: { params: pathIds('id', 'floorId') } }`:
 * the handler reads `request.params.id` as a number; a value that is not a positive int4 in decimal
 * digits answers 404 (useZodSchemas), exactly as idParams does.
 */
export function pathIds<Name extends string>(...names: Name[]) {
  const shape = {} as Record<Name, typeof idSchema>;
  for (const name of names) shape[name] = idSchema;
  return z.object(shape);
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

/** At most this many ids in one `ids` query parameter: one page of the largest size. */
export const MAX_LISTED_IDS = 100;

/**
 * A list's `ids` query parameter: ids separated by commas (`ids=3,150,2000`), at most
 * MAX_LISTED_IDS. Lets a client name the rows it must show (a rule's projects) by id, wherever
 * they fall in the list's pages.
 */
export const idListParam = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Enter ids separated by commas.')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(
    z
      .array(z.number().int().min(1, 'Enter a valid id.').max(MAX_ID, 'Enter a valid id.'))
      .max(MAX_LISTED_IDS, `Enter at most ${MAX_LISTED_IDS} ids.`),
  );

/**
 * The range of every timestamp the server stores (DECISIONS.md): from 1970-01-01 up to, not
 * including, 2100-01-01 UTC. It also keeps PostgreSQL away from year 0 and year 10000.
 */
export const TIMESTAMP_MIN_MS = Date.UTC(1970, 0, 1);
export const TIMESTAMP_MAX_MS = Date.UTC(2100, 0, 1) - 1;

/**
 * An ISO 8601 date-time with offset whose instant lies within TIMESTAMP_MIN_MS…TIMESTAMP_MAX_MS: a
 * local time on 2099-12-31 with a negative offset is already 2100 in UTC.
 */
export function boundedTimestamp() {
  return z.iso.datetime({ offset: true }).refine(
    (value) => {
      const time = Date.parse(value);
      return Number.isFinite(time) && time >= TIMESTAMP_MIN_MS && time <= TIMESTAMP_MAX_MS;
    },
    { message: SERVER_MESSAGES.TIMESTAMP_OUT_OF_RANGE },
  );
}
