// The gateway routes (DECISIONS.md "Edge gateways (MQTT)"): create with a once-shown enrolment token,
// list, read, rename, revoke, renew a token; public enrolment, once, rate-limited; roles and tenancy.
import { TEXT_MESSAGES } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { hashToken } from '../src/auth/tokens';
import { loadAllDevices } from '../src/poller/repository';
import { ENROL_LIMIT_PER_ADDRESS, GATEWAY_NAME_MAX } from '../src/routes/gateways/routes';
import { ENROLMENT_TOKEN_MS, GATEWAY_MESSAGES } from '../src/gateways/service';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

const START = new Date('2026-11-28T10:00:00Z');
let clock = START.getTime();

interface Gateway {
  id: number;
  name: string;
  project: number;
  state: string;
  last_seen: string | null;
  version: string | null;
  clock_skew_ms: number | null;
  backlog: { polls: number; oldest_at: string | null };
  dropped_polls: number;
  devices: number;
}
interface Created extends Gateway {
  enrolment: { token: string; expires_at: string; command: string };
}

let context: TestContext;
let admin: string;
let manager: string;
let operator: string;
let spectator: string;
let acmeAdmin: string;
let demoProject: number;
let acmeProject: number;
/** Each enrolment test its own client address, so their failures count apart. */
let address = 1;
const nextAddress = () => `10.0.0.${address++}`;

async function projectOf(tenant: string): Promise<number> {
  const row = await context.db.one<{ id: number }>(
    'SELECT id FROM projects WHERE tenant_id = $1 ORDER BY id LIMIT 1',
    [tenant],
  );
  return row!.id;
}

async function create(name: string, token = admin, project = demoProject) {
  return context.request({
    method: 'POST',
    url: `/projects/${project}/gateways/`,
    token,
    payload: { name },
  });
}

async function enrol(token: string, remoteAddress = nextAddress(), tenant = 'demo') {
  return context.request({
    tenant,
    method: 'POST',
    url: '/gateways/enrol/',
    payload: { token },
    remoteAddress,
  });
}

beforeAll(async () => {
  context = await createTestContext({ now: () => new Date(clock) });
  [admin, manager, operator, spectator, acmeAdmin] = await Promise.all([
    context.token('demo', 'admin'),
    context.token('demo', 'manager'),
    context.token('demo', 'operator'),
    context.token('demo', 'spectator'),
    context.token('acme', 'admin'),
  ]);
  demoProject = await projectOf('demo');
  acmeProject = await projectOf('acme');
});

afterAll(() => context.close());

describe('creating a gateway', () => {
  it('answers 201 with the gateway and its enrolment, shown once, and stores only the hash', async () => {
    const response = await create('  Boiler room  ');
    expect(response.statusCode).toBe(201);
    const gateway = response.json<Created>();
    expect(gateway).toMatchObject({
      name: 'Boiler room',
      project: demoProject,
      state: 'unknown',
      last_seen: null,
      version: null,
      clock_skew_ms: null,
      backlog: { polls: 0, oldest_at: null },
      dropped_polls: 0,
      devices: 0,
    });
    const { token, expires_at, command } = gateway.enrolment;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime()).toBe(clock + ENROLMENT_TOKEN_MS);
    expect(command).toBe(
      `hvac-edge enrol --api http://demo.localhost:8787 --token ${token} --data /var/lib/hvac-edge`,
    );
    const stored = await context.db.one<{ enrolment_token_hash: string }>(
      'SELECT enrolment_token_hash FROM gateways WHERE id = $1',
      [gateway.id],
    );
    expect(stored!.enrolment_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Shown once: neither the list nor the detail carries a token.
    const list = await context.request({
      url: `/projects/${demoProject}/gateways/`,
      token: spectator,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json<Gateway[]>().map((item) => item.id)).toContain(gateway.id);
    const detail = await context.request({ url: `/gateways/${gateway.id}/`, token: operator });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('enrolment');
    expect(detail.body).not.toContain(token);
  });

  it('lets a manager create one, never an operator or a spectator', async () => {
    expect((await create('By the manager', manager)).statusCode).toBe(201);
    for (const token of [operator, spectator]) {
      const response = await create('Not allowed', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to do this.' });
    }
  });

  it('refuses a missing, blank, too long or control-character name with a field message', async () => {
    const cases: [unknown, string][] = [
      [{}, GATEWAY_MESSAGES.NAME_REQUIRED],
      [{ name: '   ' }, GATEWAY_MESSAGES.NAME_REQUIRED],
      [{ name: 42 }, GATEWAY_MESSAGES.NAME_REQUIRED],
      [
        { name: 'x'.repeat(GATEWAY_NAME_MAX + 1) },
        `A gateway's name has at most ${GATEWAY_NAME_MAX} characters.`,
      ],
      [{ name: 'Roof\u0007top' }, TEXT_MESSAGES.CONTROL_CHARACTERS],
      [{ name: 'Roof\ntop' }, TEXT_MESSAGES.CONTROL_CHARACTERS],
    ];
    for (const [payload, message] of cases) {
      const response = await context.request({
        method: 'POST',
        url: `/projects/${demoProject}/gateways/`,
        token: admin,
        payload: payload as Record<string, unknown>,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ name: string[] }>().name).toEqual([message]);
    }
    const notJson = await context.request({
      method: 'POST',
      url: `/projects/${demoProject}/gateways/`,
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await create('x'.repeat(GATEWAY_NAME_MAX))).statusCode).toBe(201);
  });

  it("answers 404 for another tenant's project, an unknown one and a malformed id", async () => {
    expect((await create('Elsewhere', admin, acmeProject)).statusCode).toBe(404);
    expect((await create('Nowhere', admin, 999999)).statusCode).toBe(404);
    for (const url of ['/projects/0x1/gateways/', '/projects/abc/gateways/']) {
      expect((await context.request({ url, token: admin })).statusCode).toBe(404);
    }
  });
});

describe('a gateway', () => {
  it('is renamed by an admin (trimmed) and never by an operator or a spectator', async () => {
    const { id } = (await create('Old name')).json<Created>();
    const renamed = await context.request({
      method: 'PATCH',
      url: `/gateways/${id}/`,
      token: admin,
      payload: { name: ' New name ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Gateway>().name).toBe('New name');
    for (const token of [operator, spectator]) {
      const refused = await context.request({
        method: 'PATCH',
        url: `/gateways/${id}/`,
        token,
        payload: { name: 'Mine' },
      });
      expect(refused.statusCode).toBe(403);
    }
    const noBody = await context.request({
      method: 'PATCH',
      url: `/gateways/${id}/`,
      token: admin,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ name: [GATEWAY_MESSAGES.NAME_REQUIRED] });
    const blank = await context.request({
      method: 'PATCH',
      url: `/gateways/${id}/`,
      token: admin,
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [GATEWAY_MESSAGES.NAME_REQUIRED] });
    const detail = await context.request({ url: `/gateways/${id}/`, token: spectator });
    expect(detail.json<Gateway>().name).toBe('New name');
  });

  it('of another tenant is 404 to read, rename, revoke and renew', async () => {
    const { id } = (await create('Acme cannot see me')).json<Created>();
    const requests = [
      { method: 'GET' as const, url: `/gateways/${id}/` },
      { method: 'PATCH' as const, url: `/gateways/${id}/`, payload: { name: 'Taken' } },
      { method: 'DELETE' as const, url: `/gateways/${id}/` },
      { method: 'POST' as const, url: `/gateways/${id}/enrolment/` },
    ];
    for (const request of requests) {
      const response = await context.request({ ...request, tenant: 'acme', token: acmeAdmin });
      expect(response.statusCode, request.method).toBe(404);
    }
    const acmeList = await context.request({
      tenant: 'acme',
      url: `/projects/${acmeProject}/gateways/`,
      token: acmeAdmin,
    });
    expect(acmeList.json<Gateway[]>().map((gateway) => gateway.id)).not.toContain(id);
    const still = await context.request({ url: `/gateways/${id}/`, token: admin });
    expect(still.json<Gateway>().name).toBe('Acme cannot see me');
  });

  it('is revoked by an admin: gone from the list, 404 after, its devices back to unknown', async () => {
    const { id, enrolment } = (await create('To revoke')).json<Created>();
    const device = await context.db.one<{ id: number }>(
      `SELECT d.id FROM devices d WHERE d.tenant_id = 'demo' AND d.project_id = $1 ORDER BY d.id LIMIT 1`,
      [demoProject],
    );
    await context.db.query('UPDATE devices SET gateway_id = $1 WHERE id = $2', [id, device!.id]);
    await context.db.query(
      `INSERT INTO device_status (device_id, tenant_id, state) VALUES ($1, 'demo', 'online')
       ON CONFLICT (device_id) DO UPDATE SET state = 'online'`,
      [device!.id],
    );
    const counted = await context.request({ url: `/gateways/${id}/`, token: admin });
    expect(counted.json<Gateway>().devices).toBe(1);
    // The server's poller leaves a device behind a gateway to that gateway.
    const polled = (await loadAllDevices(context.db)).map((stored) => stored.id);
    expect(polled).not.toContain(device!.id);
    expect(polled.length).toBeGreaterThan(0);

    for (const token of [operator, spectator]) {
      const refused = await context.request({ method: 'DELETE', url: `/gateways/${id}/`, token });
      expect(refused.statusCode).toBe(403);
    }
    const revoked = await context.request({
      method: 'DELETE',
      url: `/gateways/${id}/`,
      token: admin,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await context.request({ url: `/gateways/${id}/`, token: admin })).statusCode).toBe(404);
    expect(
      (await context.request({ method: 'DELETE', url: `/gateways/${id}/`, token: admin }))
        .statusCode,
    ).toBe(404);
    const list = await context.request({ url: `/projects/${demoProject}/gateways/`, token: admin });
    expect(list.json<Gateway[]>().map((gateway) => gateway.id)).not.toContain(id);
    const status = await context.db.one<{ state: string }>(
      'SELECT state FROM device_status WHERE device_id = $1',
      [device!.id],
    );
    expect(status!.state).toBe('unknown');
    // Its token never works again.
    const late = await enrol(enrolment.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_UNKNOWN] });
    await context.db.query('UPDATE devices SET gateway_id = NULL WHERE id = $1', [device!.id]);
  });
});

describe('enrolment', () => {
  it('answers the MQTT credentials once, then the token is spent', async () => {
    const { id, enrolment } = (await create('Enrols')).json<Created>();
    const response = await enrol(enrolment.token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      gateway: number;
      tenant: string;
      mqtt: { url: string; username: string; password: string };
    }>();
    expect(answer).toMatchObject({ gateway: id, tenant: 'demo' });
    expect(answer.mqtt.url).toMatch(/^mqtt:\/\/demo\.localhost:\d+$/);
    expect(answer.mqtt.username).toBe(`gateway-${id}.demo`);
    expect(answer.mqtt.password.length).toBeGreaterThanOrEqual(43);
    const stored = await context.db.one<{ mqtt_password_hash: string }>(
      'SELECT mqtt_password_hash FROM gateways WHERE id = $1',
      [id],
    );
    expect(stored!.mqtt_password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(answer.mqtt.password, stored!.mqtt_password_hash)).toBe(true);

    const again = await enrol(enrolment.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_SPENT] });
    expect(again.body).not.toContain(answer.mqtt.password);

    // An enrolled gateway gets no new token.
    const renew = await context.request({
      method: 'POST',
      url: `/gateways/${id}/enrolment/`,
      token: admin,
    });
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toEqual({ detail: GATEWAY_MESSAGES.ALREADY_ENROLLED });
  });

  it('needs no sign-in but the right tenant: a token of demo is unknown to acme', async () => {
    const { enrolment } = (await create('Tenant bound')).json<Created>();
    const elsewhere = await enrol(enrolment.token, nextAddress(), 'acme');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_UNKNOWN] });
    expect((await enrol(enrolment.token)).statusCode).toBe(200);
  });

  it('refuses an expired token, and a renewed token replaces it', async () => {
    const { id, enrolment } = (await create('Late')).json<Created>();
    clock += ENROLMENT_TOKEN_MS;
    try {
      const expired = await enrol(enrolment.token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_EXPIRED] });
    } finally {
      // Back to the time of the signed-in tokens (access tokens last 15 minutes).
      clock = START.getTime();
    }
    for (const token of [operator, spectator]) {
      const refused = await context.request({
        method: 'POST',
        url: `/gateways/${id}/enrolment/`,
        token,
      });
      expect(refused.statusCode).toBe(403);
    }
    const renewed = await context.request({
      method: 'POST',
      url: `/gateways/${id}/enrolment/`,
      token: admin,
    });
    expect(renewed.statusCode).toBe(201);
    const next = renewed.json<{ enrolment: Created['enrolment'] }>().enrolment;
    expect(next.token).not.toBe(enrolment.token);
    expect(new Date(next.expires_at).getTime()).toBe(clock + ENROLMENT_TOKEN_MS);
    expect(next.command).toContain(`--token ${next.token} `);
    const old = await enrol(enrolment.token);
    expect(old.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_UNKNOWN] });
    expect((await enrol(next.token)).statusCode).toBe(200);
  });

  it('refuses bad input with 400, never 500', async () => {
    const payloads: unknown[] = [{}, { token: '' }, { token: 5 }, { token: 'x'.repeat(500) }, []];
    for (const payload of payloads) {
      const response = await context.request({
        method: 'POST',
        url: '/gateways/enrol/',
        payload: payload as Record<string, unknown>,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noBody = await context.request({
      method: 'POST',
      url: '/gateways/enrol/',
      remoteAddress: nextAddress(),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ token: [GATEWAY_MESSAGES.TOKEN_REQUIRED] });
  });

  it('is rate-limited per client address like sign-in, counting failures only', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < ENROL_LIMIT_PER_ADDRESS; attempt += 1) {
      const response = await enrol(`wrong-token-${attempt}`, from);
      expect(response.statusCode).toBe(400);
    }
    const { enrolment } = (await create('Patient')).json<Created>();
    const limited = await enrol(enrolment.token, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: GATEWAY_MESSAGES.TOO_MANY_ENROLMENTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, and the limited attempt did not spend the token.
    expect((await enrol(enrolment.token, nextAddress())).statusCode).toBe(200);
  });
});
