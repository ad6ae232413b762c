import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { DeviceLink } from '../src/devices/link';
import { DEVICE_MESSAGES } from '../src/devices/messages';
import { getModel } from '../src/devices/catalog';
import { maxSpanOf } from '../src/devices/spans';
import { spansOf } from '../src/modbus/spans';
import { Poller } from '../src/poller/poller';
import { loadDevices, type StoredDevice } from '../src/devices/store';
import { createDatabase, type Database } from '../src/db';
import { createTestContext, testDatabaseUrl, type TestContext } from './helpers';

/**
 * Debug Mode's raw read (issue 31): only the instance that holds a device's lease talks to the
 * device's gateway. The call goes through the database to that instance (this one or another), which
 * reads between its polls and stores the answer; no poller in time gives a 504 in words.
 */
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  backoffMinMs: 100,
  backoffMaxMs: 100,
};
/** Short, so that the call nobody answers ends soon; long enough for a poll and a read. */
const WAIT_MS = 4000;
const clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let root: string;
let heatPump: StoredDevice;
let foreign: StoredDevice;

beforeAll(async () => {
  context = await createTestContext({
    now: () => clock,
    emulator: true,
    modbus: TIMEOUTS,
    rawReadWaitMs: WAIT_MS,
  });
  root = await context.token('demo', 'root');
  const found = (await loadDevices(context.db, 'demo')).find((device) => device.row.is_single_unit);
  if (!found) throw new Error('the demo has no heat pump');
  heatPump = found;
  const acme = await loadDevices(context.db, 'acme');
  if (!acme[0]) throw new Error('acme has no device');
  foreign = acme[0];
  // The heat pump and one device of acme alone: every poll is quick on a busy machine too.
  for (const tenant of ['demo', 'acme'] as const) {
    const token = await context.token(tenant, 'manager');
    for (const device of await loadDevices(context.db, tenant)) {
      if (device.id === heatPump.id || device.id === foreign.id) continue;
      const removed = await context.request({
        method: 'DELETE',
        url: `/devices/${device.id}/`,
        token,
        tenant,
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
  }
}, 120_000);
afterAll(async () => {
  await context.close();
});

function rawRead(id: number, body: unknown, token = root, tenant = 'demo') {
  return context.request({
    method: 'POST',
    url: `/devices/${id}/device_parameters_raw/`,
    token,
    tenant,
    payload: body as object,
  });
}

/** The stored poll of the heat pump: the registers it has (by address) and their values. */
async function storedRegisters(): Promise<Record<string, number>> {
  const row = await context.db.one<{ registers: Record<string, number> }>(
    'SELECT registers FROM device_status WHERE device_id = $1',
    [heatPump.id],
  );
  return row?.registers ?? {};
}

async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function leftRows(): Promise<number> {
  const row = await context.db.one<{ n: number }>('SELECT count(*)::int AS n FROM raw_reads');
  return row?.n ?? -1;
}

describe('the raw read on the instance that holds the lease', () => {
  beforeAll(async () => {
    context.app.poller.start();
    // Its first polls of both devices (due at once) are over; the next are a minute away.
    await waitFor(async () => {
      const rows = await context.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM device_status
          WHERE device_id = ANY($1::int[]) AND last_seen IS NOT NULL AND lease_owner = $2`,
        [[heatPump.id, foreign.id], context.app.poller.instance],
      );
      return rows[0]?.n === 2;
    });
  }, 60_000);

  it("answers the device's registers, at the cost of exactly its own requests", async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    const stored = await storedRegisters();
    const registers = Object.keys(stored)
      .map(Number)
      .sort((a, b) => a - b)
      .slice(0, 5);
    expect(registers.length).toBeGreaterThan(0);
    const spans = spansOf('register', registers, maxSpanOf(getModel(heatPump.modelKey)));
    const before = emulator.reads;
    const answer = await rawRead(heatPump.id, { registers });
    expect(answer.statusCode, answer.body).toBe(200);
    // The clock is fixed: the device answers what the poll read.
    expect(answer.json()).toEqual({
      coils: {},
      registers: Object.fromEntries(registers.map((address) => [String(address), stored[address]])),
    });
    expect(emulator.reads - before).toBe(spans.length);
    expect(await leftRows()).toBe(0);
  });

  it("answers the device's error (503) when the device is silent", async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    const registers = Object.keys(await storedRegisters())
      .map(Number)
      .slice(0, 1);
    emulator.setFault(heatPump.row.modbus_unit, { kind: 'silent' });
    try {
      const answer = await rawRead(heatPump.id, { registers });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ detail: 'No answer within 2 s' });
    } finally {
      emulator.setFault(heatPump.row.modbus_unit, null);
    }
    expect(await leftRows()).toBe(0);
  }, 30_000);

  it('waits for the poll under way on the device: never in the middle of it', async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    const gateway = context.app.deviceLink.gateway('demo', heatPump.row.host, heatPump.row.port);
    /** The gateway's requests in order: the poll's (its readSpan) or the raw read's. */
    const order: ('poll' | 'raw')[] = [];
    const record = () => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 50;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      order.push(stack.includes('readSpan') ? 'poll' : 'raw');
    };
    const readRegisters = gateway.readRegisters.bind(gateway);
    const readCoils = gateway.readCoils.bind(gateway);
    const registersSpy = vi.spyOn(gateway, 'readRegisters').mockImplementation((...args) => {
      record();
      return readRegisters(...args);
    });
    const coilsSpy = vi.spyOn(gateway, 'readCoils').mockImplementation((...args) => {
      record();
      return readCoils(...args);
    });
    emulator.setFault(heatPump.row.modbus_unit, { kind: 'slow', ms: 80 });
    try {
      const polling = context.app.poller.pollAll();
      await waitFor(() => Promise.resolve(order.length > 0));
      const answer = await rawRead(heatPump.id, {
        registers: Object.keys(await storedRegisters())
          .map(Number)
          .slice(0, 1),
      });
      await polling;
      expect(answer.statusCode, answer.body).toBe(200);
      const polled = order.filter((kind) => kind === 'poll').length;
      expect(polled).toBeGreaterThanOrEqual(2);
      // Every request of the poll came before the raw read's.
      expect(order).toEqual([...Array<'poll'>(polled).fill('poll'), 'raw']);
    } finally {
      emulator.setFault(heatPump.row.modbus_unit, null);
      registersSpy.mockRestore();
      coilsSpy.mockRestore();
    }
  }, 30_000);

  it('is for superusers only, and never reads another tenant’s device', async () => {
    const registers = Object.keys(await storedRegisters())
      .map(Number)
      .slice(0, 1);
    const admin = await context.token('demo', 'admin');
    expect((await rawRead(heatPump.id, { registers }, admin)).statusCode).toBe(403);
    // acme's device, asked for on demo's host by demo's superuser: not found, nothing stored.
    const before = context.emulator?.reads;
    expect((await rawRead(foreign.id, { registers: [] })).statusCode).toBe(404);
    expect(await leftRows()).toBe(0);
    expect(context.emulator?.reads).toBe(before);
  });
});

describe('the raw read when another instance holds the lease', () => {
  let other: Poller;
  let link: DeviceLink;
  let otherDb: Database;

  beforeAll(async () => {
    // The server's own poller gives its leases up; another instance (with its own connections and,
    // on PostgreSQL, its own connection to the database) takes them.
    await context.app.poller.stop();
    const url = testDatabaseUrl();
    const schema = (await context.db.one<{ schema: string }>('SELECT current_schema() AS schema'))
      ?.schema;
    otherDb = url ? await createDatabase({ url, schema }) : context.db;
    link = new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS);
    other = new Poller(otherDb, {
      link,
      instance: 'the-lease-holder',
      now: () => clock,
      onError: (error) => {
        throw error;
      },
    });
  }, 60_000);
  afterAll(async () => {
    await other.stop();
    link.close();
    if (otherDb !== context.db) await otherDb.close();
  });

  it('is read by the instance that holds the lease, not the one that got the call', async () => {
    other.start();
    await waitFor(() => Promise.resolve(other.devices.includes(heatPump.id)));
    const stored = await storedRegisters();
    const registers = Object.keys(stored)
      .map(Number)
      .sort((a, b) => a - b)
      .slice(0, 3);
    const here = vi.spyOn(context.app.deviceLink, 'gateway');
    const there = vi.spyOn(link, 'gateway');
    try {
      const answer = await rawRead(heatPump.id, { registers });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        coils: {},
        registers: Object.fromEntries(
          registers.map((address) => [String(address), stored[address]]),
        ),
      });
      expect(here).not.toHaveBeenCalled();
      expect(there).toHaveBeenCalled();
    } finally {
      here.mockRestore();
      there.mockRestore();
    }
    expect(await leftRows()).toBe(0);
  }, 30_000);

  it('answers 504 in words when no poller holds the lease (nothing reaches the device)', async () => {
    await other.stop();
    const emulator = context.emulator;
    const before = emulator?.reads;
    const started = Date.now();
    const answer = await rawRead(heatPump.id, {
      registers: Object.keys(await storedRegisters())
        .map(Number)
        .slice(0, 1),
    });
    expect(answer.statusCode, answer.body).toBe(504);
    expect(answer.json()).toEqual({ detail: DEVICE_MESSAGES.RAW_READ_NO_POLLER });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(emulator?.reads).toBe(before);
    // The request was given up with the call: no poller reads it later.
    expect(await leftRows()).toBe(0);
  }, 30_000);
});
