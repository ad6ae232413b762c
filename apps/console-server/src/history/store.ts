import type { PolledValues } from '../devices/live';
import type { Database } from '../db';
import { loadDevice, type StoredDevice } from '../devices/store';
import {
  DAY_MS,
  SLOT_MS,
  dayOf,
  decodeDayBlock,
  emptyDay,
  encodeDayBlock,
  slotOf,
  slotsFromSamples,
  type ColumnKey,
  type DayColumn,
} from './blocks';
import {
  daysOf,
  deleteExpiredSummaries,
  dropExpiredPartitions,
  ensurePartition,
  historyOf,
  insertHistory,
  partitionName,
  pollsToCompact,
  saveDays,
} from './repository';
import { columnGroup, columnKind, pollSample } from './series';

/** Polls younger than this are left to the next compaction (a poll being stored right now). */
const COMPACT_DELAY_MS = 60_000;

/** The default retention of stored history (HISTORY_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 400;

/**
 * Stored history: every successful poll is a row of device_history (day partitions created on
 * demand), finished five-minute slots are compacted into day blocks, and old days are dropped after
 * the retention.
 */
export class HistoryStore {
  private readonly days = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly retentionDays: number = DEFAULT_RETENTION_DAYS,
  ) {}

  async record(device: StoredDevice, values: PolledValues, at: Date): Promise<void> {
    const day = partitionName(at);
    if (!this.days.has(day)) {
      await ensurePartition(this.db, at);
      this.days.add(day);
    }
    await insertHistory(this.db, device.row.tenant_id, device.id, at, values);
  }

  /**
   * Drops expired days and compacts the finished five-minute slots into day blocks (what graphs and
   * tables of every range read); run every few minutes.
   */
  async maintain(now: Date): Promise<{ dropped: string[]; compacted: number }> {
    const dropped = await dropExpiredPartitions(this.db, now, this.retentionDays);
    for (const name of dropped) this.days.delete(name);
    await deleteExpiredSummaries(this.db, now, this.retentionDays);
    const compacted = await this.compact(now);
    return { dropped, compacted };
  }

  /**
   * Moves the polls of finished five-minute slots (up to a minute before `now`, from the last day on)
   * into the days' blocks that graphs and tables read; answers how many devices it moved. Idempotent:
   * two instances compacting one device write the same block.
   */
  async compact(now: Date): Promise<number> {
    const to = slotOf(now.getTime() - COMPACT_DELAY_MS);
    const pending = await pollsToCompact(this.db, new Date(to - DAY_MS), new Date(to));
    for (const { tenant_id: tenant, device_id: id, first } of pending) {
      const device = await loadDevice(this.db, tenant, id);
      if (!device) continue;
      for (let day = dayOf(new Date(first).getTime()); day < to; day += DAY_MS) {
        await compactDay(this.db, device, day, to);
      }
    }
    return pending.length;
  }
}

/** Brings a device's day blocks up to `to` with the polls after their `until` (or the day's start). */
async function compactDay(db: Database, device: StoredDevice, day: number, to: number) {
  const tenant = device.row.tenant_id;
  const stored = await daysOf(db, tenant, device.id, day, day);
  // From the earliest `until` of the day's blocks (all of them end there when written together).
  const from =
    stored.length === 0
      ? day
      : Math.max(day, Math.min(day + DAY_MS, ...stored.map((block) => block.until)));
  const end = Math.min(day + DAY_MS, to);
  if (end <= from) return;
  const rows = await historyOf(db, tenant, device.id, new Date(from), new Date(end));
  const groups = new Map<string, Map<ColumnKey, DayColumn>>();
  for (const block of stored) groups.set(block.group, decodeDayBlock(block.block));
  const slots = slotsFromSamples(
    rows.map((row) => pollSample(row)),
    from,
    (end - from) / SLOT_MS,
    (key) => columnKind(device, key),
  );
  const offset = (from - day) / SLOT_MS;
  for (const [key, values] of slots) {
    const group = columnGroup(device, key);
    let columns = groups.get(group);
    if (!columns) {
      columns = new Map();
      groups.set(group, columns);
    }
    let column = columns.get(key);
    if (!column) {
      column = { kind: columnKind(device, key), slots: emptyDay() };
      columns.set(key, column);
    }
    column.slots.set(values, offset);
  }
  await saveDays(
    db,
    tenant,
    device.id,
    [...groups].map(([group, columns]) => ({
      day,
      group,
      until: end,
      block: encodeDayBlock(columns),
    })),
  );
}
