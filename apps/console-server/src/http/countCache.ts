import type { Database, SqlValue } from '../db';

interface CachedCount {
  version: string;
  count: number;
}

/**
 * Counts of a list kept per count statement and reused while the tenant's version of what they count
 * has not changed (e.g. alarm_entry_count_versions, migration 304, bumped by every change of the
 * tenant's alarm_entry_counts in the same transaction). A miss reads the count and the version in one
 * statement (one snapshot), a hit costs one primary-key read of the version: the count stays exact
 * for every server process that shares the database, with no time window.
 */
export class CountCache {
  private readonly caches = new WeakMap<Database, Map<string, CachedCount>>();

  /**
   * @param versionSql a scalar query for the tenant's version as text, the tenant being `$1` (the
   *   count statements' first parameter too); NULL means no version yet (nothing is kept).
   */
  constructor(
    private readonly versionSql: string,
    private readonly maxEntries = 1_000,
  ) {}

  /** The count of `sql` (one row `{count}`, `$1` the tenant), from the cache when its version still holds. */
  async count(db: Database, sql: string, params: readonly SqlValue[]): Promise<number> {
    let cache = this.caches.get(db);
    if (!cache) {
      cache = new Map();
      this.caches.set(db, cache);
    }
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const cached = cache.get(key);
    if (cached) {
      const current = await db.one<{ version: string | null }>(
        `SELECT (${this.versionSql}) AS version`,
        [params[0]],
      );
      if (current?.version === cached.version) return cached.count;
    }
    const row = await db.one<{ version: string | null; count: number | null }>(
      `SELECT (${this.versionSql}) AS version, (SELECT counted.count FROM (${sql}) AS counted) AS count`,
      params,
    );
    const count = row?.count ?? 0;
    if (row?.version != null) {
      if (cache.size >= this.maxEntries) cache.clear();
      cache.set(key, { version: row.version, count });
    } else cache.delete(key);
    return count;
  }
}
