import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageResponse, ResponseShapeError, useResponseSchemas } from '../src/http/responses';

const item = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
});

async function serverAnswering(body: unknown, checkResponses?: boolean) {
  const app = Fastify();
  if (checkResponses !== undefined) app.decorate('checkResponses', checkResponses);
  const errors: unknown[] = [];
  app.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    return reply.status(500).send({ detail: 'Server error' });
  });
  await app.register((plugin) => {
    useResponseSchemas(plugin);
    plugin.get('/item/', { schema: { response: { 200: item } } }, () => body);
    plugin.post('/item/', { schema: { response: { 201: item } } }, (_request, reply) =>
      reply.status(201).send(body),
    );
    plugin.get('/unchecked/', () => body);
    return Promise.resolve();
  });
  return { app, errors };
}

describe('useResponseSchemas', () => {
  it('writes a matching answer exactly as JSON.stringify does', async () => {
    const body = { name: 'Office', id: 7, note: null };
    const { app } = await serverAnswering(body);
    const response = await app.inject({ url: '/item/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(body));
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['a missing field', { id: 7, name: 'Office' }],
    ['a field of the wrong type', { id: '7', name: 'Office', note: null }],
    ['a field the schema does not know', { id: 7, name: 'Office', note: null, secret: 'x' }],
  ])('answers 500 for %s and names the route and the issue', async (_, body) => {
    const { app, errors } = await serverAnswering(body);
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/item/' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Server error' });
    }
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBeInstanceOf(ResponseShapeError);
    expect((errors[0] as ResponseShapeError).message).toContain('GET /item/');
  });

  it('writes answers unchecked when the server is built with checkResponses: false (production)', async () => {
    const body = { id: '7', name: 'Office', note: null, secret: 'x' };
    const { app, errors } = await serverAnswering(body, false);
    const response = await app.inject({ url: '/item/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(body));
    expect(errors).toEqual([]);
    const checked = await serverAnswering(body, true);
    expect((await checked.app.inject({ url: '/item/' })).statusCode).toBe(500);
  });

  it('leaves routes without a schema alone', async () => {
    const { app } = await serverAnswering({ anything: true });
    const response = await app.inject({ url: '/unchecked/' });
    expect(response.json()).toEqual({ anything: true });
  });
});

describe('pageResponse', () => {
  const page = pageResponse(item);
  const valid = {
    results: [{ id: 1, name: 'a', note: null }],
    count: 1,
    pages: { current_page: 1, total_pages: 1, page_size: 25 },
    next: null,
    previous: null,
  };

  it('accepts the shape every list shares', () => {
    expect(page.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a result of the wrong shape', { ...valid, results: [{ id: 1 }] }],
    ['a negative count', { ...valid, count: -1 }],
    ['page 0', { ...valid, pages: { ...valid.pages, current_page: 0 } }],
    ['a missing next link', { ...valid, next: undefined }],
  ])('refuses %s', (_, body) => {
    expect(page.safeParse(body).success).toBe(false);
  });
});
