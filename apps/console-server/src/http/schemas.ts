import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { notFound } from './errors';
import { useResponseSchemas } from './responses';

/**
 * Fastify's type provider for zod: a route's `schema.body` types `request.body` as the schema's
 * output, and a response schema types what the handler returns.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const NO_BODY = Symbol('no body');

/** Schemas declared on a route whose handler checks them itself (see checkedInHandler). */
const handlerChecked = new WeakSet<z.ZodType>();

/**
 * Declares `schema` as a route's body or query string while its handler still checks it
 * (`schema.parse(request.body)`): for a route that must answer 404 for a missing resource, or 403
 * for a role it reads from that resource, before it looks at the input, and for a multipart body,
 * which Fastify never sees. Fastify passes such input through untouched, so the handler reads it
 * as `unknown`.
 */
export function checkedInHandler(schema: z.ZodType): z.ZodType<unknown> {
  const declared = schema.clone();
  handlerChecked.add(declared);
  return declared;
}

/** The body of a POST that reads none: any body, left unread, as before schemas were declared. */
export const unreadBody = checkedInHandler(z.unknown());

/**
 * Lets the routes of `app` (one plugin's encapsulated context) declare zod schemas for their request
 * bodies, `{ schema: { body: loginBody, response: { 200: … } } }`, and for their responses (see
 * useResponseSchemas). Returns `app` with the zod type provider.
 *
 * Fastify checks the body after the hooks that come first (authentication on request, a route's
 * permission as `preValidation`) and before the handler. A body that fails answers 400 with the
 * zod error, which the error handler writes as `{field: [messages]}`; one that passes reaches the
 * handler as the schema's output (defaults applied, texts trimmed). Query strings
 * (`querystring`) are checked the same way, after the body; path params (`params`, e.g.
 * `pathIds('id')`) before it, and params that fail answer 404.
 */
export function useZodSchemas(app: FastifyInstance) {
  useResponseSchemas(app);
  // Fastify hands a missing body to the validator as null, like a body that is JSON null; the
  // schemas tell them apart ('This field is required.' and 'This field may not be null.').
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.routeOptions.schema?.body;
    if (request.body === undefined && body && !handlerChecked.has(body as z.ZodType)) {
      request.body = NO_BODY;
    }
    done();
  });
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url} ${httpPart}: request schemas are zod schemas`);
    }
    if (handlerChecked.has(schema)) return () => ({});
    return (data: unknown) => {
      const parsed = schema.safeParse(data === NO_BODY ? undefined : data);
      if (parsed.success) return { value: parsed.data };
      // A path that names nothing answers 404, like an id of another tenant (idParams).
      return { error: httpPart === 'params' ? notFound() : parsed.error };
    };
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A body that may be left out altogether: no body reads as `{}`. */
export function optionalBody<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => value ?? {}, schema);
}
