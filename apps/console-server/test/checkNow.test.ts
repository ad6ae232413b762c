import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { DeviceLink } from '../src/devices/link';
import { Poller } from '../src/poller/poller';
import { loadDevices, type StoredDevice } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';

/**
 * Check now (issue 30): a device back after some minutes offline stayed "Offline" for its backoff.
 * POST /devices/{id}/check-now/ resets the backoff and polls it at once, done by the instance that
 * holds the device's lease (here another poller than the server's own, on the same database).
 */
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  // Long enough that nothing but Check now reconnects within the test.
  backoffMinMs: 120_000,
  backoffMaxMs: 120_000,
};
const clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let manager: string;
let heatPump: StoredDevice;
let other: Poller;
let link: DeviceLink;

beforeAll(async () => {
  context = await createTestContext({ now: () => clock, emulator: true, modbus: TIMEOUTS });
  manager = await context.token('demo', 'manager');
  const found = (await loadDevices(context.db, 'demo')).find((device) => device.row.is_single_unit);
  if (!found) throw new Error('the demo has no heat pump');
  heatPump = found;
  // The heat pump alone: every poll is quick on a busy machine too.
  for (const tenant of ['demo', 'acme'] as const) {
    const token = await context.token(tenant, 'manager');
    for (const device of await loadDevices(context.db, tenant)) {
      if (device.id === heatPump.id) continue;
      const removed = await context.request({
        method: 'DELETE',
        url: `/devices/${device.id}/`,
        token,
        tenant,
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
  }
  // The server's own poller gives its leases up: another instance polls every device.
  await context.app.poller.stop();
  link = new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS);
  other = new Poller(context.db, {
    link,
    instance: 'the-other-instance',
    now: () => clock,
    onError: (error) => {
      throw error;
    },
  });
}, 120_000);
afterAll(async () => {
  await other.stop();
  link.close();
  await context.close();
});

function checkNow(id: number, token?: string, tenant?: string) {
  return context.request({ method: 'POST', url: `/devices/${id}/check-now/`, token, tenant });
}
async function statusOf(id: number) {
  return (await context.request({ url: `/devices/${id}/status/`, token: manager })).json<{
    state: string;
    last_error: string | null;
  }>();
}

describe('POST /devices/{id}/check-now/', () => {
  it('polls an offline device at once, past its backoff, on the instance that holds its lease', async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    await emulator.stop();
    try {
      for (let failed = 1; failed <= 3; failed += 1) await other.pollAll();
      expect(await statusOf(heatPump.id)).toMatchObject({ state: 'offline' });
    } finally {
      await emulator.start();
    }
    // The device is back; its gateway waits out the backoff, so a poll now still fails.
    await other.pollAll();
    expect(await statusOf(heatPump.id)).toMatchObject({ state: 'offline' });
    other.start();
    const answer = await checkNow(heatPump.id, manager);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      checked: true,
      status: { state: 'online', last_seen: clock.toISOString(), last_error: null },
    });
    expect(await statusOf(heatPump.id)).toMatchObject({ state: 'online' });
  }, 120_000);

  it('answers the reason when the device still does not answer', async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    await emulator.stop();
    try {
      const answer = await checkNow(heatPump.id, manager);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        checked: true,
        // The stop may close the connection under the poll, or the poll finds the port closed.
        status: {
          last_error: expect.stringMatching(
            /^Connection (refused|closed by the device)$/,
          ) as string,
        },
      });
    } finally {
      await emulator.start();
    }
  }, 60_000);

  it('is for edit_projects only, and never reaches another tenant’s device', async () => {
    expect((await checkNow(heatPump.id)).statusCode).toBe(401);
    for (const user of ['operator', 'spectator'] as const) {
      const token = await context.token('demo', user);
      expect((await checkNow(heatPump.id, token)).statusCode, user).toBe(403);
    }
    const acme = await context.token('acme', 'manager');
    const foreign = await checkNow(heatPump.id, acme, 'acme');
    expect(foreign.statusCode).toBe(404);
    expect((await checkNow(999_999, manager)).statusCode).toBe(404);
    expect((await checkNow(Number.NaN, manager)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await checkNow(Number.NaN, manager)).statusCode).toBeLessThan(500);
    // No request was left behind for the foreign device's id in the other tenant.
    const pending = await context.db.query(
      `SELECT device_id FROM device_status WHERE check_requested_at IS NOT NULL AND tenant_id = 'acme'`,
    );
    expect(pending).toEqual([]);
  }, 60_000);
});
