import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../src/http';
import { pathIds } from '../src/http/params';
import { checkedInHandler, useZodSchemas } from '../src/http/schemas';
import { routes } from '../src/routes';

interface DeclaredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/** Every route that `plugins` declare, with the schema Fastify received (an onRoute hook). */
async function declaredRoutes(plugins: FastifyPluginAsync[]): Promise<DeclaredRoute[]> {
  const app = Fastify();
  // The development routes exist only with these switches (demo mode, the outbox secret, the emulator).
  app.decorate('demo', true);
  app.decorate('devOutboxToken', 'secret');
  app.decorate('emulator', {} as never);
  const found: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') found.push({ method, url: route.url, schema: route.schema });
    }
  });
  for (const plugin of plugins) await app.register(plugin);
  await app.close();
  return found;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const AUTH_STATUSES = ['200', '400', '401', '429', '4xx', '5xx'];

/** What a route leaves undeclared: its path params, its body, or (an auth route) an answer. */
function undeclared(route: DeclaredRoute): string[] {
  const missing: string[] = [];
  const schema = route.schema ?? {};
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (BODY_METHODS.has(route.method) && !schema.body) missing.push('body');
  if (route.url.startsWith('/authentication/')) {
    const statuses = Object.keys(schema.response ?? {});
    for (const status of AUTH_STATUSES)
      if (!statuses.includes(status)) missing.push(`response ${status}`);
  }
  return missing.map((part) => `${route.method} ${route.url}: ${part}`);
}

describe('every route declares its input as schemas', () => {
  it('declares the path params, the body and (auth) every answer of each route', async () => {
    const declared = await declaredRoutes(routes);
    expect(declared.length).toBeGreaterThan(80);
    // The development routes are among them (registered only behind their switches).
    expect(declared.map((route) => route.url)).toContain('/dev/emulator/faults/');
    expect(declared.flatMap(undeclared)).toEqual([]);
  });

  it('names a route whose params, body or auth answers are missing', async () => {
    const careless: FastifyPluginAsync = (instance) => {
      const app = useZodSchemas(instance);
      app.get('/things/:id/', () => ({}));
      app.post('/things/', () => ({}));
      app.patch('/things/:id/', { schema: { params: pathIds('id') } }, () => ({}));
      app.post(
        '/authentication/thing/',
        { schema: { body: z.object({}), response: { 200: z.object({}) } } },
        () => ({}),
      );
      return Promise.resolve();
    };
    expect((await declaredRoutes([careless])).flatMap(undeclared)).toEqual([
      'GET /things/:id/: params',
      'POST /things/: body',
      'PATCH /things/:id/: body',
      ...['400', '401', '429', '4xx', '5xx'].map(
        (status) => `POST /authentication/thing/: response ${status}`,
      ),
    ]);
  });
});

describe('path params and query strings declared as zod schemas', () => {
  async function server() {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register((instance) => {
      const routes = useZodSchemas(instance);
      const listQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
      routes.get(
        '/things/:id/parts/:partId/',
        { schema: { params: pathIds('id', 'partId'), querystring: listQuery } },
        (request) => ({ ...request.params, ...request.query }),
      );
      // Declared, but checked by the handler (after a lookup, say): Fastify lets anything through.
      routes.patch(
        '/things/:id/',
        { schema: { params: pathIds('id'), body: checkedInHandler(listQuery) } },
        (request) => ({
          body: request.body ?? 'none',
          parsed: listQuery.parse(request.body ?? {}),
        }),
      );
      return Promise.resolve();
    });
    return app;
  }

  it('hands the handler numbers for ids and the query as parsed', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/things/3/parts/150/?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 3, partId: 150, page: 2 });
  });

  it.each(['0', '0x10', '1e1', '-1', '2147483648', ' 16'])(
    'answers 404 for the path id %j, as idParams does',
    async (id) => {
      const app = await server();
      const response = await app.inject({
        method: 'GET',
        url: `/things/${encodeURIComponent(id)}/parts/1/`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    },
  );

  it('answers 400 with field messages for a bad query, after the params', async () => {
    const app = await server();
    const bad = await app.inject({ method: 'GET', url: '/things/3/parts/1/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<object>())).toEqual(['page']);
    const both = await app.inject({ method: 'GET', url: '/things/x/parts/1/?page=0' });
    expect(both.statusCode).toBe(404);
  });

  it('leaves an input that the handler checks to the handler', async () => {
    const app = await server();
    const missing = await app.inject({ method: 'PATCH', url: '/things/3/' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ body: 'none', parsed: { page: 1 } });
    const bad = await app.inject({ method: 'PATCH', url: '/things/3/', payload: { page: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<object>())).toEqual(['page']);
  });
});
