import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { databaseEmulator } from '../src/emulator/database';
import type { Emulator } from '../src/emulator/emulator';
import { DeviceLink } from '../src/devices/link';
import { Poller } from '../src/poller/poller';
import { insertWrite } from '../src/devices/changeLog';
import { DeviceSimulation } from '../src/simulator/signals';
import { parameterIndex } from '../src/devices/catalog';
import { loadDevices, saveRegisterValue, type StoredDevice } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';
import { freePort } from './modbus';

/**
 * The poller against the in-process emulator with faults: state unknown → online → offline → online,
 * a dead device among the others, exceptions in one span, signed values, writes complete / failed /
 * timed out (DECISIONS "Real devices").
 */
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  backoffMinMs: 100,
  backoffMaxMs: 300,
};
let clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let emulator: Emulator;
let manager: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another poller instance; the app's gives its leases up first (a clean stop). */
async function poller(
  onPolled?: (device: StoredDevice, ok: boolean, ms: number) => void,
): Promise<Poller> {
  await context.app.poller.stop();
  const started = Date.now();
  return new Poller(context.db, {
    link: new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS),
    now: () => clock,
    onPolled: (device, ok) => onPolled?.(device, ok, Date.now() - started),
    onError: (error) => {
      throw error;
    },
  });
}

async function statusOf(id: number) {
  return (await context.request({ url: `/devices/${id}/status/`, token: manager })).json<{
    state: string;
    last_seen: string | null;
    last_error: string | null;
  }>();
}

async function demoDevices(): Promise<StoredDevice[]> {
  return loadDevices(context.db, 'demo');
}

beforeAll(async () => {
  context = await createTestContext({ now: () => clock, emulator: true, modbus: TIMEOUTS });
  if (!context.emulator) throw new Error('no emulator');
  emulator = context.emulator;
  manager = await context.token('demo', 'manager');
}, 120_000);
afterAll(() => context.close());

describe('device state', () => {
  it('is unknown before the first poll, online after it, with the values and last_seen', async () => {
    const [device] = await demoDevices();
    expect(await statusOf(device.id)).toEqual({
      state: 'unknown',
      last_seen: null,
      last_error: null,
    });
    await context.poll();
    expect(await statusOf(device.id)).toEqual({
      state: 'online',
      last_seen: clock.toISOString(),
      last_error: null,
    });
    const listed = await context.request({ url: '/devices/?page_size=100', token: manager });
    const states = listed
      .json<{ results: { status: { state: string } }[] }>()
      .results.map((item) => item.status.state);
    expect(new Set(states)).toEqual(new Set(['online']));
  });

  it('reads signed registers as negative values (a winter night), unsigned ones as they are', async () => {
    const single = (await demoDevices()).find((device) => device.row.is_single_unit);
    if (!single) throw new Error('the demo has no heat pump');
    // A frosty hour for this heat pump: its outdoor temperature (register 42) below zero.
    const simulation = new DeviceSimulation(single);
    const before = clock;
    let time = clock.getTime();
    while ((simulation.valueAt('register', 42, time) ?? 0) >= 0) time += 600_000;
    clock = new Date(time);
    await context.poll();
    const expected = simulation.valueAt('register', 42, time);
    expect(expected).toBeLessThan(0);
    // The clock goes back to when the test's token was issued.
    clock = before;
    const rows = (
      await context.request({ url: `/devices/stats/slim/single/${single.id}/`, token: manager })
    ).json<{ key: string; value: { actual: number; computed: number } }[]>();
    const outdoor = rows.find((row) => row.key === 'outdoor_ambient_temp');
    expect(outdoor?.value.actual).toBe(expected);
    expect(outdoor?.value.computed).toBeLessThan(0);
  });

  it('goes offline after three failed polls, keeps the last values, and comes back after the backoff', async () => {
    const [device] = await demoDevices();
    const before = await statusOf(device.id);
    await emulator.stop();
    try {
      const run = await poller();
      for (const expectedState of ['online', 'online', 'offline']) {
        await run.pollAll();
        const status = await statusOf(device.id);
        expect(status.state).toBe(expectedState);
        expect(status.last_seen).toBe(before.last_seen);
        expect(status.last_error).toMatch(/Connection (refused|closed by the device)/);
        await sleep(350);
      }
      // Stale values, never current: the slim answer still has the last poll's values.
      const slim = (
        await context.request({ url: `/devices/${device.id}/slim/`, token: manager })
      ).json<{ status: { state: string } }>();
      expect(slim.status.state).toBe('offline');
      await emulator.start();
      await sleep(350);
      clock = new Date(clock.getTime() + 60_000);
      await run.pollAll();
      expect(await statusOf(device.id)).toEqual({
        state: 'online',
        last_seen: clock.toISOString(),
        last_error: null,
      });
      await run.stop();
    } finally {
      await emulator.start();
    }
  });
});

describe('isolation', () => {
  it('one dead device among all the demo devices does not delay the others', async () => {
    // 50 devices: the demo's and more heat pumps behind the emulator.
    const seeded = (await demoDevices()).length + (await loadDevices(context.db, 'acme')).length;
    for (let index = 0; index < 50 - seeded; index += 1) {
      const added = await context.request({
        method: 'POST',
        url: `/projects/${(await demoDevices())[0].row.project_id}/devices/`,
        token: manager,
        payload: {
          unit_id: `HP-EXTRA-${index}`,
          model: 'daikin-altherma-3',
          connection: { host: '127.0.0.1', port: emulator.port, unit: 100 + index },
          systems: [],
        },
      });
      expect(added.statusCode).toBe(201);
    }
    const devices = await demoDevices();
    const acme = await loadDevices(context.db, 'acme');
    expect(devices.length + acme.length).toBe(50);
    // The dead one sits behind its own gateway, which never answers.
    const deadPort = await freePort();
    const dead = databaseEmulator(context.db, { port: deadPort, now: () => clock });
    await dead.start();
    dead.setFault('all', { kind: 'silent' });
    const victim = devices[1];
    const patched = await context.request({
      method: 'PATCH',
      url: `/devices/${victim.id}/`,
      token: manager,
      payload: { connection: { port: deadPort } },
    });
    expect(patched.statusCode).toBe(200);
    const finished = new Map<number, { ok: boolean; ms: number }>();
    let othersDone: () => void = () => undefined;
    const others = new Promise<void>((resolve) => {
      othersDone = resolve;
    });
    // The dead gateway's request would wait a minute: the others must all be done meanwhile.
    const link = new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), {
      ...TIMEOUTS,
      requestTimeoutMs: 60_000,
    });
    await context.app.poller.stop();
    const run = new Poller(context.db, {
      link,
      now: () => clock,
      onPolled: (device, ok) => {
        finished.set(device.id, { ok, ms: 0 });
        if ([...finished.keys()].filter((id) => id !== victim.id).length === 49) othersDone();
      },
    });
    const polling = run.pollAll();
    await others;
    expect([...finished].filter(([id]) => id !== victim.id).every(([, result]) => result.ok)).toBe(
      true,
    );
    expect(finished.has(victim.id)).toBe(false);
    link.close();
    await polling;
    expect(finished.get(victim.id)).toMatchObject({ ok: false });
    await run.stop();
    await dead.stop();
    await context.request({
      method: 'PATCH',
      url: `/devices/${victim.id}/`,
      token: manager,
      payload: { connection: { port: emulator.port } },
    });
  });

  it('a device that answers an exception for one span still delivers the others', async () => {
    const device = (await demoDevices()).findLast((candidate) => !candidate.row.is_single_unit);
    if (!device) throw new Error('no VRF');
    const firstRegister = Math.min(
      ...[...(await import('../src/devices/spans')).deviceSpans(device)]
        .filter((span) => span.modbusType === 'register')
        .map((span) => span.start),
    );
    emulator.setFault(device.row.modbus_unit, {
      kind: 'exception',
      code: 4,
      addresses: [firstRegister],
    });
    clock = new Date(clock.getTime() + 60_000);
    await context.poll();
    emulator.setFault(device.row.modbus_unit, null);
    const status = await statusOf(device.id);
    expect(status).toEqual({
      state: 'online',
      last_seen: clock.toISOString(),
      last_error: 'Server device failure (exception 04)',
    });
  });
});

describe('writes through the protocol', () => {
  async function writeEntry(device: StoredDevice, register: number, value: number) {
    const user = await context.db.one<{ id: number }>(
      `SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'operator'`,
    );
    return insertWrite(context.db, 'demo', {
      projectId: device.row.project_id,
      deviceId: device.id,
      userId: user?.id ?? 0,
      paramName: 'Tank set point',
      data: [register, value],
      command: { modbusType: 'register', register, rawValue: value },
      at: clock,
    });
  }
  async function entry(id: number) {
    return context.db.one<{ status: string; detail: string | null; sent_at: Date | null }>(
      `SELECT c.status, c.detail, k.sent_at
         FROM change_log c JOIN device_commands k ON k.id = c.command_id WHERE c.id = $1`,
      [id],
    );
  }
  let heatPump: StoredDevice;
  beforeAll(async () => {
    const found = (await demoDevices()).find((device) => device.row.is_single_unit);
    if (!found) throw new Error('no heat pump');
    heatPump = found;
  });

  it('completes on the echo (function 06) and the next poll reads the value', async () => {
    const write = await writeEntry(heatPump, 45, 515);
    await context.app.poller.sendWrites();
    expect(await entry(write.id)).toMatchObject({ status: 'complete', detail: null });
    await context.poll();
    const rows = (
      await context.request({ url: `/devices/stats/slim/single/${heatPump.id}/`, token: manager })
    ).json<{ key: string; value: { actual: number } }[]>();
    expect(rows.find((row) => row.key === 'water_tank_temp_set_point')?.value.actual).toBe(515);
  });

  it('sends the typed command, never what the change log shows (display text is not parsed back)', async () => {
    const user = await context.db.one<{ id: number }>(
      `SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'operator'`,
    );
    const write = await insertWrite(context.db, 'demo', {
      projectId: heatPump.row.project_id,
      deviceId: heatPump.id,
      userId: user?.id ?? 0,
      paramName: 'Tank set point',
      data: [46, '99.9 °C', 999],
      at: clock,
      command: { modbusType: 'register', register: 45, rawValue: 495 },
    });
    await context.app.poller.sendWrites();
    expect(await entry(write.id)).toMatchObject({ status: 'complete', detail: null });
    const command = await context.db.one(
      `SELECT k.function_code, k.register, k.raw_value, k.status, k.answered_at IS NOT NULL AS answered
         FROM device_commands k JOIN change_log_entries c ON c.command_id = k.id WHERE c.id = $1`,
      [write.id],
    );
    expect(command).toEqual({
      function_code: 6,
      register: 45,
      raw_value: 495,
      status: 'complete',
      answered: true,
    });
    await context.poll();
    const rows = (
      await context.request({ url: `/devices/stats/slim/single/${heatPump.id}/`, token: manager })
    ).json<{ key: string; value: { actual: number } }[]>();
    expect(rows.find((row) => row.key === 'water_tank_temp_set_point')?.value.actual).toBe(495);
  });

  it('a completed write is polled at once: the stored poll shows it long before the interval', async () => {
    const polled: number[] = [];
    const running = await poller((device, ok) => {
      if (device.id === heatPump.id && ok) polled.push(Date.now());
    });
    running.start();
    const until = async (done: () => Promise<boolean> | boolean) => {
      // The demo's interval is 60 s: anything under 20 s can only be the poll after the write.
      for (const deadline = Date.now() + 20_000; !(await done());) {
        if (Date.now() > deadline) throw new Error('not within 20 s');
        await sleep(50);
      }
    };
    const setPoint = async () =>
      (await context.request({ url: `/devices/stats/slim/single/${heatPump.id}/`, token: manager }))
        .json<{ key: string; value: { actual: number } }[]>()
        .find((row) => row.key === 'water_tank_temp_set_point')?.value.actual;
    try {
      await until(() => polled.length > 0);
      expect(heatPump.row.poll_interval).toBeGreaterThanOrEqual(60);
      const write = await writeEntry(heatPump, 45, 505);
      running.wake(heatPump.id);
      await until(async () => (await entry(write.id))?.status === 'complete');
      await until(async () => (await setPoint()) === 505);
      expect(polled.length).toBe(2);
    } finally {
      await running.stop();
    }
  });

  it('fails with the exception by name and code when the device refuses it, never retried', async () => {
    const write = await writeEntry(heatPump, 45, 900);
    await context.app.poller.sendWrites();
    expect(await entry(write.id)).toMatchObject({
      status: 'failed',
      detail: 'Illegal data value (exception 03)',
    });
    const answer = await context.request({
      url: `/projects/${heatPump.row.project_id}/change_log/`,
      token: manager,
    });
    const listed = answer
      .json<{ results: { id: number; detail: string | null }[] }>()
      .results.find((item) => item.id === write.id);
    expect(listed?.detail).toBe('Illegal data value (exception 03)');
  });

  it('on no answer, one read-back decides: applied → complete, not applied → failed', async () => {
    emulator.setFault(heatPump.row.modbus_unit, { kind: 'lost_answer', only: 'write' });
    const applied = await writeEntry(heatPump, 45, 480);
    await context.app.poller.sendWrites();
    expect(await entry(applied.id)).toMatchObject({ status: 'complete', detail: null });
    emulator.setFault(heatPump.row.modbus_unit, { kind: 'silent', only: 'write' });
    const lost = await writeEntry(heatPump, 45, 490);
    await context.app.poller.sendWrites();
    expect(await entry(lost.id)).toMatchObject({
      status: 'failed',
      detail: 'No answer within 2 s',
    });
    emulator.setFault(heatPump.row.modbus_unit, null);
  });

  it('a write already sent before a restart is read back, not sent again', async () => {
    const write = await writeEntry(heatPump, 45, 470);
    await context.db.query(
      'UPDATE device_commands SET sent_at = $2 WHERE id = (SELECT command_id FROM change_log_entries WHERE id = $1)',
      [write.id, clock],
    );
    await context.app.poller.sendWrites();
    // The device never got 470 (the crash came before it left): failed, not sent blindly again.
    expect(await entry(write.id)).toMatchObject({
      status: 'failed',
      detail: 'No answer within 2 s',
    });
  });
});

describe('several instances on one database', () => {
  it('share the devices in disjoint sets, and one takes over the devices of another that died', async () => {
    await context.app.poller.stop();
    const link = () => new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS);
    const options = { now: () => clock, leaseSeconds: () => 1, aliveSeconds: 1 };
    const first = new Poller(context.db, { ...options, link: link(), instance: 'first' });
    const second = new Poller(context.db, { ...options, link: link(), instance: 'second' });
    const all = [...(await demoDevices()), ...(await loadDevices(context.db, 'acme'))]
      .map((device) => device.id)
      .sort((a, b) => a - b);
    await first.refresh();
    expect(first.devices.sort((a, b) => a - b)).toEqual(all);
    // A second instance appears: the first gives up what is beyond its half, the second takes it.
    await second.refresh();
    await first.refresh();
    await second.refresh();
    const one = first.devices;
    const two = second.devices;
    expect(one.filter((id) => two.includes(id))).toEqual([]);
    expect([...one, ...two].sort((a, b) => a - b)).toEqual(all);
    expect(Math.abs(one.length - two.length)).toBeLessThanOrEqual(1);
    // The first instance dies (it renews nothing any more): its leases lapse, the second takes over.
    await sleep(1200);
    await second.refresh();
    expect(second.devices.sort((a, b) => a - b)).toEqual(all);
    const polled = new Set<number>();
    const survivor = new Poller(context.db, {
      ...options,
      link: link(),
      instance: 'second',
      onPolled: (device, ok) => ok && polled.add(device.id),
    });
    await survivor.pollAll();
    expect([...polled].sort((a, b) => a - b)).toEqual(all);
    await second.stop();
    await survivor.stop();
  });
});

describe('the project error status', () => {
  it('is computed from every device of the project as stored: two instances agree, a restart keeps it', async () => {
    await context.app.poller.stop();
    const link = () => new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS);
    const options = { now: () => clock, leaseSeconds: () => 30, aliveSeconds: 30 };
    const first = new Poller(context.db, { ...options, link: link(), instance: 'error-a' });
    const second = new Poller(context.db, { ...options, link: link(), instance: 'error-b' });
    await first.refresh();
    await second.refresh();
    await first.refresh();
    await second.refresh();
    // A project with devices on both instances; one of the first's devices reports an error.
    const devices = await demoDevices();
    const shared = devices.find(
      (device) =>
        first.devices.includes(device.id) &&
        devices.some(
          (other) =>
            other.row.project_id === device.row.project_id && second.devices.includes(other.id),
        ),
    );
    if (!shared) throw new Error('no demo project has devices on both instances');
    const project = shared.row.project_id;
    const error = [...parameterIndex(shared).values()].find(
      (parameter) => parameter.definition.type === 'error',
    );
    if (!error) throw new Error('the device has no error parameter');
    await saveRegisterValue(
      context.db,
      'demo',
      shared.id,
      error.definition.modbus_type,
      error.register,
      1,
      clock,
    );
    emulator.forget(shared.row.modbus_unit);
    const status = async () =>
      (
        await context.db.one<{ error_status: boolean }>(
          'SELECT error_status FROM projects WHERE id = $1',
          [project],
        )
      )?.error_status;
    try {
      await first.pollAll();
      expect(await status()).toBe(true);
      // The second instance polls the project's other devices, all without error: the project keeps
      // its error (each instance used to compute it over its own devices, in memory, and flapped).
      await second.pollAll();
      expect(await status()).toBe(true);
      await first.pollAll();
      await second.pollAll();
      expect(await status()).toBe(true);
      // A restart (a new instance takes the second's devices) starts from what is stored.
      await second.stop();
      const restarted = new Poller(context.db, { ...options, link: link(), instance: 'error-b' });
      await restarted.pollAll();
      expect(await status()).toBe(true);
      // The error clears on the device: the next poll of its instance clears the project.
      await context.db.query('DELETE FROM register_values WHERE device_id = $1', [shared.id]);
      emulator.forget(shared.row.modbus_unit);
      await first.pollAll();
      expect(await status()).toBe(false);
      await restarted.pollAll();
      expect(await status()).toBe(false);
      await restarted.stop();
    } finally {
      await context.db.query('DELETE FROM register_values WHERE device_id = $1', [shared.id]);
      emulator.forget(shared.row.modbus_unit);
      await first.stop();
      await second.stop();
    }
  });
});

describe('the device list by state', () => {
  it('filters one state and orders offline first, or by last seen', async () => {
    await context.poll();
    const offlineDevice = (await demoDevices())[2];
    await context.db.query(
      `UPDATE device_status SET state = 'offline', last_error = 'Connection refused' WHERE device_id = $1`,
      [offlineDevice.id],
    );
    const list = async (query: string) =>
      (await context.request({ url: `/devices/?page_size=100&${query}`, token: manager })).json<{
        count: number;
        results: { id: number; status: { state: string } }[];
      }>();
    const offline = await list('state=offline');
    expect(offline.results.map((item) => item.id)).toContain(offlineDevice.id);
    expect(offline.results.every((item) => item.status.state === 'offline')).toBe(true);
    expect(offline.count).toBe(offline.results.length);
    const ordered = await list('ordering=state');
    expect(ordered.results[0].status.state).toBe('offline');
    const bySeen = await list('ordering=-last_seen');
    expect(bySeen.results.length).toBeGreaterThan(1);
    expect((await list('state=all')).count).toBeGreaterThan(offline.count);
    const bad = await context.request({ url: '/devices/?state=asleep', token: manager });
    expect(bad.statusCode).toBe(400);
  });
});
