import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/seed/png';
import { createTestContext, multipart, TEST_OUTBOX_TOKEN } from './helpers';
import type { MultipartFile, TestContext } from './helpers';

/**
 * Malformed bodies, queries, paths and files fed to every write of the people-and-sites area:
 * the answer is a 4xx (never a 5xx) and no row changes.
 */
let context: TestContext;
let admin: string;
let acmeAdmin: string;
const ids: Record<string, number | string> = {};
const RUNS = 25;

beforeAll(async () => {
  context = await createTestContext();
  admin = await context.token('demo', 'admin');
  acmeAdmin = await context.token('acme', 'admin');
  const one = async (sql: string) => (await context.db.one<{ id: number | string }>(sql))?.id ?? 0;
  ids.project = await one("SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1");
  ids.acmeProject = await one(
    "SELECT id FROM projects WHERE tenant_id = 'acme' ORDER BY id LIMIT 1",
  );
  ids.floor = await one(
    `SELECT id FROM floors WHERE project_id = ${ids.project} ORDER BY id LIMIT 1`,
  );
  ids.document = await one(
    `SELECT id FROM documents WHERE project_id = ${ids.project} ORDER BY id LIMIT 1`,
  );
  ids.user = await one("SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'operator'");
  ids.invite = await one(
    "SELECT id::text AS id FROM invites WHERE tenant_id = 'demo' AND NOT redeemed AND expires_at > now() LIMIT 1",
  );
});
afterAll(async () => {
  await context.close();
});

const TABLES = [
  'users',
  'invites',
  'projects',
  'floors',
  'documents',
  'files',
  'recent_projects',
  'refresh_tokens',
  'password_resets',
  'outbox',
];

async function snapshot(): Promise<string> {
  const rows = await context.db.query<{ digest: string | null }>(
    TABLES.map(
      (table) =>
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    ).join(' UNION ALL '),
  );
  return rows.map((row) => row.digest).join(',');
}

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
interface Attempt {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  token?: string;
  tenant?: string;
}

/** Sends the attempt and checks: a 4xx, and the same rows before and after. */
async function refused(attempt: Attempt): Promise<void> {
  const before = await snapshot();
  const response = await context.request({
    tenant: attempt.tenant ?? 'demo',
    method: attempt.method,
    url: attempt.url,
    token: attempt.token,
    headers: attempt.headers,
    payload: attempt.payload as string,
  });
  const label = `${attempt.method} ${attempt.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(await snapshot(), label).toBe(before);
}

/** Any JSON-ish value at all, including NULs, huge numbers, deep nesting and prototype keys. */
const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .anything({ maxDepth: 2, withNullPrototype: true })
    .map((value) => JSON.parse(JSON.stringify(value ?? null)) as unknown),
  fc.constantFrom(
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
    'not json',
    '\u0000',
    [],
    [[[[]]]],
  ),
);
/** A text that is not acceptable where a non-blank value is required. */
const blank = fc.constantFrom('', ' ', '\t\n');
const notString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
/** Longer than `max` even after trimming and stripping control characters (a random tail may be all spaces). */
const tooLong = (max: number) =>
  fc.string({ maxLength: 50 }).map((text) => `${'x'.repeat(max + 1)}${text}`);
const withNul = fc.string().map((text) => `${text}\u0000`);
const badId = fc.oneof(
  fc.string().filter((text) => !/^\d+$/.test(text.trim()) || text.trim() === ''),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.constantFrom('1e3', '0x10', '99999999999', '1.5', '%00', '..', '../files', '-0'),
);
const pathPart = (value: unknown) => encodeURIComponent(String(value)) || '%20';
/** Bytes that are not a PNG (the first byte never matches the signature). */
const notPng = fc
  .uint8Array({ maxLength: 400 })
  .map((bytes) => Buffer.concat([Buffer.from([0]), Buffer.from(bytes)]));
const validPng = new Raster(2, 2, [1, 2, 3]).toPng();

/** One required field of a valid body replaced with something invalid, or removed. */
function corrupted<Body extends Record<string, unknown>>(
  valid: Body,
  invalid: { [Key in keyof Body]?: fc.Arbitrary<unknown> },
  /** required fields: leaving one out is invalid too (default: every corrupted field) */
  required: readonly string[] = Object.keys(invalid),
): fc.Arbitrary<Record<string, unknown>> {
  const replaced = Object.keys(invalid).map((key) =>
    (invalid[key] as fc.Arbitrary<unknown>).map((value) => ({ ...valid, [key]: value })),
  );
  const removed = required.map((key) =>
    fc.constant(Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
  );
  return fc.oneof(...replaced, ...removed);
}

const json = (method: Method, url: () => string, token?: () => string) => (payload: unknown) =>
  refused({
    method,
    url: url(),
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    token: token?.(),
  });

describe('JSON writes refuse malformed bodies', () => {
  const cases: [string, (payload: unknown) => Promise<void>, fc.Arbitrary<unknown>][] = [
    [
      'POST /authentication/login/',
      json('POST', () => '/authentication/login/'),
      fc.oneof(
        anyBody,
        fc.record({
          username: fc.oneof(fc.string(), notString, withNul),
          password: fc.oneof(fc.string(), notString, withNul),
        }),
      ),
    ],
    [
      'POST /authentication/token/refresh/',
      json('POST', () => '/authentication/token/refresh/'),
      fc.oneof(anyBody, fc.record({ refresh: fc.oneof(fc.string(), notString, withNul) })),
    ],
    [
      'PATCH /authentication/user/',
      json(
        'PATCH',
        () => '/authentication/user/',
        () => admin,
      ),
      corrupted(
        { first_name: 'Ana', last_name: 'Jovanović' },
        {
          first_name: fc.oneof(blank, notString, tooLong(150), withNul),
          last_name: fc.oneof(blank, notString, tooLong(150)),
        },
      ).filter((body) => 'first_name' in body && 'last_name' in body),
    ],
    [
      'POST /authentication/change_password/',
      json(
        'POST',
        () => '/authentication/change_password/',
        () => admin,
      ),
      fc.oneof(
        anyBody,
        fc.record({
          old_password: fc.string(),
          new_password1: fc.constant('Valid#2026'),
          new_password2: fc.constant('Valid#2026'),
        }),
        fc.string().map((password) => ({
          old_password: 'Demo#2026',
          new_password1: password,
          new_password2: `${password}!`,
        })),
        fc.stringMatching(/^[a-z0-9]{0,20}$/).map((password) => ({
          old_password: 'Demo#2026',
          new_password1: password,
          new_password2: password,
        })),
      ),
    ],
    [
      'POST /authentication/password/reset/',
      json('POST', () => '/authentication/password/reset/'),
      fc.oneof(
        fc.record({
          email: fc.oneof(
            notString,
            blank,
            withNul,
            fc.string().filter((text) => !text.includes('@')),
          ),
        }),
        fc.constant({}),
        fc.constant([]),
      ),
    ],
    [
      'POST /authentication/reset/confirm/',
      json('POST', () => '/authentication/reset/confirm/'),
      fc.oneof(
        anyBody,
        fc.record({
          uid: fc.string(),
          token: fc.string(),
          new_password1: fc.constant('Valid#2026'),
          new_password2: fc.constant('Valid#2026'),
        }),
      ),
    ],
    [
      'PATCH /users/{id}/',
      json(
        'PATCH',
        () => `/users/${ids.user}/`,
        () => admin,
      ),
      corrupted(
        { permission_type: 'company_manager' },
        {
          permission_type: fc.oneof(
            fc.string().filter((text) => !text.startsWith('company_')),
            notString,
            blank,
          ),
        },
      ).filter((body) => 'permission_type' in body),
    ],
    [
      'POST /users/invite/',
      json(
        'POST',
        () => '/users/invite/',
        () => admin,
      ),
      corrupted(
        { email: 'valid.invite@example.com', permission_type: 'company_operator' },
        {
          email: fc.oneof(
            blank,
            notString,
            withNul,
            fc.string().filter((text) => !text.includes('@')),
          ),
          permission_type: fc.oneof(
            blank,
            notString,
            fc.constantFrom('admin', 'company_root', 'COMPANY_ADMIN'),
          ),
        },
      ),
    ],
    [
      'POST /users/redeem_invite/{id}/',
      json('POST', () => `/users/redeem_invite/${ids.invite}/`),
      fc.oneof(
        corrupted(
          {
            first_name: 'Petar',
            last_name: 'Perić',
            password1: 'Valid#2026',
            password2: 'Valid#2026',
          },
          {
            first_name: fc.oneof(blank, notString, tooLong(150)),
            last_name: fc.oneof(blank, notString),
            password1: fc.oneof(notString, fc.stringMatching(/^[a-z]{0,12}$/)),
            password2: fc.oneof(notString, fc.constant('Other#2026')),
          },
        ),
        anyBody.filter((body) => typeof body !== 'object' || body === null || Array.isArray(body)),
      ),
    ],
    [
      'POST /projects/ (JSON)',
      json(
        'POST',
        () => '/projects/',
        () => admin,
      ),
      corrupted(
        {
          name: 'Fuzz Tower',
          address_city: 'Beograd',
          address_street_one: 'Knez Mihailova 1',
          address_zip: '11000',
          address_country: 'Serbia',
          lat: '44.8',
          lon: '20.4',
        },
        {
          name: fc.oneof(blank, tooLong(200)),
          address_city: blank,
          address_street_one: blank,
          address_zip: fc.oneof(blank, tooLong(20)),
          address_country: fc.oneof(
            blank,
            fc
              .string()
              .filter(
                (text) =>
                  !['Serbia', 'Bosnia', 'Montenegro', 'Croatia', 'Macedonia'].includes(text.trim()),
              ),
          ),
          lat: fc.constantFrom('91', '-1000', 'north', 'NaN', 'Infinity'),
        },
        ['name', 'address_city', 'address_street_one', 'address_zip', 'address_country'],
      ),
    ],
    [
      'POST /projects/recent/',
      json(
        'POST',
        () => '/projects/recent/',
        () => admin,
      ),
      fc.oneof(
        anyBody.filter(
          (body) => typeof body !== 'object' || body === null || !('project_id' in body),
        ),
        fc.record({
          project_id: fc.oneof(
            badId,
            fc.constant(ids.acmeProject),
            fc.integer({ min: 1_000_000, max: 2_147_483_647 }),
            fc.constant(2_147_483_648),
          ),
        }),
      ),
    ],
    [
      'POST /projects/{id}/floors/reorder/',
      json(
        'POST',
        () => `/projects/${ids.project}/floors/reorder/`,
        () => admin,
      ),
      fc.oneof(
        anyBody.filter(
          (body) => typeof body !== 'object' || body === null || !('floor_ids' in body),
        ),
        fc.record({
          floor_ids: fc.array(
            fc.oneof(
              fc.integer({ min: 1_000_000, max: 2_000_000 }),
              fc.string(),
              fc.constant(null),
            ),
            { minLength: 1, maxLength: 5 },
          ),
        }),
        fc.constant({ floor_ids: [] }),
      ),
    ],
    [
      'PATCH /projects/{id}/floors/{floorId}/',
      json(
        'PATCH',
        () => `/projects/${ids.project}/floors/${ids.floor}/`,
        () => admin,
      ),
      fc.oneof(
        fc.record({
          device_map: fc.tuple(
            fc.record({
              id: fc.string({ minLength: 1, maxLength: 10 }),
              label: fc.string({ maxLength: 20 }),
              unitNumber: fc.integer(),
              unitType: fc.constantFrom('kasetna', 'plafonska'),
              x: fc.nat(500),
              y: fc.nat(500),
            }),
            fc.oneof(
              fc.record({
                id: fc.constant('bad'),
                label: fc.constant('B'),
                unitNumber: fc.constant(1),
                unitType: fc.string().filter((text) => text !== 'kasetna' && text !== 'plafonska'),
                x: fc.constant(1),
                y: fc.constant(1),
              }),
              fc.record({
                id: fc.constant('neg'),
                label: fc.constant('N'),
                unitNumber: fc.constant(1),
                unitType: fc.constant('kasetna'),
                x: fc.integer({ min: -1000, max: -1 }),
                y: fc.constant(1),
              }),
              fc.record({
                id: fc.constant('big'),
                label: tooLong(100),
                unitNumber: fc.constant(1),
                unitType: fc.constant('kasetna'),
                x: fc.constant(1),
                y: fc.constant(1),
              }),
              fc.record({
                id: fc.constant('zero'),
                label: fc.constant('Z'),
                unitNumber: fc.constant(1),
                unitType: fc.constant('kasetna'),
                x: fc.constant(1),
                y: fc.constant(1),
                width: fc.constantFrom(0, -5, 1e9),
              }),
            ),
          ),
        }),
        fc.record({
          device_map: fc.oneof(
            notString.filter((value) => !Array.isArray(value)),
            fc.string(),
          ),
        }),
        fc.record({ name: fc.oneof(blank, notString, tooLong(100)) }),
        fc.constant({}),
      ),
    ],
    [
      'PATCH /documents/{id}/',
      json(
        'PATCH',
        () => `/documents/${ids.document}/`,
        () => admin,
      ),
      fc.oneof(
        fc.record({ name: fc.oneof(blank, notString, tooLong(200), withNul) }),
        fc.record({
          document_type: fc.oneof(
            notString,
            fc
              .string()
              .filter(
                (text) =>
                  ![
                    'contract',
                    'service',
                    'work_order',
                    'project',
                    'installation',
                    'other',
                  ].includes(text),
              ),
          ),
        }),
        fc.constant({}),
      ),
    ],
  ];

  it.each(cases)('%s', async (_name, send, bodies) => {
    await fc.assert(fc.asyncProperty(bodies, send), { numRuns: RUNS });
  });
});

describe('paths with malformed or foreign ids are 404 and change nothing', () => {
  const deletes: [string, (id: string) => string, () => string][] = [
    ['DELETE /users/{id}/', (id) => `/users/${id}/`, () => admin],
    ['DELETE /users/invites/{id}/', (id) => `/users/invites/${id}/`, () => admin],
    ['DELETE /documents/{id}/', (id) => `/documents/${id}/`, () => admin],
    [
      'DELETE /projects/{id}/floors/{floorId}/',
      (id) => `/projects/${ids.project}/floors/${id}/`,
      () => admin,
    ],
    [
      'DELETE /projects/{id}/floors/{floorId}/ (project part)',
      (id) => `/projects/${id}/floors/${ids.floor}/`,
      () => admin,
    ],
    ['POST /users/redeem_invite/{id}/', (id) => `/users/redeem_invite/${id}/`, () => ''],
  ];
  it.each(deletes)('%s', async (_name, url, token) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badId, fc.integer({ min: 1_000_000, max: 2_147_483_647 }), fc.uuid()),
        async (id) => {
          await refused({
            method: url('x').includes('redeem') ? 'POST' : 'DELETE',
            url: url(pathPart(id)),
            token: token() || undefined,
            payload: {
              first_name: 'A',
              last_name: 'B',
              password1: 'Valid#2026',
              password2: 'Valid#2026',
            },
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('acme cannot reach demo records through any write', async () => {
    for (const attempt of [
      { method: 'DELETE', url: `/users/${ids.user}/` },
      {
        method: 'PATCH',
        url: `/users/${ids.user}/`,
        payload: { permission_type: 'company_admin' },
      },
      { method: 'DELETE', url: `/users/invites/${ids.invite}/` },
      { method: 'DELETE', url: `/documents/${ids.document}/` },
      { method: 'PATCH', url: `/documents/${ids.document}/`, payload: { name: 'Taken' } },
      { method: 'DELETE', url: `/projects/${ids.project}/floors/${ids.floor}/` },
      {
        method: 'PATCH',
        url: `/projects/${ids.project}/floors/${ids.floor}/`,
        payload: { device_map: [] },
      },
      {
        method: 'POST',
        url: `/projects/${ids.project}/floors/reorder/`,
        payload: { floor_ids: [ids.floor] },
      },
      { method: 'POST', url: '/projects/recent/', payload: { project_id: ids.project } },
    ] as Attempt[]) {
      await refused({ ...attempt, tenant: 'acme', token: acmeAdmin });
    }
  });
});

describe('multipart writes refuse malformed fields and files', () => {
  const file = (extensions: string[], data: fc.Arbitrary<Buffer>): fc.Arbitrary<MultipartFile> =>
    fc.record({
      filename: fc.oneof(
        fc.constantFrom(...extensions),
        fc
          .string({ maxLength: 30 })
          .map((name) => `${name.replace(/["\r\n]/g, '')}.${extensions[0].split('.').pop()}`),
      ),
      data,
    });
  const fieldValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    blank,
    fc.constantFrom('-1', '1e999', 'NaN', 'Serbia', 'contract'),
  );

  it('POST /projects/', async () => {
    const valid = {
      name: 'Fuzz',
      address_city: 'Beograd',
      address_street_one: 'Terazije 1',
      address_zip: '11000',
      address_country: 'Serbia',
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          corrupted(valid, {
            name: blank,
            address_city: blank,
            address_street_one: blank,
            address_zip: blank,
            address_country: fc.constantFrom('Atlantis', ''),
          }).map((fields) => ({ fields, files: {} })),
          fc.record({
            fields: fc.constant(valid),
            files: fc.record({ image: file(['photo.png', 'photo.jpg', 'x.jpeg'], notPng) }),
          }),
          fc.record({
            fields: fc.constant(valid),
            files: fc.record({
              image: file(['plan.pdf', 'a.txt', 'run.sh', 'noext'], fc.constant(validPng)),
            }),
          }),
        ),
        async ({ fields, files }) => {
          const body = multipart(fields as Record<string, string>, files);
          await refused({
            method: 'POST',
            url: '/projects/',
            token: admin,
            payload: body.payload,
            headers: body.headers,
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /projects/{id}/floors/', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            fields: fc.record({
              name: fieldValue,
              order: fc.constantFrom('', 'first', '-3', '1.5'),
            }),
            files: fc.record({ floor_image: file(['f.png'], fc.constant(validPng)) }),
          }),
          fc.record({
            fields: fc.record({ name: blank, order: fc.constant('1') }),
            files: fc.record({ floor_image: file(['f.png'], fc.constant(validPng)) }),
          }),
          fc.record({
            fields: fc.constant({ name: 'F', order: '1' }),
            files: fc.record({ floor_image: file(['f.png', 'f.jpg'], notPng) }),
          }),
          fc.record({ fields: fc.constant({ name: 'F', order: '1' }), files: fc.constant({}) }),
          fc.record({
            fields: fc.constant({ name: 'F', order: '1', project: String(ids.acmeProject) }),
            files: fc.record({ floor_image: file(['f.png'], fc.constant(validPng)) }),
          }),
        ),
        async ({ fields, files }) => {
          const body = multipart(fields, files);
          await refused({
            method: 'POST',
            url: `/projects/${ids.project}/floors/`,
            token: admin,
            payload: body.payload,
            headers: body.headers,
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /documents/', async () => {
    const valid = { name: 'Doc', document_type: 'contract', projects: String(ids.project) };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          corrupted(valid, {
            name: blank,
            document_type: fc.constantFrom('memo', '', 'CONTRACT'),
            projects: fc.constantFrom('', 'x', '0', '-1', String(ids.acmeProject), '99999999'),
          }).map((fields) => ({
            fields,
            files: { file: { filename: 'a.txt', data: Buffer.from('text') } },
          })),
          fc.record({
            fields: fc.constant(valid),
            files: fc.record({
              file: file(
                ['run.exe', 'page.html', 'x.svg', 'archive.zip', 'noext', 'a.pdf.js'],
                fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
              ),
            }),
          }),
          fc.record({
            fields: fc.constant(valid),
            files: fc.record({
              file: file(
                ['r.pdf', 'r.docx', 'r.xlsx', 'r.doc', 'r.xls', 'r.png', 'r.jpg'],
                fc
                  .uint8Array({ maxLength: 200 })
                  .map((bytes) => Buffer.concat([Buffer.from('<html>'), Buffer.from(bytes)])),
              ),
            }),
          }),
          fc.record({
            fields: fc.constant(valid),
            files: fc.record({
              file: file(
                ['r.txt'],
                fc
                  .uint8Array({ minLength: 1, maxLength: 50 })
                  .map((bytes) => Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(bytes)])),
              ),
            }),
          }),
          fc.record({ fields: fc.constant(valid), files: fc.constant({}) }),
        ),
        async ({ fields, files }) => {
          const body = multipart(fields as Record<string, string>, files);
          await refused({
            method: 'POST',
            url: '/documents/',
            token: admin,
            payload: body.payload,
            headers: body.headers,
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses broken multipart framing and unexpected file fields', async () => {
    const boundary = 'xyz';
    for (const payload of [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated`,
      'garbage without boundary',
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'x'.repeat(70_000)}\r\n--${boundary}--\r\n`,
    ]) {
      await refused({
        method: 'POST',
        url: '/documents/',
        token: admin,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    }
    const extra = multipart(
      { name: 'x', document_type: 'other', projects: String(ids.project) },
      {
        file: { filename: 'a.txt', data: Buffer.from('a') },
        other: { filename: 'b.txt', data: Buffer.from('b') },
      },
    );
    await refused({
      method: 'POST',
      url: '/documents/',
      token: admin,
      payload: extra.payload,
      headers: extra.headers,
    });
  });
});

describe('list queries never fail on odd parameters', () => {
  const queryValue = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom(
      '-',
      '--name',
      '0',
      '101',
      '1e3',
      '%',
      '_',
      "'; DROP TABLE users; --",
      '\u0000',
    ),
  );
  it.each([
    '/users/',
    '/users/invites/',
    '/projects/',
    '/documents/',
    '/projects/recent/',
    '/dev/outbox/',
  ])('GET %s', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'page',
            'page_size',
            'ordering',
            'search',
            'document_type',
            'projects',
            'to',
            'limit',
          ),
          queryValue,
        ),
        async (params) => {
          const response = await context.request({
            method: 'GET',
            url: `${path}?${new URLSearchParams(params).toString()}`,
            token: admin,
            headers: { 'x-dev-outbox-token': TEST_OUTBOX_TOKEN },
          });
          expect(
            [200, 400],
            `${path} ${JSON.stringify(params)} → ${response.body.slice(0, 200)}`,
          ).toContain(response.statusCode);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
