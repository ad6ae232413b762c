import Fastify, { type preValidationHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forbidden, registerErrorHandling } from '../src/http';
import { optionalBody, useZodSchemas } from '../src/http/schemas';

const renameBody = z.object({ name: z.string().trim().min(1, 'Name is required.') });
const optionsBody = optionalBody(z.object({ muted: z.boolean().optional() }));

async function server() {
  const app = Fastify();
  registerErrorHandling(app);
  const onlyAdmins: preValidationHookHandler = (request, _reply, done) =>
    done(request.headers['x-role'] === 'admin' ? undefined : forbidden());
  await app.register((instance) => {
    const routes = useZodSchemas(instance);
    // The handlers answer what they were given: the schema's output.
    routes.post('/rename/', { schema: { body: renameBody } }, (request) => request.body);
    routes.post(
      '/guarded/',
      { preValidation: onlyAdmins, schema: { body: renameBody } },
      (request) => request.body,
    );
    routes.patch('/options/', { schema: { body: optionsBody } }, (request) => request.body);
    return Promise.resolve();
  });
  return app;
}

const json = { 'content-type': 'application/json' };

describe('request bodies declared as zod schemas', () => {
  it("hands the handler the schema's output", async () => {
    const app = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/rename/',
      payload: { name: ' Hall ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Hall' });
  });

  it.each([
    ['a blank field', { name: '  ' }, { name: ['Name is required.'] }],
    ['a missing field', {}, { name: ['This field is required.'] }],
    ['a field of the wrong type', { name: 7 }, { name: ['A valid text is required.'] }],
  ])('answers 400 with field messages for %s', async (_, payload, fields) => {
    const app = await server();
    const response = await app.inject({ method: 'POST', url: '/rename/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fields);
  });

  it('tells a missing body from a body that is null', async () => {
    const app = await server();
    const missing = await app.inject({ method: 'POST', url: '/rename/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ non_field_errors: ['This field is required.'] });
    const empty = await app.inject({
      method: 'POST',
      url: '/rename/',
      payload: 'null',
      headers: json,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['This field may not be null.'] });
  });

  it('reads a body that may be left out as {}', async () => {
    const app = await server();
    const response = await app.inject({ method: 'PATCH', url: '/options/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('checks the permission before the body', async () => {
    const app = await server();
    const refused = await app.inject({ method: 'POST', url: '/guarded/', payload: {} });
    expect(refused.statusCode).toBe(403);
    const invalid = await app.inject({
      method: 'POST',
      url: '/guarded/',
      payload: {},
      headers: { 'x-role': 'admin' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
