import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/routes';

interface DeclaredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/** Every route the server's route plugins declare, with its options as Fastify received them. */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const app = Fastify();
  const found: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      found.push({ method, url: route.url, schema: route.schema });
    }
  });
  for (const plugin of routes) await app.register(plugin);
  await app.close();
  return found;
}

const name = (route: DeclaredRoute) => `${route.method} ${route.url}`;

describe('route schemas', () => {
  it('finds the routes', async () => {
    expect((await declaredRoutes()).length).toBeGreaterThan(80);
  });

  it('declares the path params of every route that has some', async () => {
    const missing = (await declaredRoutes())
      .filter((route) => route.url.includes(':') && !route.schema?.params)
      .map(name);
    expect(missing).toEqual([]);
  });
});
