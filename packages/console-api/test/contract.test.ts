// @vitest-environment node
/**
 * The mocks cannot drift: every scenario below runs against the MSW handlers of `/mocks` and against
 * the reference server (in process, PGlite, demo data), and what each answers must agree — the status,
 * the shape of the body (keys and value types, recursively) and every message, word for word.
 * Data may differ (the fixtures are not the demo seed); anything a screen shows or branches on may not.
 */
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../src/mocks/handlers';
import { createMockState } from '../src/mocks/state';
import type { ReferenceServer } from './referenceServer';
import { DEMO_PASSWORD, UPLOAD_PAGE_ORIGIN, startReferenceServer } from './referenceServer';
import type { Shape } from './shape';
import { bodyShape, shapeDifferences } from './shape';

vi.setConfig({ testTimeout: 30_000 });

const BASE = 'http://demo.localhost:8787';
type Username = 'admin' | 'manager' | 'operator' | 'spectator';

interface Target {
  send(request: Request): Promise<Response>;
  /** Bearer tokens of the demo users, signed in through the target's own login. */
  tokens: Map<Username, string>;
}

/** What a client can see of an answer: its status, a shape for successes, messages for failures. */
interface Observation {
  status: number;
  shape?: Shape;
  messages?: unknown;
  /** Anything else the scenario reads (a count, an order). */
  facts?: Record<string, unknown>;
}

interface Call {
  as?: Username;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  form?: FormData;
}

async function call(target: Target, { as, method = 'GET', path, json, form }: Call) {
  const headers = new Headers({ Origin: UPLOAD_PAGE_ORIGIN });
  if (as) headers.set('Authorization', `Bearer ${await token(target, as)}`);
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  const response = await target.send(new Request(`${BASE}${path}`, { method, headers, body }));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function token(target: Target, username: Username): Promise<string> {
  const known = target.tokens.get(username);
  if (known) return known;
  const { status, body } = await call(target, {
    method: 'POST',
    path: '/authentication/login/',
    json: { username, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`${username} could not sign in: ${status}`);
  const access = (body as { access: string }).access;
  target.tokens.set(username, access);
  return access;
}

/** A success is compared by shape, a failure by its messages (`{detail}` or `{field: [messages]}`). */
function observe({ status, body }: { status: number; body: unknown }): Observation {
  return status < 400 ? { status, shape: bodyShape(body) } : { status, messages: body };
}

const pageOf = (body: unknown) =>
  body as { count: number; results: Array<Record<string, unknown>> };

function upload(fields: Record<string, string>, file?: { name: string; bytes: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new File([file.bytes], file.name, { type: 'application/pdf' }));
  return form;
}

/** Each scenario asks the same of both targets; its observation must be equal on both. */
const scenarios: Record<string, (target: Target) => Promise<Observation>> = {
  'sign-in success': async (target) =>
    observe(
      await call(target, {
        method: 'POST',
        path: '/authentication/login/',
        json: { username: 'operator', password: DEMO_PASSWORD },
      }),
    ),
  'sign-in with a wrong password': async (target) =>
    observe(
      await call(target, {
        method: 'POST',
        path: '/authentication/login/',
        json: { username: 'admin', password: 'wrong-password' },
      }),
    ),
  'sign-in of an unknown user': async (target) =>
    observe(
      await call(target, {
        method: 'POST',
        path: '/authentication/login/',
        json: { username: 'nobody', password: DEMO_PASSWORD },
      }),
    ),
  'the signed-in user': async (target) => {
    const answer = await call(target, { as: 'manager', path: '/authentication/user/' });
    const user = answer.body as { username: string; permission_type: string };
    return {
      ...observe(answer),
      facts: { username: user.username, permission: user.permission_type },
    };
  },
  'a page of users': async (target) => {
    const answer = await call(target, { as: 'admin', path: '/users/?page=1&page_size=2' });
    const page = pageOf(answer.body);
    return { ...observe(answer), facts: { rows: page.results.length } };
  },
  'the second page of users': async (target) => {
    const answer = await call(target, { as: 'admin', path: '/users/?page=2&page_size=2' });
    return { ...observe(answer), facts: { rows: pageOf(answer.body).results.length } };
  },
  'a page past the end': async (target) =>
    observe(await call(target, { as: 'admin', path: '/users/?page=99' })),
  'users sorted by username, descending': async (target) => {
    const answer = await call(target, { as: 'admin', path: '/users/?ordering=-username' });
    const names = pageOf(answer.body).results.map((user) => String(user.username));
    const descending = [...names].sort((a, b) => b.localeCompare(a, 'en'));
    return { ...observe(answer), facts: { descending: names.join() === descending.join() } };
  },
  'an unknown ordering': async (target) =>
    observe(await call(target, { as: 'admin', path: '/users/?ordering=password' })),
  'users searched': async (target) => {
    const answer = await call(target, { as: 'admin', path: '/users/?search=SPECT' });
    const found = pageOf(answer.body).results.map((user) => String(user.username));
    return { ...observe(answer), facts: { found } };
  },
  'devices searched': async (target) => {
    const answer = await call(target, { as: 'operator', path: '/devices/?search=zzz-none' });
    return { ...observe(answer), facts: { count: pageOf(answer.body).count } };
  },
  'projects, a page': async (target) =>
    observe(await call(target, { as: 'spectator', path: '/projects/?page_size=1' })),
  'a spectator lists users': async (target) =>
    observe(await call(target, { as: 'spectator', path: '/users/' })),
  'an operator invites': async (target) =>
    observe(
      await call(target, {
        as: 'operator',
        method: 'POST',
        path: '/users/invite/',
        json: { email: 'someone@example.com', permission_type: 'company_spectator' },
      }),
    ),
  'a manager invites a company admin': async (target) =>
    observe(
      await call(target, {
        as: 'manager',
        method: 'POST',
        path: '/users/invite/',
        json: { email: 'boss@example.com', permission_type: 'company_admin' },
      }),
    ),
  'a spectator uploads a document': async (target) =>
    observe(
      await call(target, {
        as: 'spectator',
        method: 'POST',
        path: '/documents/',
        form: upload(
          { name: 'Manual', document_type: 'other', projects: '1', file_extension: 'pdf' },
          { name: 'manual.pdf', bytes: '%PDF-1.4 spectator' },
        ),
      }),
    ),
  'a project that does not exist': async (target) =>
    observe(await call(target, { as: 'admin', path: '/projects/999999/' })),
  'a user that does not exist': async (target) =>
    observe(await call(target, { as: 'admin', path: '/users/999999/' })),
  'a device that does not exist': async (target) =>
    observe(await call(target, { as: 'admin', path: '/devices/999999/' })),
  'an invite without fields': async (target) =>
    observe(await call(target, { as: 'admin', method: 'POST', path: '/users/invite/', json: {} })),
  'an invite with an address that is not one': async (target) =>
    observe(
      await call(target, {
        as: 'admin',
        method: 'POST',
        path: '/users/invite/',
        json: { email: 'not-an-address', permission_type: 'company_operator' },
      }),
    ),
  'a password change with a wrong old password': async (target) =>
    observe(
      await call(target, {
        as: 'operator',
        method: 'POST',
        path: '/authentication/change_password/',
        json: {
          old_password: 'wrong-password',
          new_password1: 'Fresh#Pass2026',
          new_password2: 'Fresh#Pass2026',
        },
      }),
    ),
  'a password change whose repeat differs': async (target) =>
    observe(
      await call(target, {
        as: 'operator',
        method: 'POST',
        path: '/authentication/change_password/',
        json: {
          old_password: DEMO_PASSWORD,
          new_password1: 'Fresh#Pass2026',
          new_password2: 'Other#Pass2026',
        },
      }),
    ),
  'a document uploaded': async (target) =>
    observe(
      await call(target, {
        as: 'admin',
        method: 'POST',
        path: '/documents/',
        form: upload(
          { name: 'Manual', document_type: 'other', projects: '1', file_extension: 'pdf' },
          { name: 'manual.pdf', bytes: '%PDF-1.4 contract' },
        ),
      }),
    ),
  'an upload without a file': async (target) =>
    observe(
      await call(target, {
        as: 'admin',
        method: 'POST',
        path: '/documents/',
        form: upload({ name: 'Manual', document_type: 'other', projects: '1' }),
      }),
    ),
  'an upload without any field': async (target) =>
    observe(
      await call(target, { as: 'admin', method: 'POST', path: '/documents/', form: upload({}) }),
    ),
  'an upload of an unsupported type': async (target) =>
    observe(
      await call(target, {
        as: 'admin',
        method: 'POST',
        path: '/documents/',
        form: upload(
          { name: 'Script', document_type: 'other', projects: '1', file_extension: 'exe' },
          { name: 'tool.exe', bytes: 'MZ' },
        ),
      }),
    ),
  'documents of a project': async (target) =>
    observe(await call(target, { as: 'spectator', path: '/documents/?projects=1' })),
};

let server: ReferenceServer;
const reference: Target = {
  send: async (request) =>
    server.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.arrayBuffer() : undefined,
    }),
  tokens: new Map(),
};
const mocks: Target = {
  send: async (request) => {
    const handlers = createHandlers({ state: createMockState() });
    return (await getResponse(handlers, request)) ?? new Response('{}', { status: 599 });
  },
  tokens: new Map(),
};

beforeAll(async () => {
  server = await startReferenceServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the MSW handlers answer as the reference server does', () => {
  for (const [name, scenario] of Object.entries(scenarios)) {
    it(name, async () => {
      const expected = await scenario(reference);
      const actual = await scenario(mocks);
      expect(actual.status, 'status').toBe(expected.status);
      expect(actual.messages, 'messages').toEqual(expected.messages);
      expect(shapeDifferences(actual.shape, expected.shape), 'shape').toEqual([]);
      expect(actual.facts, 'facts').toEqual(expected.facts);
    });
  }
});

describe('the comparison itself', () => {
  it('finds a missing key, a changed type and an extra key, and lets null stand for any type', () => {
    const server = bodyShape({ a: 1, b: 'x', c: null, list: [{ id: 1 }] });
    expect(
      shapeDifferences(bodyShape({ a: 1, b: 'x', c: 'y', list: [{ id: 2 }] }), server),
    ).toEqual([]);
    expect(
      shapeDifferences(bodyShape({ a: '1', c: null, d: true, list: [{ key: 1 }] }), server),
    ).toEqual([
      'a: number expected, string found',
      'b: missing',
      'd: not sent by the server',
      'list[].id: missing',
      'list[].key: not sent by the server',
    ]);
  });
});
