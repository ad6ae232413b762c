import { DEVICE_MESSAGES as MESSAGES } from '@hvac/console-domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { Gateway, ModbusError, type GatewayOptions } from '../src/modbus/gateway';
import { DeviceLink } from '../src/devices/link';
import { Poller } from '../src/poller/poller';
import { insertWrite } from '../src/devices/changeLog';
import { loadDevices, type StoredDevice } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';
import { mbapFrame, startHostileDevice, type HostileDevice, type HostileRequest } from './modbus';

/**
 * Devices that misbehave on purpose (issue 30): wrong byte counts, a 64 KB frame, another function
 * in the answer, connections accepted and dropped, a write applied and then the socket dropped.
 * Every failure reads as a sentence of ours; the library's text reaches the server log only.
 */
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  backoffMinMs: 200,
  backoffMaxMs: 5000,
};
const networks = DeviceNetworks.parse(DEMO_DEVICE_NETWORKS);
const devices: HostileDevice[] = [];

async function hostile(
  behaviour: Parameters<typeof startHostileDevice>[0],
): Promise<HostileDevice> {
  const device = await startHostileDevice(behaviour);
  devices.push(device);
  return device;
}

afterEach(async () => {
  await Promise.all(devices.splice(0).map((device) => device.close()));
});

/** A read's answer with the right frame length but the byte count field `skew` off. */
function wrongByteCount(request: HostileRequest, skew = 7): Buffer {
  const bytes = request.functionCode === 1 ? Math.ceil(request.quantity / 8) : request.quantity * 2;
  const pdu = Buffer.alloc(2 + bytes);
  pdu.writeUInt8(request.functionCode, 0);
  pdu.writeUInt8(bytes + skew, 1);
  return mbapFrame(request, pdu);
}

/** A correct answer to a read of registers, all holding `value`. */
function registersAnswer(request: HostileRequest, value: number): Buffer {
  const pdu = Buffer.alloc(2 + request.quantity * 2);
  pdu.writeUInt8(3, 0);
  pdu.writeUInt8(request.quantity * 2, 1);
  for (let index = 0; index < request.quantity; index += 1) pdu.writeUInt16BE(value, 2 + index * 2);
  return mbapFrame(request, pdu);
}

describe('malformed answers (the gateway alone)', () => {
  function gatewayOn(
    port: number,
    logged: { cause: unknown; sentence: string }[],
    options: Partial<GatewayOptions> = {},
  ) {
    return new Gateway('127.0.0.1', port, {
      networks,
      ...TIMEOUTS,
      log: (cause, sentence) => logged.push({ cause, sentence }),
      ...options,
    });
  }
  const causeText = (cause: unknown) =>
    String((cause as { message?: unknown } | undefined)?.message ?? cause);

  it.each([
    {
      name: 'a register answer whose byte count runs past the frame',
      read: (gateway: Gateway) => gateway.readRegisters(1, 0, 4),
      answer: (request: HostileRequest) => wrongByteCount(request),
      logged: /offset/,
    },
    {
      name: 'a register answer with fewer registers than asked',
      read: (gateway: Gateway) => gateway.readRegisters(1, 0, 4),
      answer: (request: HostileRequest) => wrongByteCount(request, -2),
      logged: /byte count 6 for 4 registers/,
    },
    {
      name: 'a coil answer whose byte count is wrong (the library takes it without a word)',
      read: (gateway: Gateway) => gateway.readCoils(1, 0, 12),
      answer: (request: HostileRequest) => wrongByteCount(request),
      logged: /coil byte count/,
    },
    {
      name: 'a 64 KB frame',
      read: (gateway: Gateway) => gateway.readCoils(1, 0, 1),
      answer: (request: HostileRequest) => {
        const pdu = Buffer.alloc(65_534, 0xab);
        pdu.writeUInt8(1, 0);
        return mbapFrame(request, pdu, 65_535);
      },
      logged: /Data length error, expected 6 got 65537/,
    },
    {
      name: 'an answer of another function',
      read: (gateway: Gateway) => gateway.readRegisters(1, 0, 1),
      answer: (request: HostileRequest) => mbapFrame(request, Buffer.from([4, 2, 0, 1])),
      logged: /Unexpected data error/,
    },
  ])('$name: a sentence of ours, the library text in the log only', async (example) => {
    const device = await hostile(example.answer);
    const logged: { cause: unknown; sentence: string }[] = [];
    const gateway = gatewayOn(device.port, logged);
    try {
      const error = await example.read(gateway).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ModbusError);
      expect(error).toMatchObject({
        kind: 'malformed',
        message: 'The device answered with a malformed frame',
      });
      expect(logged).toHaveLength(1);
      expect(logged[0].sentence).toBe('The device answered with a malformed frame');
      expect(causeText(logged[0].cause)).toMatch(example.logged);
    } finally {
      gateway.close();
    }
  });

  it('a connection refused or unreachable reads as a sentence, not as a socket code', async () => {
    const device = await hostile('acceptAndClose');
    const port = device.port;
    await device.close();
    devices.splice(devices.indexOf(device), 1);
    const logged: { cause: unknown; sentence: string }[] = [];
    const gateway = gatewayOn(port, logged);
    try {
      await expect(gateway.readRegisters(1, 0, 1)).rejects.toMatchObject({
        kind: 'refused',
        message: 'Connection refused',
      });
    } finally {
      gateway.close();
    }
  });
});

describe('a device that accepts a connection and drops it', () => {
  it('counts as a failure: the reconnect backoff grows with each one', async () => {
    const device = await hostile('acceptAndClose');
    let clock = 1_000_000;
    const gateway = new Gateway('127.0.0.1', device.port, {
      networks,
      ...TIMEOUTS,
      backoffMinMs: 1000,
      backoffMaxMs: 60_000,
      now: () => clock,
      // No jitter: the wait is the base itself.
      random: () => 1,
    });
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await expect(gateway.readRegisters(1, 0, 1)).rejects.toMatchObject({
          message: 'Connection closed by the device',
        });
        waits.push(gateway.nextAttemptAt - clock);
        // Within the backoff no connection is made at all.
        const before = device.connections;
        await expect(gateway.readRegisters(1, 0, 1)).rejects.toBeInstanceOf(ModbusError);
        expect(device.connections).toBe(before);
        clock = gateway.nextAttemptAt + 1;
      }
      expect(waits).toEqual([1000, 2000, 4000, 8000]);
      expect(device.connections).toBe(4);
    } finally {
      gateway.close();
    }
  });
});

describe('through the poller', () => {
  const clock = new Date('2026-01-20T05:00:00Z');
  let context: TestContext;
  let manager: string;
  let heatPump: StoredDevice;

  beforeAll(async () => {
    context = await createTestContext({ now: () => clock, emulator: true, modbus: TIMEOUTS });
    manager = await context.token('demo', 'manager');
    await context.app.poller.stop();
    const found = (await loadDevices(context.db, 'demo')).find(
      (device) => device.row.is_single_unit,
    );
    if (!found) throw new Error('the demo has no heat pump');
    heatPump = found;
    // The heat pump alone: a poll of every device is a poll of it only, quick on a busy machine too.
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
  }, 120_000);
  afterAll(() => context.close());

  async function pointAt(port: number): Promise<void> {
    const patched = await context.request({
      method: 'PATCH',
      url: `/devices/${heatPump.id}/`,
      token: manager,
      payload: { connection: { port } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  async function statusOf() {
    return (
      await context.request({ url: `/devices/${heatPump.id}/status/`, token: manager })
    ).json<{
      state: string;
      last_seen: string | null;
      last_error: string | null;
    }>();
  }
  function poller(link: DeviceLink): Poller {
    return new Poller(context.db, {
      link,
      now: () => clock,
      onError: (error) => {
        throw error;
      },
    });
  }

  it('a device answering wrong byte counts is never online, and goes offline after three polls', async () => {
    const device = await hostile((request) => wrongByteCount(request));
    await pointAt(device.port);
    const logged: string[] = [];
    const link = new DeviceLink(networks, {
      ...TIMEOUTS,
      log: (cause) => logged.push(String((cause as Error).message)),
    });
    const run = poller(link);
    try {
      for (const expected of ['unknown', 'unknown', 'offline']) {
        await run.pollAll();
        expect(await statusOf()).toEqual({
          state: expected,
          last_seen: null,
          last_error: 'The device answered with a malformed frame',
        });
      }
      expect(logged.length).toBeGreaterThan(0);
    } finally {
      await run.stop();
      link.close();
    }
  });

  it('a device that accepts and drops every connection: failures grow the backoff, offline after three', async () => {
    const device = await hostile('acceptAndClose');
    await pointAt(device.port);
    // It was online until now.
    await context.db.query(
      `INSERT INTO device_status (device_id, tenant_id, state, failures) VALUES ($1, 'demo', 'online', 0)
       ON CONFLICT (device_id) DO UPDATE SET state = 'online', failures = 0, last_error = NULL`,
      [heatPump.id],
    );
    // The gateways' clock moves 250 ms between polls, however long a poll of every device takes here.
    let gatewayClock = 0;
    const link = new DeviceLink(networks, {
      ...TIMEOUTS,
      random: () => 1,
      now: () => gatewayClock,
    });
    const run = poller(link);
    try {
      const states: string[] = [];
      for (let poll = 1; poll <= 3; poll += 1) {
        await run.pollAll();
        states.push((await statusOf()).state);
        gatewayClock += 250;
      }
      expect(states).toEqual(['online', 'online', 'offline']);
      expect((await statusOf()).last_error).toBe('Connection closed by the device');
      // Backoff 200 ms, then 400 ms: the third poll (250 ms after the second) makes no connection.
      expect(device.connections).toBe(2);
    } finally {
      await run.stop();
      link.close();
    }
  });

  describe('a write whose connection drops before its answer', () => {
    async function writeEntry(value: number) {
      const user = await context.db.one<{ id: number }>(
        `SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'operator'`,
      );
      return insertWrite(context.db, 'demo', {
        projectId: heatPump.row.project_id,
        deviceId: heatPump.id,
        userId: user?.id ?? 0,
        paramName: 'Tank set point',
        data: [45, value],
        command: { modbusType: 'register', register: 45, rawValue: value },
        at: clock,
      });
    }
    async function entry(id: number) {
      return context.db.one<{ status: string; detail: string | null }>(
        'SELECT status, detail FROM change_log WHERE id = $1',
        [id],
      );
    }
    /** Register 45 of a device that drops the socket on every write, after applying it or not. */
    async function droppingDevice(applies: boolean) {
      let stored = 450;
      const device = await hostile((request) => {
        if (request.functionCode === 6) {
          if (applies) stored = request.quantity;
          return 'close';
        }
        return registersAnswer(request, stored);
      });
      await pointAt(device.port);
      return device;
    }
    async function send(value: number) {
      const write = await writeEntry(value);
      const link = new DeviceLink(networks, TIMEOUTS);
      const run = poller(link);
      try {
        await run.refresh();
        await run.sendWrites();
      } finally {
        await run.stop();
        link.close();
      }
      return entry(write.id);
    }

    it('applied before the drop: one reconnect and one read-back complete it, never sent twice', async () => {
      const device = await droppingDevice(true);
      expect(await send(480)).toEqual({ status: 'complete', detail: null });
      expect(device.requests.filter((request) => request.functionCode === 6)).toHaveLength(1);
      expect(device.connections).toBe(2);
    });

    it('not applied: failed with a sentence, the write not sent again', async () => {
      const device = await droppingDevice(false);
      expect(await send(490)).toEqual({
        status: 'failed',
        detail: MESSAGES.WRITE_DROPPED_NOT_APPLIED,
      });
      expect(device.requests.filter((request) => request.functionCode === 6)).toHaveLength(1);
    });

    it('no read-back possible: failed with a sentence that says so', async () => {
      let writes = 0;
      const device = await hostile((request) => {
        if (request.functionCode === 6) writes += 1;
        return 'close';
      });
      await pointAt(device.port);
      expect(await send(470)).toEqual({
        status: 'failed',
        detail: MESSAGES.WRITE_DROPPED_UNCONFIRMED,
      });
      expect(writes).toBe(1);
    });
  });
});
