import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import type { BuildServerOptions } from '../src/app';
import { growingDelay } from '../src/auth/rateLimit';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/notifications/mailOutbox';
import type { Mailer } from '../src/notifications/mailOutbox';
import { createTestContext, multipart, TEST_OUTBOX_TOKEN } from './helpers';
import type { TestContext } from './helpers';

// Each block reproduces one attack of issue 15 and fails without its fix.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

interface Tokens {
  access: string;
  refresh: string;
}

function login(tenant: string, username: string, password: string, remoteAddress = '127.0.0.1') {
  return context.request({
    tenant,
    method: 'POST',
    url: '/authentication/login/',
    payload: { username, password },
    remoteAddress,
  });
}

/** Another server on the test database (same data, other options). */
async function otherServer(options: Partial<BuildServerOptions>) {
  const app = await buildServer({
    db: context.db,
    dataDir: context.dataDir,
    demo: true,
    secret: context.app.secret,
    ...options,
  });
  await app.ready();
  return app;
}

describe('finding 1: the development outbox', () => {
  it('does not exist without the development switch, even in demo mode', async () => {
    const app = await otherServer({ demo: true });
    try {
      await app.inject({
        method: 'POST',
        url: '/authentication/password/reset/',
        headers: { host: 'demo.localhost' },
        payload: { email: 'admin@demo-climate.rs' },
      });
      await app.backgroundIdle();
      for (const url of ['/dev/outbox/', `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}`]) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { host: 'demo.localhost' },
        });
        expect(response.statusCode).not.toBe(200);
        expect(response.body).not.toContain('/reset-password/');
      }
    } finally {
      await app.close();
    }
  });

  it('does not exist outside demo mode, even with the switch', async () => {
    const app = await otherServer({ demo: false, devOutboxToken: TEST_OUTBOX_TOKEN });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}`,
        headers: { host: 'demo.localhost' },
      });
      expect(response.statusCode).not.toBe(200);
    } finally {
      await app.close();
    }
  });

  it('hands no link to another machine or to a caller without the run’s secret', async () => {
    await context.request({
      method: 'POST',
      url: '/authentication/password/reset/',
      payload: { email: 'manager@demo-climate.rs' },
      remoteAddress: '192.0.2.10',
    });
    const attempts = [
      { url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}`, remoteAddress: '203.0.113.9' },
      { url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}`, remoteAddress: '::ffff:10.0.0.3' },
      {
        url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}`,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
      { url: '/dev/outbox/', remoteAddress: '127.0.0.1' },
      { url: '/dev/outbox/?token=wrong-token-of-the-same-size!', remoteAddress: '127.0.0.1' },
      { url: '/dev/outbox/', remoteAddress: '::1', headers: { 'x-dev-outbox-token': 'nope' } },
    ];
    for (const attempt of attempts) {
      const response = await context.request({ method: 'GET', ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(response.body).not.toContain('/reset-password/');
    }
    const mine = await context.request({
      method: 'GET',
      url: '/dev/outbox/?to=manager@demo-climate.rs',
      remoteAddress: '::1',
      headers: { 'x-dev-outbox-token': TEST_OUTBOX_TOKEN },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ link: string }[]>()[0].link).toMatch(/^\/reset-password\//);
  });

  it('is switched on only by DEV_OUTBOX_TOKEN, never in production; development listens on loopback', () => {
    expect(loadConfig({}).devOutboxToken).toBeUndefined();
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEV_OUTBOX_TOKEN: 'x'.repeat(32) }).devOutboxToken).toBe('x'.repeat(32));
    const production = loadConfig({
      NODE_ENV: 'production',
      DEV_OUTBOX_TOKEN: 'x'.repeat(32),
      SECRET_KEY: 'Zq7+Lw2/Tn9Kc4Vb8Xm3Rd6Hs1Pf5Gj0Ya_Ue-',
    });
    expect(production).toMatchObject({ devOutboxToken: undefined, demo: false, simulator: false });
    expect(() => loadConfig({ DEV_OUTBOX_TOKEN: 'short' })).toThrow();
  });
});

describe('finding 4: sign-in limits per user and address, without a lockout', () => {
  it('five wrong passwords from one address do not lock the user out elsewhere', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('acme', 'admin', `Wrong#${attempt}`, '198.51.100.7')).statusCode).toBe(
        401,
      );
    }
    const attacker = await login('acme', 'admin', 'Acme#2026', '198.51.100.7');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({
      detail: 'Too many failed sign-in attempts. Please try again later.',
    });
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('acme', 'admin', 'Acme#2026', '198.51.100.8')).statusCode).toBe(200);
    // Per tenant: the demo admin of the same name is not held back either.
    expect((await login('demo', 'admin', 'Demo#2026', '198.51.100.7')).statusCode).toBe(200);
  });

  it('many failures from one address (a proxy) do not lock the other users behind it', async () => {
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect(
        (await login('demo', `ghost${attempt}`, 'Wrong#2026', '198.51.100.20')).statusCode,
      ).toBe(401);
    }
    expect((await login('demo', 'operator', 'Demo#2026', '198.51.100.20')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await context.request({
        tenant: 'acme',
        method: 'POST',
        url: '/authentication/login/',
        payload: { username: 'manager', password: 'Wrong#2026' },
        remoteAddress: '198.51.100.30',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const spoofed = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'manager', password: 'Wrong#2026' },
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(spoofed.statusCode).toBe(429);

    const behindProxy = await otherServer({ trustProxy: ['198.51.100.30'] });
    try {
      const client = await behindProxy.inject({
        method: 'POST',
        url: '/authentication/login/',
        headers: { host: 'acme.localhost', 'x-forwarded-for': '203.0.113.99' },
        payload: { username: 'manager', password: 'Acme#2026' },
        remoteAddress: '198.51.100.30',
      });
      expect(client.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('refused attempts do not extend the wait: a client that waits as told gets in', async () => {
    let clock = new Date('2026-03-01T08:00:00Z');
    const advance = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };
    const app = await otherServer({ now: () => clock });
    const attempt = async (password: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/authentication/login/',
        headers: { host: 'acme.localhost' },
        payload: { username: 'spectator', password },
        remoteAddress: '198.51.100.90',
      });
      return {
        status: response.statusCode,
        retryAfter:
          response.headers['retry-after'] === undefined
            ? undefined
            : Number(response.headers['retry-after']),
      };
    };
    try {
      for (let failure = 0; failure < 5; failure += 1)
        expect(await attempt(`Wrong#${failure}`)).toEqual({ status: 401, retryAfter: undefined });
      // Five failures: 30 s. The right password at once, and again later, is refused with the time left.
      expect(await attempt('Acme#2026')).toEqual({ status: 429, retryAfter: 30 });
      advance(10);
      expect(await attempt('Acme#2026')).toEqual({ status: 429, retryAfter: 20 });
      advance(20);
      // A sixth failure after the wait: 60 s, however often the client asks in between.
      expect(await attempt('Wrong#5')).toEqual({ status: 401, retryAfter: undefined });
      for (const [step, left] of [
        [0, 60],
        [1, 59],
        [29, 30],
        [28, 2],
      ]) {
        advance(step);
        expect(await attempt('Acme#2026')).toEqual({ status: 429, retryAfter: left });
      }
      advance(2);
      expect(await attempt('Acme#2026')).toEqual({ status: 200, retryAfter: undefined });

      // A client honouring Retry-After sees the README's waits: 30 s doubling per failure, up to 15 min.
      const waits: number[] = [];
      for (let failure = 0; failure < 11; failure += 1) {
        const refused = await attempt('Wrong#again');
        if (refused.status === 429) {
          waits.push(refused.retryAfter ?? 0);
          advance(refused.retryAfter ?? 0);
          expect((await attempt('Wrong#again')).status).toBe(401);
        }
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900]);
      advance(900);
      expect((await attempt('Acme#2026')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('makes each further failure wait twice as long', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const wait = (hits: number) => growingDelay({ hits, lastAt: now }, 5, now);
    expect([4, 5, 6, 7, 9, 30].map(wait)).toEqual([0, 30, 60, 120, 480, 900]);
  });
});

describe('finding 5: password reset', () => {
  it('sends at most three mails to one address, however many addresses ask', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await context.request({
        method: 'POST',
        url: '/authentication/password/reset/',
        payload: { email: 'spectator@demo-climate.rs' },
        remoteAddress: `192.0.2.${100 + attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    expect(await context.outbox('demo', 'spectator@demo-climate.rs')).toHaveLength(3);
  });

  it('limits the requests of one address across e-mail addresses, known or not', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await context.request({
        method: 'POST',
        url: '/authentication/password/reset/',
        payload: { email: `nobody${attempt}@example.com` },
        remoteAddress: '192.0.2.200',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('answers before the address is even looked up: the same time for known and unknown ones', async () => {
    const real = createMailer(undefined);
    const slow: Mailer = {
      enqueue: async (db, tenant, message) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return real.enqueue(db, tenant, message);
      },
      flush: () => Promise.resolve(),
    };
    const app = await otherServer({ mailer: slow, devOutboxToken: TEST_OUTBOX_TOKEN });
    try {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/authentication/password/reset/',
        headers: { host: 'acme.localhost' },
        payload: { email: 'spectator@acme-hvac.com' },
        remoteAddress: '192.0.2.50',
      });
      expect(answer.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(300);
      // The mail is queued after the answer and is in the outbox as soon as it is read.
      const outbox = await app.inject({
        method: 'GET',
        url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}&to=spectator@acme-hvac.com`,
        headers: { host: 'acme.localhost' },
      });
      expect(outbox.json<{ link: string }[]>()[0].link).toMatch(/^\/reset-password\//);
    } finally {
      await app.close();
    }
  });

  it('limits wrong reset links per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await context.request({
        method: 'POST',
        url: '/authentication/reset/confirm/',
        payload: {
          uid: 'MQ',
          token: `guess${attempt}`,
          new_password1: 'Fresh#2026',
          new_password2: 'Fresh#2026',
        },
        remoteAddress: '192.0.2.77',
      });
      await context.app.backgroundIdle();
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits wrong old passwords when changing the password', async () => {
    const token = await context.token('acme', 'operator');
    const change = (old_password: string) =>
      context.request({
        tenant: 'acme',
        method: 'POST',
        url: '/authentication/change_password/',
        token,
        payload: { old_password, new_password1: 'Fresh#2026', new_password2: 'Fresh#2026' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(`Wrong#${attempt}`)).statusCode).toBe(400);
    expect((await change('Acme#2026')).statusCode).toBe(429);
  });
});

describe('finding 6: refresh-token rotation and reuse detection', () => {
  it('rotates on every refresh and ends the session when a used token comes back', async () => {
    const first = (await login('demo', 'manager', 'Demo#2026')).json<Tokens>();
    const refresh = (token: string) =>
      context.request({
        method: 'POST',
        url: '/authentication/token/refresh/',
        payload: { refresh: token },
      });
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<Tokens>();
    expect(rotated.refresh).toBeTruthy();
    expect(rotated.refresh).not.toBe(first.refresh);
    const third = (await refresh(rotated.refresh)).json<Tokens>();
    expect(third.refresh).not.toBe(rotated.refresh);

    // A thief replays the first token: refused, and the whole session ends for everybody.
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    const me = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: third.access,
    });
    expect(me.statusCode).toBe(401);
    // Other sessions of the user go on.
    expect((await login('demo', 'manager', 'Demo#2026')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token through', async () => {
    const { refresh } = (await login('acme', 'spectator', 'Acme#2026')).json<Tokens>();
    const answers = await Promise.all(
      [0, 1].map(() =>
        context.request({
          tenant: 'acme',
          method: 'POST',
          url: '/authentication/token/refresh/',
          payload: { refresh },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('finding 7: CORS and headers', () => {
  it('answers only the console’s origins', async () => {
    for (const origin of [
      'https://evil.example',
      'http://demo.localhost:5173.evil.example',
      'null',
    ]) {
      const preflight = await context.request({
        method: 'OPTIONS',
        url: '/projects/',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const actual = await context.request({
        method: 'POST',
        url: '/authentication/login/',
        payload: { username: 'admin', password: 'Demo#2026' },
        headers: { origin },
      });
      expect(actual.headers['access-control-allow-origin']).toBeUndefined();
      expect(actual.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const console = await context.request({
      method: 'GET',
      url: '/health/',
      tenant: 'acme',
      headers: { origin: 'http://acme.localhost:5173' },
    });
    expect(console.headers['access-control-allow-origin']).toBe('http://acme.localhost:5173');
  });

  it('follows CONSOLE_URL’s pattern and CORS_ORIGINS', async () => {
    const app = await otherServer({
      consoleUrl: 'https://{tenant}.console.example.com',
      corsOrigins: ['http://localhost:6006'],
    });
    try {
      const allowed = async (origin: string) =>
        (
          await app.inject({
            method: 'GET',
            url: '/health/',
            headers: { host: 'demo.localhost', origin },
          })
        ).headers['access-control-allow-origin'];
      expect(await allowed('https://demo.console.example.com')).toBe(
        'https://demo.console.example.com',
      );
      expect(await allowed('http://localhost:6006')).toBe('http://localhost:6006');
      expect(await allowed('http://demo.localhost:5173')).toBeUndefined();
      expect(await allowed('https://a.b.console.example.com')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('marks API answers nosniff and no-store', async () => {
    const token = await context.token('demo', 'spectator');
    for (const response of [
      await context.request({ method: 'GET', url: '/projects/', token }),
      await context.request({ method: 'GET', url: '/projects/' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('finding 9: canonical token signatures and known hosts', () => {
  it('refuses another spelling of a valid signature', async () => {
    const { access } = (await login('demo', 'operator', 'Demo#2026')).json<Tokens>();
    const [head, body, sig] = access.split('.');
    // The last of 43 characters carries 4 bits and 2 unused ones: flip an unused bit.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1) ?? 'A');
    const twin = sig.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    const valid = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: access,
    });
    expect(valid.statusCode).toBe(200);
    for (const variant of [twin, `${sig}=`, `${sig.slice(0, 20)}!${sig.slice(20)}`, `${sig}A`]) {
      const response = await context.request({
        method: 'GET',
        url: '/authentication/user/',
        token: `${head}.${body}.${variant}`,
      });
      expect(response.statusCode, variant).toBe(401);
    }
  });

  it('answers only hosts under the API domain and never echoes another into file links', async () => {
    for (const host of [
      'demo.evil.example',
      'demo.localhost.evil.example',
      'evil.example',
      'demo.localhost:8787@evil.example',
      'demo.localhost:x',
      '203.0.113.5',
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/health/',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(404);
    }
    for (const host of [
      'demo.localhost',
      'DEMO.localhost:8787',
      'localhost',
      '127.0.0.1:8787',
      '[::1]:8787',
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/health/',
        headers: { host },
      });
      expect(response.json(), host).toEqual({ status: 'ok', tenant: 'demo' });
    }
    const app = await otherServer({ apiDomain: 'api.example.com' });
    try {
      const ok = await app.inject({
        method: 'GET',
        url: '/health/',
        headers: { host: 'acme.api.example.com' },
      });
      expect(ok.json()).toEqual({ status: 'ok', tenant: 'acme' });
      const other = await app.inject({
        method: 'GET',
        url: '/health/',
        headers: { host: 'acme.localhost' },
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('finding 2: timestamps out of PostgreSQL’s range', () => {
  async function anyConfiguration() {
    const row = await context.db.one<{ id: number; project_id: number }>(
      "SELECT id, project_id FROM alarm_configurations WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
    );
    if (!row) throw new Error('no alarm configuration in the demo data');
    return row;
  }

  it('answers 400, not 500, to year 0000, year 9999 that is 10000 in UTC, and anything outside 1970–2099', async () => {
    const token = await context.token('demo', 'admin');
    const configuration = await anyConfiguration();
    for (const triggered_at of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00',
      '1969-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      '2099-12-31T23:30:00-01:00',
    ]) {
      const response = await context.request({
        method: 'POST',
        url: `/alerts/entries/${configuration.project_id}/`,
        token,
        payload: { alarm_configuration: configuration.id, triggered_value: 1, triggered_at },
      });
      expect(response.statusCode, triggered_at).toBe(400);
      expect(response.json()).toEqual({
        triggered_at: ['Enter a date and time from 1970-01-01 to 2099-12-31 (UTC).'],
      });
    }
    const created = await context.request({
      method: 'POST',
      url: `/alerts/entries/${configuration.project_id}/`,
      token,
      payload: { alarm_configuration: configuration.id, triggered_value: 1 },
    });
    expect(created.statusCode).toBe(201);
    for (const triggered_at of ['1970-01-01T00:00:00Z', '2099-12-31T23:59:59Z']) {
      const edge = await context.request({
        method: 'POST',
        url: `/alerts/entries/${configuration.project_id}/`,
        token,
        payload: { alarm_configuration: configuration.id, triggered_value: 1, triggered_at },
      });
      expect(edge.statusCode, triggered_at).toBe(201);
    }
    const id = created.json<{ id: number }>().id;
    const resolved = await context.request({
      method: 'PATCH',
      url: `/alerts/entries/${id}/`,
      token,
      payload: { is_resolved: true, resolved_at: '9999-12-31T23:59:59-14:00' },
    });
    expect(resolved.statusCode).toBe(400);
  });

  it('never answers 500 to any date-time in a write (fast-check)', async () => {
    const token = await context.token('demo', 'admin');
    const configuration = await anyConfiguration();
    const created = await context.request({
      method: 'POST',
      url: `/alerts/entries/${configuration.project_id}/`,
      token,
      payload: { alarm_configuration: configuration.id, triggered_value: 2 },
    });
    const id = created.json<{ id: number }>().id;
    const offset = fc
      .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
      .map(([sign, hours, minutes]) =>
        hours === 0 && minutes === 0 && sign === '+'
          ? 'Z'
          : `${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
      );
    const dateTime = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        offset,
      )
      .map(
        ([year, month, day, hour, minute, zone]) =>
          `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:59${zone}`,
      );
    await fc.assert(
      fc.asyncProperty(dateTime, dateTime, async (triggered_at, resolved_at) => {
        const write = await context.request({
          method: 'POST',
          url: `/alerts/entries/${configuration.project_id}/`,
          token,
          payload: { alarm_configuration: configuration.id, triggered_value: 3, triggered_at },
        });
        expect([201, 400], `${triggered_at} → ${write.body}`).toContain(write.statusCode);
        const patch = await context.request({
          method: 'PATCH',
          url: `/alerts/entries/${id}/`,
          token,
          payload: { resolved_at },
        });
        expect([200, 400], `${resolved_at} → ${patch.body}`).toContain(patch.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

describe('finding 8: re-inviting an address', () => {
  it('does not let a manager rewrite an admin’s pending invite', async () => {
    const admin = await context.token('demo', 'admin');
    const manager = await context.token('demo', 'manager');
    const invite = (token: string, permission_type: string) =>
      context.request({
        method: 'POST',
        url: '/users/invite/',
        token,
        payload: { email: 'future.admin@example.com', permission_type },
      });
    const created = await invite(admin, 'company_admin');
    expect(created.statusCode).toBe(201);
    const rewritten = await invite(manager, 'company_operator');
    expect(rewritten.statusCode).toBe(403);
    const stored = await context.db.one<{ permission_type: string; invited_by: number }>(
      "SELECT permission_type, invited_by FROM invites WHERE lower(email) = 'future.admin@example.com'",
    );
    expect(stored?.permission_type).toBe('company_admin');
    // A manager may still send again an invite within its own rights.
    expect((await invite(admin, 'company_operator')).statusCode).toBe(200);
    expect((await invite(manager, 'company_spectator')).statusCode).toBe(200);
  });
});

describe('finding 9: bidirectional controls in names', () => {
  const RLO = '\u202e';

  it('strips them from project, user and document names', async () => {
    const admin = await context.token('demo', 'admin');
    const project = await context.request({
      method: 'POST',
      url: '/projects/',
      token: admin,
      payload: { name: `Invoice${RLO}fdp.exe`, city: 'Beograd' },
    });
    if (project.statusCode === 201) {
      expect(project.json<{ name: string }>().name).toBe('Invoicefdp.exe');
    } else {
      // Whatever else the project needs, the name is never stored with the control.
      const stored = await context.db.query<{ name: string }>(
        "SELECT name FROM projects WHERE name LIKE '%' || chr(8238) || '%'",
      );
      expect(stored).toHaveLength(0);
    }
    const me = await context.request({
      method: 'PATCH',
      url: '/authentication/user/',
      token: admin,
      payload: { first_name: `Ana\u2066${RLO}`, last_name: `\u200fJović` },
    });
    expect(me.json()).toMatchObject({ first_name: 'Ana', last_name: 'Jović' });
    const users = await context.db.query(
      `SELECT id FROM users WHERE first_name ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f]'
          OR last_name ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f]'`,
    );
    expect(users).toHaveLength(0);
  });

  it('strips them from a document’s name and file name (multipart)', async () => {
    const manager = await context.token('demo', 'manager');
    const project = await context.db.one<{ id: number }>(
      "SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
    );
    const form = multipart(
      { name: `Service${RLO}txt.exe`, document_type: 'service', projects: project?.id ?? 0 },
      { file: { filename: `note${RLO}txt.exe\u2069.txt`, data: Buffer.from('Servis: filter.\n') } },
    );
    const uploaded = await context.request({
      method: 'POST',
      url: '/documents/',
      token: manager,
      ...form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<{ name: string }>().name).toBe('Servicetxt.exe');
    const stored = await context.db.one<{ original_name: string }>(
      'SELECT original_name FROM documents WHERE id = $1',
      [uploaded.json<{ id: number }>().id],
    );
    expect(stored?.original_name).toBe('notetxt.exe.txt');
  });
});
