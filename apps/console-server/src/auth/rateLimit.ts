import type { Database } from '../db';

/**
 * Counters of attempts kept in the database (table rate_limits), so that every server process sharing
 * one PostgreSQL counts the same failures at once. A key's count starts over once its last hit is older
 * than the window.
 */
export interface LimitState {
  hits: number;
  lastAt: Date;
}

interface LimitRow {
  hits: number;
  last_at: Date;
}

export class RateLimits {
  constructor(private readonly db: Database) {}

  /** Counts one hit of `key` and answers the count within the window, this hit included. */
  async hit(key: string, windowMs: number, now: Date): Promise<LimitState> {
    const row = await this.db.one<LimitRow>(
      `INSERT INTO rate_limits AS r (key, hits, first_at, last_at) VALUES ($1, 1, $2, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.last_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN 1 ELSE r.hits + 1 END,
         first_at = CASE WHEN r.last_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN $2 ELSE r.first_at END,
         last_at = $2
       RETURNING hits, last_at`,
      [key, now, windowMs / 1000],
    );
    return { hits: row?.hits ?? 1, lastAt: row?.last_at ?? now };
  }

  /**
   * Counts one attempt of `key` BEFORE it is evaluated (a password hashed, a token looked up) and
   * answers the state the attempt found: the hits before it within the window and the time of the last
   * one. One statement, so concurrent attempts each see the ones counted before them.
   */
  async attempt(key: string, windowMs: number, now: Date): Promise<LimitState> {
    const row = await this.db.one<{ hits: number; previous_at: Date | null }>(
      `INSERT INTO rate_limits AS r (key, hits, first_at, last_at) VALUES ($1, 1, $2, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.last_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN 1 ELSE r.hits + 1 END,
         first_at = CASE WHEN r.last_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN $2 ELSE r.first_at END,
         previous_at = CASE WHEN r.last_at <= $2::timestamptz - make_interval(secs => $3::float8) THEN NULL ELSE r.last_at END,
         last_at = $2
       RETURNING hits, previous_at`,
      [key, now, windowMs / 1000],
    );
    const hits = row?.hits ?? 1;
    return { hits: hits - 1, lastAt: row?.previous_at ?? now };
  }

  /** Takes back one counted attempt (it succeeded): the key keeps counting failures only. */
  async release(key: string): Promise<void> {
    await this.db.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [
      key,
    ]);
  }

  /** The key's count within the window (0 when none). */
  async get(key: string, windowMs: number, now: Date): Promise<LimitState> {
    const row = await this.db.one<LimitRow>(
      `SELECT hits, last_at FROM rate_limits
        WHERE key = $1 AND last_at > $2::timestamptz - make_interval(secs => $3::float8)`,
      [key, now, windowMs / 1000],
    );
    return row ? { hits: row.hits, lastAt: row.last_at } : { hits: 0, lastAt: now };
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }

  /** Forgets counters idle for longer than `olderThanMs` (run now and then). */
  async prune(olderThanMs: number, now: Date): Promise<void> {
    await this.db.query(
      `DELETE FROM rate_limits WHERE last_at < $1::timestamptz - make_interval(secs => $2::float8)`,
      [now, olderThanMs / 1000],
    );
  }
}

/**
 * Seconds a key must still wait after `failures` failures, the last at `lastAt`: nothing below `free`
 * failures, then a delay that doubles with every further failure (30 s, 1 min, 2 min … up to `maxSeconds`).
 */
export function growingDelay(
  state: LimitState,
  free: number,
  now: Date,
  baseSeconds = 30,
  maxSeconds = 15 * 60,
): number {
  if (state.hits < free) return 0;
  const delay = Math.min(baseSeconds * 2 ** (state.hits - free), maxSeconds) * 1000;
  const left = state.lastAt.getTime() + delay - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Seconds until a fixed-window counter (limit hits per window) lets the key in again. */
export function windowWait(state: LimitState, limit: number, windowMs: number, now: Date): number {
  if (state.hits <= limit) return 0;
  return Math.max(1, Math.ceil((state.lastAt.getTime() + windowMs - now.getTime()) / 1000));
}
