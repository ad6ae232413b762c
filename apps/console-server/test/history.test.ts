import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryStore } from '../src/history/store';
import { historyOf, partitionName } from '../src/history/repository';
import { loadDevices } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';

/** Stored history: a row per device and successful poll, day partitions, retention, hourly rollups. */
let clock = new Date('2026-02-10T08:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ now: () => clock, emulator: true });
}, 120_000);
afterAll(() => context.close());

async function partitions(): Promise<string[]> {
  const rows = await context.db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'device_history' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

describe('stored history', () => {
  it('keeps one row per device and successful poll, in the partition of its day', async () => {
    const [device] = await loadDevices(context.db, 'demo');
    const times = ['2026-02-10T08:00:00Z', '2026-02-10T08:01:00Z', '2026-02-11T09:00:00Z'];
    for (const time of times) {
      clock = new Date(time);
      await context.poll();
    }
    expect(await partitions()).toEqual(
      expect.arrayContaining(['device_history_20260210', 'device_history_20260211']),
    );
    const rows = await historyOf(
      context.db,
      'demo',
      device.id,
      new Date('2026-02-01T00:00:00Z'),
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(rows.map((row) => row.at.toISOString())).toEqual(
      times.map((time) => new Date(time).toISOString()),
    );
    // Another company's rows are not this one's.
    expect(
      await historyOf(context.db, 'acme', device.id, new Date(0), new Date('2100-01-01')),
    ).toEqual([]);
  });

  it('stores nothing for a failed poll (no point where the device was offline)', async () => {
    const [device] = await loadDevices(context.db, 'demo');
    const before = await historyOf(
      context.db,
      'demo',
      device.id,
      new Date(0),
      new Date('2100-01-01'),
    );
    await context.emulator?.stop();
    clock = new Date('2026-02-11T09:05:00Z');
    await context.poll();
    await context.emulator?.start();
    const after = await historyOf(
      context.db,
      'demo',
      device.id,
      new Date(0),
      new Date('2100-01-01'),
    );
    expect(after).toHaveLength(before.length);
  });

  it("compacts the day's finished five-minute slots into day blocks", async () => {
    const store = new HistoryStore(context.db);
    const { compacted } = await store.maintain(new Date('2026-02-10T09:30:00Z'));
    expect(compacted).toBeGreaterThan(0);
    const blocks = await context.db.query<{ day: string }>(
      `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM device_history_days`,
    );
    expect(blocks.map((row) => row.day)).toContain('2026-02-10');
  });

  it('drops the day partitions older than the retention', async () => {
    const store = new HistoryStore(context.db, 1);
    await store.compact(new Date('2026-02-11T10:00:00Z'));
    const { dropped } = await store.maintain(new Date('2026-02-12T12:00:00Z'));
    expect(dropped).toEqual([partitionName(new Date('2026-02-10T00:00:00Z'))]);
    expect(await partitions()).not.toContain('device_history_20260210');
    expect(await partitions()).toContain('device_history_20260211');
    // The day's five-minute blocks go with it; the next day's stay.
    const left = await context.db.query<{ day: string }>(
      `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM device_history_days ORDER BY 1`,
    );
    expect(left.map((row) => row.day)).toEqual(['2026-02-11']);
  });
});
