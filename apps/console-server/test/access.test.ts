import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/seed/png';
import { createTestContext, multipart } from './helpers';
import type { TestContext } from './helpers';

/**
 * Tenant isolation and the roles matrix of DECISIONS.md over every call of the people-and-sites area.
 */
let context: TestContext;
const demo: Record<string, number | string> = {};
beforeAll(async () => {
  context = await createTestContext();
  const one = async (sql: string) => {
    const row = await context.db.one<{ id: number | string }>(sql);
    if (!row) throw new Error(`no row for ${sql}`);
    return row.id;
  };
  demo.project = await one("SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1");
  demo.floor = await one(
    `SELECT id FROM floors WHERE project_id = ${demo.project} ORDER BY id LIMIT 1`,
  );
  demo.document = await one(
    `SELECT id FROM documents WHERE project_id = ${demo.project} ORDER BY id LIMIT 1`,
  );
  demo.user = await one("SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'spectator'");
  demo.invite = await one(
    "SELECT id::text AS id FROM invites WHERE tenant_id = 'demo' AND NOT redeemed AND expires_at > now() LIMIT 1",
  );
  demo.file = await one(`SELECT image AS id FROM projects WHERE id = ${demo.project}`);
});
afterAll(async () => {
  await context.close();
});

const png = () => new Raster(3, 3, [0, 90, 160]).toPng();

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (ids: Record<string, number | string>) => string;
  body?: () => object;
}

/** Every call of the area that names a record of the tenant by id. */
const ID_CALLS: Call[] = [
  { name: 'project detail', method: 'GET', url: (ids) => `/projects/${ids.project}/` },
  { name: 'project devices', method: 'GET', url: (ids) => `/projects/${ids.project}/devices/` },
  {
    name: 'devices and configurations',
    method: 'GET',
    url: (ids) => `/projects/${ids.project}/devices_and_configurations/`,
  },
  {
    name: 'record a recent project',
    method: 'POST',
    url: () => '/projects/recent/',
    body: () => ({ payload: { project_id: demo.project } }),
  },
  { name: 'floors', method: 'GET', url: (ids) => `/projects/${ids.project}/floors/` },
  {
    name: 'add floor',
    method: 'POST',
    url: (ids) => `/projects/${ids.project}/floors/`,
    body: () =>
      multipart({ name: 'F', order: 9 }, { floor_image: { filename: 'f.png', data: png() } }),
  },
  {
    name: 'reorder floors',
    method: 'POST',
    url: (ids) => `/projects/${ids.project}/floors/reorder/`,
    body: () => ({ payload: { floor_ids: [demo.floor] } }),
  },
  {
    name: 'save device map',
    method: 'PATCH',
    url: (ids) => `/projects/${ids.project}/floors/${ids.floor}/`,
    body: () => ({ payload: { device_map: [] } }),
  },
  {
    name: 'delete floor',
    method: 'DELETE',
    url: (ids) => `/projects/${ids.project}/floors/${ids.floor}/`,
  },
  {
    name: 'documents of a project',
    method: 'GET',
    url: (ids) => `/documents/?projects=${ids.project}`,
  },
  {
    name: 'upload document',
    method: 'POST',
    url: () => '/documents/',
    body: () =>
      multipart(
        { name: 'D', document_type: 'other', projects: demo.project },
        { file: { filename: 'd.txt', data: Buffer.from('d') } },
      ),
  },
  {
    name: 'rename document',
    method: 'PATCH',
    url: (ids) => `/documents/${ids.document}/`,
    body: () => ({ payload: { name: 'Mine now' } }),
  },
  { name: 'delete document', method: 'DELETE', url: (ids) => `/documents/${ids.document}/` },
  { name: 'user detail', method: 'GET', url: (ids) => `/users/${ids.user}/` },
  {
    name: 'change user',
    method: 'PATCH',
    url: (ids) => `/users/${ids.user}/`,
    body: () => ({ payload: { permission_type: 'company_admin' } }),
  },
  { name: 'remove user', method: 'DELETE', url: (ids) => `/users/${ids.user}/` },
  { name: 'delete invite', method: 'DELETE', url: (ids) => `/users/invites/${ids.invite}/` },
  { name: 'invite details', method: 'GET', url: (ids) => `/users/redeem_invite/${ids.invite}/` },
  {
    name: 'redeem invite',
    method: 'POST',
    url: (ids) => `/users/redeem_invite/${ids.invite}/`,
    body: () => ({
      payload: {
        first_name: 'A',
        last_name: 'B',
        password1: 'Taken#2026',
        password2: 'Taken#2026',
      },
    }),
  },
  { name: 'file', method: 'GET', url: (ids) => `/files/${ids.file}` },
];

/** Calls without an id: only the token decides. */
const TOKEN_CALLS: Call[] = [
  { name: 'current user', method: 'GET', url: () => '/authentication/user/' },
  {
    name: 'edit profile',
    method: 'PATCH',
    url: () => '/authentication/user/',
    body: () => ({ payload: { first_name: 'X' } }),
  },
  {
    name: 'change password',
    method: 'POST',
    url: () => '/authentication/change_password/',
    body: () => ({
      payload: {
        old_password: 'Acme#2026',
        new_password1: 'Other#2026',
        new_password2: 'Other#2026',
      },
    }),
  },
  {
    name: 'logout',
    method: 'POST',
    url: () => '/authentication/logout/',
    body: () => ({ payload: {} }),
  },
  { name: 'users', method: 'GET', url: () => '/users/' },
  { name: 'invites', method: 'GET', url: () => '/users/invites/' },
  {
    name: 'invite',
    method: 'POST',
    url: () => '/users/invite/',
    body: () => ({ payload: { email: 'x@example.com', permission_type: 'company_operator' } }),
  },
  { name: 'projects', method: 'GET', url: () => '/projects/' },
  { name: 'project map', method: 'GET', url: () => '/projects/map/' },
  {
    name: 'add project',
    method: 'POST',
    url: () => '/projects/',
    body: () =>
      multipart({
        name: 'P',
        address_city: 'Beograd',
        address_street_one: 'S 1',
        address_zip: '11000',
        address_country: 'Serbia',
      }),
  },
  { name: 'recent projects', method: 'GET', url: () => '/projects/recent/' },
  { name: 'documents', method: 'GET', url: () => '/documents/' },
];

async function snapshot(): Promise<string> {
  const tables = [
    'projects',
    'floors',
    'documents',
    'files',
    'users',
    'invites',
    'recent_projects',
  ];
  const parts = [];
  for (const table of tables) {
    const row = await context.db.one<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t WHERE tenant_id = 'demo'`,
    );
    parts.push(`${table}:${row?.digest}`);
  }
  return parts.join(',');
}

describe('tenant isolation', () => {
  it('answers 404 when acme uses demo’s ids, and changes nothing of demo', async () => {
    const before = await snapshot();
    const token = await context.token('acme', 'admin');
    for (const call of ID_CALLS) {
      const response = await context.request({
        tenant: 'acme',
        method: call.method,
        url: call.url(demo),
        token,
        ...call.body?.(),
      });
      if (call.name === 'documents of a project') {
        // A list filtered by a foreign project is simply empty.
        expect(response.json<{ count: number }>().count, call.name).toBe(0);
      } else {
        expect(response.statusCode, call.name).toBe(404);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers 401 to every call of demo made with an acme token, and changes nothing', async () => {
    const before = await snapshot();
    const token = await context.token('acme', 'admin');
    for (const call of [...ID_CALLS, ...TOKEN_CALLS]) {
      if (['invite details', 'redeem invite', 'file'].includes(call.name)) continue; // public: no token involved
      const response = await context.request({
        tenant: 'demo',
        method: call.method,
        url: call.url(demo),
        token,
        ...call.body?.(),
      });
      expect(response.statusCode, call.name).toBe(401);
    }
    expect(await snapshot()).toBe(before);
    // The acme session still works at home.
    expect(
      (
        await context.request({
          tenant: 'acme',
          method: 'GET',
          url: '/authentication/user/',
          token,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a token to every non-public call', async () => {
    for (const call of [...ID_CALLS, ...TOKEN_CALLS]) {
      if (['invite details', 'redeem invite', 'file'].includes(call.name)) continue;
      const response = await context.request({
        method: call.method,
        url: call.url(demo),
        ...call.body?.(),
      });
      expect(response.statusCode, call.name).toBe(401);
    }
  });
});

/** DECISIONS.md, written out here rather than taken from console-domain, so the test checks the code. */
const MATRIX = {
  edit_projects: ['admin', 'manager'],
  manage_documents: ['admin', 'manager'],
  invite_users: ['admin', 'manager'],
  manage_users: ['admin'],
  view_users: ['admin', 'manager'],
} as const;
type Role = 'admin' | 'manager' | 'operator' | 'spectator';
const ROLES: Role[] = ['admin', 'manager', 'operator', 'spectator'];

async function insertUser(name: string): Promise<number> {
  const row = await context.db.one<{ id: number }>(
    `INSERT INTO users (tenant_id, username, email, password_hash, permission_type)
     VALUES ('demo', $1, $1 || '@example.com', 'x', 'company_spectator') RETURNING id`,
    [name],
  );
  return row?.id ?? 0;
}

async function insertInvite(email: string, type = 'company_operator'): Promise<string> {
  const row = await context.db.one<{ id: string }>(
    `INSERT INTO invites (tenant_id, email, permission_type, expires_at)
     VALUES ('demo', $1, $2, now() + interval '1 day') RETURNING id::text AS id`,
    [email, type],
  );
  return row?.id ?? '';
}

interface Write {
  name: string;
  action: keyof typeof MATRIX;
  /** Runs the call as `role` against a fresh target and answers the status. */
  run: (role: Role, token: string, attempt: number) => Promise<number>;
}

const WRITES: Write[] = [
  {
    name: 'POST /projects/',
    action: 'edit_projects',
    run: async (_role, token, attempt) =>
      (
        await context.request({
          method: 'POST',
          url: '/projects/',
          token,
          ...multipart({
            name: `Matrix ${attempt}`,
            address_city: 'Niš',
            address_street_one: 'Obrenovićeva 1',
            address_zip: '18000',
            address_country: 'Serbia',
          }),
        })
      ).statusCode,
  },
  {
    name: 'POST floors',
    action: 'edit_projects',
    run: async (_role, token, attempt) =>
      (
        await context.request({
          method: 'POST',
          url: `/projects/${demo.project}/floors/`,
          token,
          ...multipart(
            { name: `Floor ${attempt}`, order: attempt },
            { floor_image: { filename: 'p.png', data: png() } },
          ),
        })
      ).statusCode,
  },
  {
    name: 'POST floors/reorder',
    action: 'edit_projects',
    run: async (_role, token) => {
      const floors = (
        await context.request({ method: 'GET', url: `/projects/${demo.project}/floors/`, token })
      ).json<{ id: number }[]>();
      return (
        await context.request({
          method: 'POST',
          url: `/projects/${demo.project}/floors/reorder/`,
          token,
          payload: { floor_ids: floors.map((floor) => floor.id).reverse() },
        })
      ).statusCode;
    },
  },
  {
    name: 'PATCH floor device_map',
    action: 'edit_projects',
    run: async (_role, token, attempt) =>
      (
        await context.request({
          method: 'PATCH',
          url: `/projects/${demo.project}/floors/${demo.floor}/`,
          token,
          payload: {
            device_map: [
              {
                id: `m${attempt}`,
                label: 'M',
                unitNumber: attempt,
                unitType: 'kasetna',
                x: 1,
                y: 1,
                width: 50,
                height: 50,
              },
            ],
          },
        })
      ).statusCode,
  },
  {
    name: 'DELETE floor',
    action: 'edit_projects',
    run: async (_role, token) => {
      const row = await context.db.one<{ id: number }>(
        `INSERT INTO floors (tenant_id, project_id, name) VALUES ('demo', ${demo.project}, 'Temp') RETURNING id`,
      );
      return (
        await context.request({
          method: 'DELETE',
          url: `/projects/${demo.project}/floors/${row?.id}/`,
          token,
        })
      ).statusCode;
    },
  },
  {
    name: 'POST /documents/',
    action: 'manage_documents',
    run: async (_role, token, attempt) =>
      (
        await context.request({
          method: 'POST',
          url: '/documents/',
          token,
          ...multipart(
            { name: `Doc ${attempt}`, document_type: 'contract', projects: demo.project },
            { file: { filename: 'c.txt', data: Buffer.from('contract') } },
          ),
        })
      ).statusCode,
  },
  {
    name: 'PATCH /documents/{id}/',
    action: 'manage_documents',
    run: async (_role, token, attempt) =>
      (
        await context.request({
          method: 'PATCH',
          url: `/documents/${demo.document}/`,
          token,
          payload: { name: `Renamed ${attempt}` },
        })
      ).statusCode,
  },
  {
    name: 'DELETE /documents/{id}/',
    action: 'manage_documents',
    run: async (_role, token) => {
      const file = await context.db.one<{ key: string }>(
        "INSERT INTO files (key, tenant_id, content_type, size, original_name) VALUES (md5(random()::text), 'demo', 'text/plain', 1, 'a.txt') RETURNING key",
      );
      const row = await context.db.one<{ id: number }>(
        `INSERT INTO documents (tenant_id, name, file_key, original_name, size, content_type, file_format, file_extension, file_type, document_type, project_id)
         VALUES ('demo', 'Temp', $1, 'a.txt', 1, 'text/plain', 'TXT', 'txt', 'text', 'other', ${demo.project}) RETURNING id`,
        [file?.key],
      );
      return (await context.request({ method: 'DELETE', url: `/documents/${row?.id}/`, token }))
        .statusCode;
    },
  },
  {
    name: 'POST /users/invite/ (operator)',
    action: 'invite_users',
    run: async (role, token, attempt) =>
      (
        await context.request({
          method: 'POST',
          url: '/users/invite/',
          token,
          payload: {
            email: `matrix.${role}.${attempt}@example.com`,
            permission_type: 'company_operator',
          },
        })
      ).statusCode,
  },
  {
    name: 'DELETE /users/invites/{id}/ (spectator invite)',
    action: 'invite_users',
    run: async (role, token, attempt) => {
      const id = await insertInvite(`gone.${role}.${attempt}@example.com`, 'company_spectator');
      return (await context.request({ method: 'DELETE', url: `/users/invites/${id}/`, token }))
        .statusCode;
    },
  },
  {
    name: 'PATCH /users/{id}/',
    action: 'manage_users',
    run: async (_role, token) =>
      (
        await context.request({
          method: 'PATCH',
          url: `/users/${demo.user}/`,
          token,
          payload: { permission_type: 'company_spectator' },
        })
      ).statusCode,
  },
  {
    name: 'DELETE /users/{id}/',
    action: 'manage_users',
    run: async (role, token, attempt) => {
      const id = await insertUser(`leaver.${role}.${attempt}`);
      return (await context.request({ method: 'DELETE', url: `/users/${id}/`, token })).statusCode;
    },
  },
  {
    name: 'GET /users/',
    action: 'view_users',
    run: async (_role, token) =>
      (await context.request({ method: 'GET', url: '/users/', token })).statusCode,
  },
  {
    name: 'GET /users/{id}/',
    action: 'view_users',
    run: async (_role, token) =>
      (await context.request({ method: 'GET', url: `/users/${demo.user}/`, token })).statusCode,
  },
  {
    name: 'GET /users/invites/',
    action: 'view_users',
    run: async (_role, token) =>
      (await context.request({ method: 'GET', url: '/users/invites/', token })).statusCode,
  },
];

describe('roles matrix (DECISIONS.md)', () => {
  it.each(WRITES.map((write) => [write.name, write] as const))('%s', async (_name, write) => {
    const outcome: Record<string, number> = {};
    for (const [attempt, role] of ROLES.entries()) {
      outcome[role] = await write.run(role, await context.token('demo', role), attempt);
    }
    for (const role of ROLES) {
      const allowed = (MATRIX[write.action] as readonly string[]).includes(role);
      if (allowed) expect(outcome[role], `${role} may`).toBeGreaterThanOrEqual(200);
      if (allowed) expect(outcome[role], `${role} may`).toBeLessThan(300);
      else expect(outcome[role], `${role} may not`).toBe(403);
    }
  });

  it('limits a manager’s invites to operator and spectator, and so their deletion', async () => {
    const token = await context.token('demo', 'manager');
    for (const [type, status] of [
      ['company_admin', 403],
      ['company_manager', 403],
      ['company_operator', 201],
      ['company_spectator', 201],
    ] as const) {
      const response = await context.request({
        method: 'POST',
        url: '/users/invite/',
        token,
        payload: { email: `limit.${type}@example.com`, permission_type: type },
      });
      expect(response.statusCode, type).toBe(status);
      const id = await insertInvite(`limit.delete.${type}@example.com`, type);
      expect(
        (await context.request({ method: 'DELETE', url: `/users/invites/${id}/`, token }))
          .statusCode,
        type,
      ).toBe(status === 201 ? 204 : 403);
    }
  });
});
