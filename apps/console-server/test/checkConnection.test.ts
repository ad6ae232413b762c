import { DEVICE_MESSAGES } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../src/auth/rateLimit';
import { limitConnectionCheck } from '../src/devices/connectionCheck';
import { createTestContext, type TestContext } from './helpers';

/**
 * POST /devices/check-connection/ against the demo's emulator: the answer says how long the device
 * took ('Answered in 12 ms') or why it did not answer; names the model a device answers as when the
 * chosen one's registers are refused; gives the systems a device reports; is limited per user and per
 * company, and every check is logged.
 */
let context: TestContext;
let token: string;
let clock = new Date('2026-03-02T10:00:05Z');
const logLines: Record<string, unknown>[] = [];

interface DemoDevice {
  id: number;
  port: number;
  modbus_unit: number;
  model_key: string;
}
let device: DemoDevice;
const deviceOf = async (model: string) => {
  const [found] = await context.db.query<DemoDevice>(
    `SELECT id, port, modbus_unit, model_key FROM devices
      WHERE tenant_id = 'demo' AND host = '127.0.0.1' AND model_key = $1 ORDER BY id LIMIT 1`,
    [model],
  );
  return found;
};

beforeAll(async () => {
  context = await createTestContext({
    emulator: true,
    now: () => clock,
    logStream: {
      write: (line: string) => {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  token = await context.token('demo', 'manager');
  // A demo device at the emulator: the emulator answers its unit as that device's model.
  [device] = await context.db.query<DemoDevice>(
    "SELECT id, port, modbus_unit, model_key FROM devices WHERE tenant_id = 'demo' AND host = '127.0.0.1' ORDER BY id LIMIT 1",
  );
});
afterAll(() => context.close());

interface Answer {
  ok: boolean;
  detail: string;
  suggested_model?: { key: string; name: string };
  layout?: { systems: { unit: number; indoor_units: number[] }[] };
}

const check = (connection: object, model = device.model_key, as = token) =>
  context.request({
    method: 'POST',
    url: '/devices/check-connection/',
    token: as,
    payload: {
      model,
      connection: {
        host: '127.0.0.1',
        port: device.port,
        unit: device.modbus_unit,
        poll_interval: 60,
        ...connection,
      },
    },
  });

describe('Check Connection', () => {
  it('answers how long the device took', async () => {
    const response = await check({});
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.ok).toBe(true);
    expect(answer.detail).toMatch(/^Answered in \d+ ms$/);
  });

  it('says why when nothing listens, and suggests nothing', async () => {
    const response = await check({ port: 1 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.ok).toBe(false);
    expect(answer.detail).not.toMatch(/^Answered/);
    expect(answer.suggested_model).toBeUndefined();
  });

  it('names the model the device answers as when the chosen model is refused', async () => {
    const gree = await deviceOf('gree-gmv6');
    const daikin = await deviceOf('daikin-altherma-3');
    const asMidea = await check({ port: gree.port, unit: gree.modbus_unit }, 'midea-vrf-v6');
    expect(asMidea.json<Answer>()).toEqual({
      ok: false,
      detail: 'Illegal data address (exception 02)',
      suggested_model: { key: 'gree-gmv6', name: 'Gree GMV6 GMV-Pro' },
    });
    const heatPump = await check({ port: daikin.port, unit: daikin.modbus_unit }, 'gree-gmv6');
    expect(heatPump.json<Answer>()).toMatchObject({
      ok: false,
      suggested_model: { key: 'daikin-altherma-3', name: 'Daikin Altherma 3 EHBX-H' },
    });
  });

  it('suggests nothing when no known model answers (a unit nobody answers for)', async () => {
    const response = await check({ unit: 247 }, 'midea-vrf-v6');
    const answer = response.json<Answer>();
    expect(answer.ok).toBe(false);
    expect(answer.suggested_model).toBeUndefined();
  });

  it('gives the systems and indoor units the device reports', async () => {
    for (const model of ['midea-vrf-v6', 'gree-gmv6']) {
      const vrf = await deviceOf(model);
      const units = await context.db.query<{ system: number; indoor: number }>(
        `SELECT o.unit AS system, i.unit AS indoor FROM outdoor_units o
           JOIN indoor_units i ON i.outdoor_unit_id = o.id
          WHERE o.device_id = $1 ORDER BY o.unit, i.unit`,
        [vrf.id],
      );
      const expected = [...new Set(units.map((row) => row.system))].map((system) => ({
        unit: system,
        indoor_units: units.filter((row) => row.system === system).map((row) => row.indoor),
      }));
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const response = await check({ port: vrf.port, unit: vrf.modbus_unit }, model);
      const answer = response.json<Answer>();
      expect(answer.ok).toBe(true);
      expect(answer.layout).toEqual({ systems: expected });
    }
    // A single-unit model has no systems to report.
    const daikin = await deviceOf('daikin-altherma-3');
    const single = await check({ port: daikin.port, unit: daikin.modbus_unit }, daikin.model_key);
    expect(single.json<Answer>().ok).toBe(true);
    expect(single.json<Answer>().layout).toBeUndefined();
  });

  it('refuses a host outside DEVICE_NETWORKS with a sentence for people, the detail in the log', async () => {
    const response = await check({ host: '10.20.30.40' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'connection.host': [DEVICE_MESSAGES.HOST_NOT_ALLOWED] });
    expect(DEVICE_MESSAGES.HOST_NOT_ALLOWED).toBe(
      'This server may not connect to that network; ask the operator to allow it',
    );
    expect(response.body).not.toContain('DEVICE_NETWORKS');
    const refused = logLines.find(
      (line) => typeof line.msg === 'string' && line.msg.includes('outside DEVICE_NETWORKS'),
    );
    expect(refused).toMatchObject({ host: '10.20.30.40', addresses: ['10.20.30.40'] });
    expect(refused?.msg).toContain('127.0.0.0/8');
  });

  it('logs every check: user, company, host, port and outcome', async () => {
    const checks = logLines.filter((line) => line.event === 'check_connection');
    const manager = await context.db.one<{ id: number }>(
      "SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'manager'",
    );
    expect(checks.length).toBeGreaterThanOrEqual(7);
    for (const line of checks) {
      expect(line).toMatchObject({ user: manager?.id, tenant: 'demo' });
      expect(typeof line.host).toBe('string');
    }
    const outcomes = checks.map((line) => [line.port, line.outcome]);
    expect(outcomes).toContainEqual([device.port, 'answered']);
    expect(outcomes).toContainEqual([1, 'refused']);
    expect(outcomes).toContainEqual([device.port, 'exception']);
    expect(checks.map((line) => line.outcome)).toContain('host_refused');
  });
});

describe('Check Connection limits', () => {
  it('answers 429 with Retry-After and a sentence after 12 checks a minute by one user', async () => {
    clock = new Date('2026-03-02T10:01:15Z');
    const admin = await context.token('demo', 'admin');
    for (let index = 0; index < 12; index += 1) {
      const allowed = await check({ port: 1 }, device.model_key, admin);
      expect(allowed.statusCode).toBe(200);
    }
    clock = new Date('2026-03-02T10:01:20Z');
    const refused = await check({}, device.model_key, admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('55');
    expect(refused.json()).toEqual({
      detail: 'Too many connection checks. Try again in 55 s.',
    });
    // Refused checks do not push the wait further: a minute after the last counted one, it goes on.
    clock = new Date('2026-03-02T10:02:05Z');
    const stillRefused = await check({}, device.model_key, admin);
    expect(stillRefused.headers['retry-after']).toBe('10');
    // Another user of the company is not limited by this one.
    expect((await check({})).statusCode).toBe(200);
    clock = new Date('2026-03-02T10:02:15Z');
    expect((await check({}, device.model_key, admin)).statusCode).toBe(200);
    const limited = logLines.filter(
      (line) => line.event === 'check_connection' && line.outcome === 'rate_limited',
    );
    expect(limited).toHaveLength(2);
    expect(limited[0]).toMatchObject({ tenant: 'demo', host: '127.0.0.1', port: device.port });
  });

  it('limits the company as a whole, whoever checks', async () => {
    const limits = new RateLimits(context.db);
    const settings = { perUser: 3, perTenant: 5, windowMs: 60_000 };
    const at = new Date('2026-03-02T11:00:00Z');
    const results = [];
    for (let user = 1; user <= 3; user += 1)
      for (let index = 0; index < 2; index += 1)
        results.push(
          await limitConnectionCheck(limits, { tenant: 'limit-test', userId: user }, at, settings),
        );
    expect(results.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(results[5]).toEqual({
      retryAfter: 60,
      detail: 'Too many connection checks. Try again in 60 s.',
    });
    // Another company is not limited by this one.
    expect(
      await limitConnectionCheck(limits, { tenant: 'other', userId: 1 }, at, settings),
    ).toBeUndefined();
    // A user past their own limit is refused without using up the company's checks: 3 counted for
    // user 9, then user 10 and 11 make the company's 5; user 12 is the 6th.
    const user = { tenant: 'limit-user', userId: 9 };
    for (let index = 0; index < 3; index += 1)
      expect(await limitConnectionCheck(limits, user, at, settings)).toBeUndefined();
    expect(await limitConnectionCheck(limits, user, at, settings)).toMatchObject({
      retryAfter: 60,
    });
    for (const userId of [10, 11])
      expect(
        await limitConnectionCheck(limits, { tenant: 'limit-user', userId }, at, settings),
      ).toBeUndefined();
    expect(
      await limitConnectionCheck(limits, { tenant: 'limit-user', userId: 12 }, at, settings),
    ).toMatchObject({ retryAfter: 60 });
    // A minute after the last counted check the company may check again.
    const later = new Date(at.getTime() + 61_000);
    expect(
      await limitConnectionCheck(limits, { tenant: 'limit-user', userId: 12 }, later, settings),
    ).toBeUndefined();
  });
});
