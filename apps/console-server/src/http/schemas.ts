import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
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

/**
 * Lets the routes of `app` (one plugin's encapsulated context) declare zod schemas for their request
 * bodies, `{ schema: { body: loginBody, response: { 200: … } } }`, and for their responses (see
 * useResponseSchemas). Returns `app` with the zod type provider.
 *
 * Fastify checks the body after the hooks that come first (authentication on request, a route's
 * permission as `preValidation`) and before the handler. A body that fails answers 400 with the
 * zod error, which the error handler writes as `{field: [messages]}`; one that passes reaches the
 * handler as the schema's output (defaults applied, texts trimmed).
 */
export function useZodSchemas(app: FastifyInstance) {
  useResponseSchemas(app);
  // Fastify hands a missing body to the validator as null, like a body that is JSON null; the
  // schemas tell them apart ('This field is required.' and 'This field may not be null.').
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = NO_BODY;
    done();
  });
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url} ${httpPart}: request schemas are zod schemas`);
    }
    return (data: unknown) => {
      const parsed = schema.safeParse(data === NO_BODY ? undefined : data);
      return parsed.success ? { value: parsed.data } : { error: parsed.error };
    };
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A body that may be left out altogether: no body reads as `{}`. */
export function optionalBody<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => value ?? {}, schema);
}
