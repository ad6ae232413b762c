import type { PolledValues } from '../devices/live';
import type { Database } from '../db';
import type { StoredDevice } from '../simulator/store';
import {
  dropExpiredPartitions,
  ensurePartition,
  insertHistory,
  partitionName,
  rollUpHours,
} from './repository';

const HOUR_MS = 3_600_000;

/** The default retention of stored history (HISTORY_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 400;

/**
 * Stored history: every successful poll is a row of device_history (day partitions created on
 * demand), old partitions are dropped after the retention, and finished hours are rolled up.
 */
export class HistoryStore {
  private readonly days = new Set<string>();
  /** Hours before this (ms) are rolled up by this instance already. */
  private rolledUntil: number | undefined;

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
   * Drops expired days and rolls up the hours finished since the last run (the two before `now` on
   * the first run); run every few minutes, it rolls each hour up once.
   */
  async maintain(now: Date): Promise<{ dropped: string[]; rolledUp: number }> {
    const dropped = await dropExpiredPartitions(this.db, now, this.retentionDays);
    for (const name of dropped) this.days.delete(name);
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const from = this.rolledUntil ?? hour - 2 * HOUR_MS;
    let rolledUp = 0;
    if (from < hour) {
      rolledUp = await rollUpHours(this.db, new Date(from), new Date(hour));
      this.rolledUntil = hour;
    }
    return { dropped, rolledUp };
  }
}
