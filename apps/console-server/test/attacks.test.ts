import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { loadConfig, PACKAGE_DIR } from '../src/config';
import { createTestContext, multipart } from './helpers';
import type { TestContext } from './helpers';

// Each block reproduces one attack of the review in issue 21 and fails without its fix.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

interface InviteItem {
  id: string;
  email: string;
  permission_type: string;
}

const REDEEM = {
  first_name: 'Mallory',
  last_name: 'Manager',
  password1: 'Taken#over2026',
  password2: 'Taken#over2026',
};

describe('finding 1: a manager redeems a listed company-admin invite', () => {
  it('never opens an invite by its listed id; only the mailed token does', async () => {
    const admin = await context.token('demo', 'admin');
    const manager = await context.token('demo', 'manager');
    const created = await context.request({
      method: 'POST',
      url: '/users/invite/',
      token: admin,
      payload: { email: 'new.admin@example.com', permission_type: 'company_admin' },
    });
    expect(created.statusCode).toBe(201);
    expect(JSON.stringify(created.json())).not.toMatch(/token/i);

    // The manager lists invites (allowed) and finds the admin invite's id.
    const listed = await context.request({
      method: 'GET',
      url: '/users/invites/?search=new.admin',
      token: manager,
    });
    expect(listed.statusCode).toBe(200);
    const [item] = listed.json<{ results: InviteItem[] }>().results;
    expect(item).toMatchObject({
      email: 'new.admin@example.com',
      permission_type: 'company_admin',
    });

    for (const method of ['GET', 'POST'] as const) {
      const attempt = await context.request({
        method,
        url: `/users/redeem_invite/${item.id}/`,
        ...(method === 'POST' ? { payload: REDEEM } : {}),
      });
      expect(attempt.statusCode).toBe(404);
    }
    const signIn = await context.request({
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'new.admin@example.com', password: REDEEM.password1 },
    });
    expect(signIn.statusCode).not.toBe(200);

    // The mailed link is not derived from anything listed, and it is stored only as a hash.
    const [mail] = await context.outbox('demo', 'new.admin@example.com');
    const token = (mail.link ?? '').replace('/invite/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(listed.body).not.toContain(token);
    const stored = await context.db.one<{ token_hash: string }>(
      'SELECT token_hash FROM invites WHERE id = $1',
      [item.id],
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);

    const redeemed = await context.request({
      method: 'POST',
      url: `/users/redeem_invite/${token}/`,
      payload: { ...REDEEM, first_name: 'New', last_name: 'Admin' },
    });
    expect(redeemed.statusCode).toBe(201);
  });

  it('mails a new link on every resend; the old one no longer opens the invite', async () => {
    const admin = await context.token('demo', 'admin');
    const send = () =>
      context.request({
        method: 'POST',
        url: '/users/invite/',
        token: admin,
        payload: { email: 'twice@example.com', permission_type: 'company_operator' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    const mails = await context.outbox('demo', 'twice@example.com');
    const links = mails.map((mail) => mail.link);
    expect(new Set(links).size).toBe(2);
    const answers = await Promise.all(
      links.map(
        async (link) =>
          (await context.request({ method: 'GET', url: `/users/redeem_invite/${link?.slice(8)}/` }))
            .statusCode,
      ),
    );
    expect(answers.sort()).toEqual([200, 404]);
  });
});

describe('finding 4: an admin and a manager invite one address at once', () => {
  it('keeps one open invite per address, and the manager never rewrites the admin’s', async () => {
    const admin = await context.token('demo', 'admin');
    const manager = await context.token('demo', 'manager');
    for (let round = 0; round < 20; round++) {
      const email = `race${round}@example.com`;
      const [byAdmin, byManager] = await Promise.all([
        context.request({
          method: 'POST',
          url: '/users/invite/',
          token: admin,
          payload: { email, permission_type: 'company_admin' },
        }),
        context.request({
          method: 'POST',
          url: '/users/invite/',
          token: manager,
          payload: { email: email.toUpperCase(), permission_type: 'company_operator' },
        }),
      ]);
      expect([200, 201]).toContain(byAdmin.statusCode);
      expect([200, 201, 403]).toContain(byManager.statusCode);
      const rows = await context.db.query<{ permission_type: string }>(
        'SELECT permission_type FROM invites WHERE lower(email) = $1',
        [email],
      );
      expect(rows, `${byAdmin.statusCode} ${byManager.statusCode} ${byManager.body}`).toHaveLength(
        1,
      );
      // The manager's invite may only stand when it came first and the admin's resend then upgraded it.
      expect(rows[0].permission_type).toBe('company_admin');
    }
  });
});

function signIn(tenant: string, username: string, password: string, remoteAddress: string) {
  return context.request({
    tenant,
    method: 'POST',
    url: '/authentication/login/',
    payload: { username, password },
    remoteAddress,
  });
}

describe('finding 2: sign-in limits under concurrency', () => {
  it('evaluates at most five of 100 guesses sent at once; the right one at #60 does not sign in', async () => {
    const guesses = Array.from({ length: 100 }, (_, index) =>
      index === 59 ? 'Acme#2026' : `Wrong#${index}`,
    );
    const answers = await Promise.all(
      guesses.map((password) => signIn('acme', 'spectator', password, '198.51.100.61')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses[59]).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The user is not locked out elsewhere.
    expect((await signIn('acme', 'spectator', 'Acme#2026', '198.51.100.62')).statusCode).toBe(200);
  });

  it('refuses junk sign-ins beyond a cap per address across user names, before hashing', async () => {
    const address = '198.51.100.70';
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          signIn('demo', `junk-${batch}-${index}`, 'Wrong#2026', address),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
    // A real sign-in from that address waits too; one from elsewhere does not.
    expect((await signIn('demo', 'operator', 'Demo#2026', address)).statusCode).toBe(429);
    expect((await signIn('demo', 'operator', 'Demo#2026', '198.51.100.71')).statusCode).toBe(200);
  });

  it('holds a flood from one address to a short line: the rest are refused at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        signIn('demo', `flood-${index}`, 'Wrong#2026', '198.51.100.80'),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // Two evaluated at a time and twenty waiting: the other 28 never reach the password hash.
    expect(refused.length).toBeGreaterThanOrEqual(28);
    expect(refused[0].json()).toEqual({
      detail: 'Too many failed sign-in attempts. Please try again later.',
    });
  });

  it('counts wrong old passwords before checking them when changing the password', async () => {
    const token = await context.token('acme', 'manager');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        context.request({
          tenant: 'acme',
          method: 'POST',
          url: '/authentication/change_password/',
          token,
          payload: {
            old_password: index === 20 ? 'Acme#2026' : `Wrong#${index}`,
            new_password1: 'Fresh#2026x',
            new_password2: 'Fresh#2026x',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses[20]).toBe(429);
  });

  it('counts wrong reset links before looking them up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        context.request({
          method: 'POST',
          url: '/authentication/reset/confirm/',
          remoteAddress: '198.51.100.90',
          payload: {
            uid: Buffer.from('1').toString('base64url'),
            token: `guess-${index}`,
            new_password1: 'Fresh#2026x',
            new_password2: 'Fresh#2026x',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe('finding 3: production settings that give the server away', () => {
  const STRONG = 'Zq7+Lw2/Tn9Kc4Vb8Xm3Rd6Hs1Pf5Gj0Ya_Ue-';
  const production = (env: NodeJS.ProcessEnv) => () =>
    loadConfig({ NODE_ENV: 'production', ...env });

  it('refuses to start without a SECRET_KEY or with a weak one', () => {
    expect(production({})).toThrow(/SECRET_KEY is required in production/);
    for (const weak of [
      'a',
      'secret',
      'x'.repeat(64),
      'abcdabcdabcdabcdabcdabcdabcdabcdabcd',
      'password1234567890password12345',
    ]) {
      expect(production({ SECRET_KEY: weak }), weak).toThrow(/SECRET_KEY/);
    }
    expect(production({ SECRET_KEY: randomBytes(48).toString('base64') })).not.toThrow();
    expect(production({ SECRET_KEY: STRONG })).not.toThrow();
    // Development keeps working with a generated key in DATA_DIR.
    expect(() => loadConfig({ SECRET_KEY: 'a' })).not.toThrow();
  });

  it('refuses TRUST_PROXY=true (trust everyone) in production, but takes a named proxy', () => {
    for (const value of ['true', '1', 'yes', 'on']) {
      expect(production({ SECRET_KEY: STRONG, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(production({ SECRET_KEY: STRONG, TRUST_PROXY: '10.0.0.2' })).not.toThrow();
  });

  it('a weak key is a refusal of the real production start, with the reason on stderr', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--conditions=@hvac/source', 'src/main.ts'],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRET_KEY: 'a',
          PORT: '0',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('SECRET_KEY has 1 characters; it needs at least 32');
  });
});

describe('finding 6: a forwarded host in file links', () => {
  it('links files under the configured API origin, whatever X-Forwarded-Host says', async () => {
    const app = await buildServer({
      db: context.db,
      dataDir: context.dataDir,
      demo: true,
      secret: context.app.secret,
      trustProxy: ['127.0.0.1'],
      apiUrl: 'https://{tenant}.api.example.com',
      apiDomain: 'api.example.com',
    });
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/authentication/login/',
        headers: { host: 'demo.api.example.com' },
        payload: { username: 'spectator', password: 'Demo#2026' },
      });
      const { access } = signIn.json<{ access: string }>();
      const answer = await app.inject({
        method: 'GET',
        url: '/documents/?page_size=5',
        headers: {
          host: 'demo.api.example.com',
          authorization: `Bearer ${access}`,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      const urls = answer
        .json<{ results: { file: { url: string } }[] }>()
        .results.map((document) => document.file.url);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^https:\/\/demo\.api\.example\.com\/files\//);
    } finally {
      await app.close();
    }
  });

  it('defaults the origin to https://{tenant}.{API_DOMAIN} in production and the port otherwise', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: 'Zq7+Lw2/Tn9Kc4Vb8Xm3Rd6Hs1Pf5Gj0Ya_Ue-',
        API_DOMAIN: 'api.example.com',
      }).apiUrl,
    ).toBe('https://{tenant}.api.example.com');
    expect(loadConfig({ PORT: '9000' }).apiUrl).toBe('http://{tenant}.localhost:9000');
    expect(loadConfig({ API_URL: 'https://{tenant}.files.example' }).apiUrl).toBe(
      'https://{tenant}.files.example',
    );
  });
});

describe('finding 7: a permission change ends the user’s sessions', () => {
  it('signs the changed user out everywhere; a name change does not', async () => {
    const operator = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'operator', password: 'Acme#2026' },
    });
    const { access, refresh } = operator.json<{ access: string; refresh: string }>();
    const me = (token: string) =>
      context.request({ tenant: 'acme', method: 'GET', url: '/authentication/user/', token });
    const admin = await context.token('acme', 'admin');
    const userId = operator.json<{ id: number }>().id;
    const patch = (payload: object) =>
      context.request({
        tenant: 'acme',
        method: 'PATCH',
        url: `/users/${userId}/`,
        token: admin,
        payload,
      });

    expect((await patch({ first_name: 'Renamed' })).statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(200);
    expect((await patch({ permission_type: 'company_operator' })).statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(200); // the same type: nothing changed

    expect((await patch({ permission_type: 'company_spectator' })).statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(401);
    const refreshed = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // Signing in again gives the new type.
    const again = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'operator', password: 'Acme#2026' },
    });
    expect(again.json()).toMatchObject({ permission_type: 'company_spectator' });
  });
});

describe('finding 8: small ones', () => {
  it('strips bidirectional controls from every stored text, nested ones included', async () => {
    const admin = await context.token('demo', 'admin');
    const created = await context.request({
      method: 'POST',
      url: '/projects/',
      token: admin,
      payload: {
        name: 'Bidi\u202e test',
        contact_person: 'Ana\u202e Kovač',
        investor: 'Inv\u2066est\u2069or',
        address_city: 'Beo\u202egrad',
        address_street_one: 'Knez\u200f Mihailova 1',
        address_zip: '11000',
        address_country: 'Serbia',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(created.json()).toMatchObject({
      contact_person: 'Ana Kovač',
      investor: 'Investor',
      address_city: 'Beograd',
    });
  });

  it('answers an oversized JSON body as too large a request, not as a file', async () => {
    const admin = await context.token('demo', 'admin');
    const answer = await context.request({
      method: 'POST',
      url: '/projects/',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toEqual({ detail: 'The request is too large (at most 1 MiB of JSON).' });
  });

  it('serves files that no page can frame and that run nothing', async () => {
    const spectator = await context.token('demo', 'spectator');
    const list = await context.request({
      method: 'GET',
      url: '/documents/?page_size=1',
      token: spectator,
    });
    const [document] = list.json<{ results: { file: { url: string } }[] }>().results;
    const url = new URL(document.file.url);
    const file = await context.request({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    const policy = String(file.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.split(';').map((part) => part.trim())).toContain('sandbox');
  });

  it('lets an operator resolve but not reopen an entry, and never before its trigger', async () => {
    const operator = await context.token('demo', 'operator');
    const manager = await context.token('demo', 'manager');
    const open = await context.db.one<{ id: number; triggered_at: Date }>(
      "SELECT id, triggered_at FROM alarm_entries WHERE tenant_id = 'demo' AND NOT is_resolved ORDER BY id LIMIT 1",
    );
    if (!open) throw new Error('the demo has no open alarm entry');
    const patch = (token: string, payload: object) =>
      context.request({ method: 'PATCH', url: `/alerts/entries/${open.id}/`, token, payload });
    const before = new Date(open.triggered_at.getTime() - 60_000).toISOString();
    const early = await patch(operator, { resolved_at: before });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      resolved_at: ['An alarm entry cannot be resolved before it was triggered.'],
    });
    const resolved = await patch(operator, { resolved_at: new Date().toISOString() });
    expect(resolved.statusCode).toBe(200);
    const resolvedAt = resolved.json<{ resolved_at: string }>().resolved_at;
    // Resolving again keeps the time; moving it or reopening is refused to the operator.
    const again = await patch(operator, {
      resolved_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(again.json<{ resolved_at: string }>().resolved_at).toBe(resolvedAt);
    const reopen = await patch(operator, { is_resolved: false });
    expect(reopen.statusCode).toBe(403);
    expect((await patch(operator, { resolved_at: null })).statusCode).toBe(403);
    const byManager = await patch(manager, { is_resolved: false });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({ is_resolved: false, resolved_at: null });
  });
});

describe('finding 9: uploads are streamed to disk, never held', () => {
  const incoming = () => {
    const dir = join(context.dataDir, 'files', '.incoming');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores a large document byte for byte and leaves no temporary file behind', async () => {
    const manager = await context.token('demo', 'manager');
    const project = await context.db.one<{ id: number }>(
      "SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
    );
    // A text file whose multi-byte characters straddle the parser's chunk borders.
    const data = Buffer.from('Servis: zamena filtera, provera pritiska — ćčžšđ.\n'.repeat(200_000));
    const upload = multipart(
      { name: 'Big service log', document_type: 'service', projects: String(project?.id) },
      { file: { filename: 'log.txt', data, contentType: 'text/plain' } },
    );
    const answer = await context.request({
      method: 'POST',
      url: '/documents/',
      token: manager,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = answer.json<{ file: { url: string; size: number } }>();
    expect(stored.file.size).toBe(data.length);
    const url = new URL(stored.file.url);
    const file = await context.request({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(incoming()).toEqual([]);
  });

  it('removes the temporary file of a refused upload too', async () => {
    const manager = await context.token('demo', 'manager');
    const upload = multipart(
      { name: 'Disguised', document_type: 'other', projects: '1' },
      { file: { filename: 'report.pdf', data: Buffer.from('<html>not a pdf</html>') } },
    );
    const answer = await context.request({
      method: 'POST',
      url: '/documents/',
      token: manager,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(answer.statusCode).toBe(400);
    expect(incoming()).toEqual([]);
  });
});
