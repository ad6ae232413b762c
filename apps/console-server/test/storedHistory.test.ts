import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOTS_PER_DAY,
  decodeDayBlock,
  emptyDay,
  encodeDayBlock,
  slotsFromSamples,
} from '../src/history/blocks';
import { backfillEmulatedDevices } from '../src/history/backfill';
import { daysOf } from '../src/history/repository';
import { deviceSpans } from '../src/devices/spans';
import { DeviceSimulation } from '../src/simulator/signals';
import { loadDevice, type StoredDevice } from '../src/devices/store';
import { resolveHeaders } from '../src/history/views';
import { createTestContext, type TestContext } from './helpers';
import { storeHistoryOf } from './deviceData';

const MINUTE = 60_000;

describe('day blocks', () => {
  it('keep every slot to 1/100 of a raw unit, negative and missing ones too, and read only what is asked', () => {
    const temperature = emptyDay();
    const power = emptyDay();
    for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) {
      if (slot % 7 === 3) continue;
      temperature[slot] = -153 + slot * 1.37;
      power[slot] = slot < 100 ? 0 : 170;
    }
    temperature[5] = 65_535;
    const block = encodeDayBlock(
      new Map([
        ['register:1001', { kind: 'avg', slots: temperature }],
        ['register:2000', { kind: 'last', slots: power }],
      ]),
    );
    // A steady column costs almost nothing: both days' columns in well under 2 bytes a slot.
    expect(block.length).toBeLessThan(2 * SLOTS_PER_DAY);
    const all = decodeDayBlock(block);
    expect(all.get('register:2000')?.kind).toBe('last');
    const read = all.get('register:1001')?.slots ?? emptyDay();
    for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) {
      if (Number.isNaN(temperature[slot])) expect(read[slot]).toBeNaN();
      else expect(read[slot]).toBeCloseTo(temperature[slot], 2);
    }
    expect([...decodeDayBlock(block, new Set(['register:2000'])).keys()]).toEqual([
      'register:2000',
    ]);
  });

  it('average the polls of a slot, or keep the last one for states and codes', () => {
    const from = Date.UTC(2026, 10, 20);
    const sample = (minutes: number, temperature: number, mode: number) => ({
      at: from + minutes * MINUTE,
      values: new Map([
        ['register:1', temperature],
        ['register:2', mode],
      ]),
    });
    const slots = slotsFromSamples(
      [sample(0, 200, 1), sample(1, 210, 1), sample(4.9, 230, 4), sample(11, 250, 2)],
      from,
      3,
      (key) => (key === 'register:2' ? 'last' : 'avg'),
    );
    expect([...(slots.get('register:1') ?? [])]).toEqual([640 / 3, Number.NaN, 250]);
    expect([...(slots.get('register:2') ?? [])]).toEqual([4, Number.NaN, 2]);
  });
});

// On PostgreSQL the first graph of a fresh schema takes about 17 s on an idle 2-core machine; a loaded
// one needs more (a time limit, not a speed check).
describe('stored history through the API', { timeout: 90_000 }, () => {
  let context: TestContext;
  let clock = new Date('2026-03-02T08:00:30Z');
  let admin: string;
  let device: StoredDevice;
  let headers: string[];

  beforeAll(async () => {
    context = await createTestContext({ now: () => clock, emulator: true });
    admin = await context.token('demo', 'admin');
    const row = await context.db.one<{ id: number }>(
      `SELECT id FROM devices WHERE tenant_id = 'demo' AND NOT is_single_unit ORDER BY id LIMIT 1`,
    );
    device = (await loadDevice(context.db, 'demo', row?.id ?? 0)) as StoredDevice;
    const answer = await context.request({
      method: 'GET',
      url: `/devices/${device.id}/graph/headers/`,
      token: admin,
    });
    const all = answer.json<{ header: string }[]>().map((header) => header.header);
    headers = [
      ...all.filter((header) => header.startsWith('outdoor.1.')).slice(0, 2),
      ...all.filter((header) => header.startsWith('indoor.1.')).slice(0, 2),
    ];
  }, 120_000);
  afterAll(() => context.close());

  /** A fresh sign-in: the tests move the clock past an access token's lifetime. */
  async function signIn(): Promise<string> {
    context.forgetToken('demo', 'admin');
    admin = await context.token('demo', 'admin');
    return admin;
  }

  const graph = async (timerange = 1, interval = 5) => {
    await signIn();
    const query = headers.map((header) => `headers=${encodeURIComponent(header)}`).join('&');
    const answer = await context.request({
      method: 'GET',
      url: `/devices/${device.id}/graph/?${query}&timerange=${timerange}&interval=${interval}`,
      token: admin,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<
      { timestamp: string; data: Record<string, { computed: number | null }> }[]
    >();
  };

  /** What the emulator served at some times, as the graph computes it (mean raw / scale, 2 decimals). */
  function served(of: StoredDevice, header: string, times: number[]): number {
    const [{ parameter }] = resolveHeaders(of, [header]).found;
    const simulation = new DeviceSimulation(of);
    const values = times.map(
      (time) => simulation.valueAt(parameter.definition.modbus_type, parameter.register, time) ?? 0,
    );
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return Math.round((mean / parameter.definition.scale) * 100) / 100;
  }

  async function pollAt(iso: string) {
    clock = new Date(iso);
    await context.poll();
  }

  it('answers the average of each interval’s polls, and no point for an interval without one', async () => {
    expect(await graph()).toEqual([]);
    await pollAt('2026-03-02T08:00:30Z');
    await pollAt('2026-03-02T08:02:30Z');
    await pollAt('2026-03-02T08:04:30Z');
    // 08:05–08:10: the device answers every request with exception 04 (no value at all).
    context.emulator?.setFault(device.row.modbus_unit, { kind: 'exception', code: 4 });
    await pollAt('2026-03-02T08:06:30Z');
    context.emulator?.setFault(device.row.modbus_unit, null);
    await pollAt('2026-03-02T08:10:30Z');
    await pollAt('2026-03-02T08:12:00Z');
    const points = await graph();
    expect(points.map((point) => point.timestamp)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T08:10:00.000Z',
    ]);
    const temperature = headers.find((header) => header.endsWith('_temp')) ?? headers[0];
    const first = ['08:00:30', '08:02:30', '08:04:30'].map((time) =>
      Date.parse(`2026-03-02T${time}Z`),
    );
    expect(points[0].data[temperature].computed).toBe(served(device, temperature, first));
  });

  it('gives the same answer once the polls are moved into day blocks, and goes on from there', async () => {
    const before = await graph();
    const compacted = await context.app.history.compact(new Date('2026-03-02T08:20:00Z'));
    expect(compacted).toBeGreaterThan(0);
    const blocks = await daysOf(
      context.db,
      'demo',
      device.id,
      Date.UTC(2026, 2, 2),
      Date.UTC(2026, 2, 2),
    );
    expect(blocks.length).toBeGreaterThan(1);
    expect(new Set(blocks.map((block) => block.until))).toEqual(
      new Set([Date.parse('2026-03-02T08:15:00Z')]),
    );
    expect(await graph()).toEqual(before);
    // Compacting again changes nothing; a poll after the blocks' end is read from the polls.
    await context.app.history.compact(new Date('2026-03-02T08:20:00Z'));
    expect(await graph()).toEqual(before);
    await pollAt('2026-03-02T08:16:00Z');
    const after = await graph();
    expect(after.map((point) => point.timestamp)).toEqual([
      ...before.map((point) => point.timestamp),
      '2026-03-02T08:15:00.000Z',
    ]);
  });

  it('leaves out a header the device did not answer in an interval, and keeps the others', async () => {
    const failing = headers.find((header) => header.startsWith('outdoor.1.'));
    const kept = headers.find((header) => header.startsWith('indoor.1.'));
    if (!failing || !kept) throw new Error('headers of both units expected');
    // Every register span of the outdoor unit answers exception 04 in 08:20–08:25.
    const outdoorSpans = deviceSpans(device).filter(
      (span) => span.modbusType === 'register' && span.start >= 1000 && span.start < 2000,
    );
    context.emulator?.setFault(device.row.modbus_unit, {
      kind: 'exception',
      code: 4,
      addresses: outdoorSpans.map((span) => span.start),
    });
    await pollAt('2026-03-02T08:21:00Z');
    context.emulator?.setFault(device.row.modbus_unit, null);
    const last = (await graph()).at(-1);
    expect(last?.timestamp).toBe('2026-03-02T08:20:00.000Z');
    expect(last?.data[failing]).toEqual({ computed: null });
    expect(typeof last?.data[kept].computed).toBe('number');
  });

  it('pages historical rows over the intervals with polls, states read as polled', async () => {
    const unit = device.indoorUnits.find((candidate) => candidate.unit === 1);
    await signIn();
    const answer = await context.request({
      method: 'GET',
      url: `/devices/stats/historical/indoor/${unit?.id}/?page_size=2`,
      token: admin,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ count: number; results: { data: Record<string, unknown>[] } }>();
    // 08:00, 08:10, 08:15, 08:20 have polls.
    expect(body.count).toBe(4);
    expect(body.results.data.map((row) => row.timestamp)).toEqual([
      '2026-03-02T08:20:00.000Z',
      '2026-03-02T08:15:00.000Z',
    ]);
    expect(['On', 'Off']).toContain(body.results.data[0].power);
    expect(typeof body.results.data[0].has_error).toBe('boolean');
  });

  it('backfills the demo’s devices once, leaving those with history of their own alone', async () => {
    const now = new Date('2026-03-02T08:30:00Z');
    const port = device.row.port;
    const all = await context.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM devices WHERE port = $1`,
      [port],
    );
    // As on a first start, the other devices have no history yet.
    await context.db.query('DELETE FROM device_history WHERE device_id <> $1', [device.id]);
    await context.db.query('DELETE FROM device_history_days WHERE device_id <> $1', [device.id]);
    // Two days (90 on a demo's first start) keep the test short.
    expect(await backfillEmulatedDevices(context.db, port, now, 2)).toBe((all?.count ?? 0) - 1);
    expect(await backfillEmulatedDevices(context.db, port, now, 2)).toBe(0);
    // The polled device kept its own history: nothing before its first poll.
    const points = await graph(2, 5);
    expect(points[0].timestamp).toBe('2026-03-02T08:00:00.000Z');
  });

  it('has 90 days of the emulator’s signals after a backfill, every 5 minutes', async () => {
    const now = new Date('2026-03-02T08:30:00Z');
    clock = now;
    const other = await context.db.one<{ id: number }>(
      `SELECT id FROM devices WHERE tenant_id = 'demo' AND NOT is_single_unit AND id <> $1 ORDER BY id LIMIT 1`,
      [device.id],
    );
    const otherDevice = (await loadDevice(context.db, 'demo', other?.id ?? 0)) as StoredDevice;
    await context.db.query('DELETE FROM device_history_days WHERE device_id = $1', [
      otherDevice.id,
    ]);
    await signIn();
    const header = 'outdoor.1.outdoor_ambient_temp';
    const ask = async (timerange: number, interval: number) =>
      (
        await context.request({
          method: 'GET',
          url: `/devices/${otherDevice.id}/graph/?headers=${header}&timerange=${timerange}&interval=${interval}`,
          token: admin,
        })
      ).json<{ timestamp: string; data: Record<string, { computed: number }> }[]>();
    // Asked before the backfill (and cached): the answer after it is not the cached one.
    expect(await ask(90, 5)).toEqual([]);
    await storeHistoryOf(context.db, 'demo', [otherDevice.id], now);
    const fine = await ask(90, 5);
    expect(fine.length).toBe(90 * 288 - 1);
    const times = fine.map((point) => Date.parse(point.timestamp));
    expect(times.at(-1)! - times.at(-2)!).toBe(5 * MINUTE);
    expect(times[1] - times[0]).toBe(5 * MINUTE);
    // Each point is what the emulator serves at that time.
    for (const point of [fine[0], fine[12_345], fine.at(-1)!]) {
      expect(point.data[header].computed).toBe(
        served(otherDevice, header, [Date.parse(point.timestamp)]),
      );
    }
    // An hour is the average of its 5-minute points.
    const hourly = await ask(1, 60);
    const hour = Date.parse(hourly[10].timestamp);
    const inHour = fine.filter((point) => {
      const time = Date.parse(point.timestamp);
      return time >= hour && time < hour + 60 * MINUTE;
    });
    expect(inHour).toHaveLength(12);
    const mean = inHour.reduce((sum, point) => sum + point.data[header].computed, 0) / 12;
    expect(hourly[10].data[header].computed).toBeCloseTo(mean, 1);
  });

  it('stores history of the test helper’s devices the same way', async () => {
    const single = await context.db.one<{ id: number }>(
      `SELECT id FROM devices WHERE tenant_id = 'acme' AND is_single_unit ORDER BY id LIMIT 1`,
    );
    await storeHistoryOf(context.db, 'acme', [single?.id ?? 0], clock);
    const blocks = await daysOf(context.db, 'acme', single?.id ?? 0, 0, clock.getTime());
    expect(blocks.length).toBeGreaterThanOrEqual(90);
    // Another company cannot read them through its own tenant.
    expect(await daysOf(context.db, 'demo', single?.id ?? 0, 0, clock.getTime())).toEqual([]);
  });
});
