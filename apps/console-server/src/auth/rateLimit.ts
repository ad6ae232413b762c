import type { Database } from '../db';

/**
 * Counters of attempts kept in the database (table rate_limits), so that every server process sharing
 * one PostgreSQL counts the same attempts at once. A key's count starts over once its last counted
 * attempt is older than the window.
 */
export interface LimitState {
  hits: number;
  lastAt: Date;
}

/**
 * When a key must wait: once `free` attempts are counted, the next waits `baseMs` after the last counted
 * one, doubled for every further counted attempt, up to `maxMs`. A fixed limit of N per window is
 * `{ free: N, baseMs: window, maxMs: window, windowMs: window }`.
 */
export interface LimitPolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

export function fixedLimit(limit: number, windowMs: number): LimitPolicy {
  return { free: limit, baseMs: windowMs, maxMs: windowMs, windowMs };
}

/** The outcome of one attempt: counted and allowed, or refused (not counted) for `retryAfter` seconds. */
export interface Attempt {
  allowed: boolean;
  /** Seconds the key still has to wait (0 when allowed): the true remaining time, never extended by refusals. */
  retryAfter: number;
  /** The key's state before this attempt (what a `release` restores). */
  before: LimitState;
  at: Date;
}

/** Doublings beyond this change nothing under any sane maximum, and keep 2^n finite. */
const MAX_DOUBLINGS = 30;

interface AttemptRow {
  hits: number;
  last_at: Date;
  previous_at: Date | null;
  refused: boolean;
}

export class RateLimits {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt of `key` BEFORE it is evaluated (a password hashed, a token looked up), unless
   * the key has to wait: then nothing is counted or moved and the attempt is refused with the time still
   * left. One statement, so concurrent attempts each see the ones counted before them.
   */
  async attempt(key: string, policy: LimitPolicy, now: Date): Promise<Attempt> {
    const expired = `r.last_at <= $2::timestamptz - make_interval(secs => $3::float8)`;
    const waiting = `(NOT ${expired} AND r.hits >= $4::int AND r.last_at + make_interval(secs =>
      least($5::float8 * power(2::float8, least(r.hits - $4::int, ${MAX_DOUBLINGS})::float8), $6::float8)) > $2::timestamptz)`;
    const row = await this.db.one<AttemptRow>(
      `INSERT INTO rate_limits AS r (key, hits, first_at, last_at) VALUES ($1, 1, $2, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN ${expired} THEN 1 WHEN ${waiting} THEN r.hits ELSE r.hits + 1 END,
         first_at = CASE WHEN ${expired} THEN $2 ELSE r.first_at END,
         previous_at = CASE WHEN ${expired} THEN NULL WHEN ${waiting} THEN r.previous_at ELSE r.last_at END,
         refused = ${waiting},
         last_at = CASE WHEN ${waiting} THEN r.last_at ELSE $2 END
       RETURNING hits, last_at, previous_at, refused`,
      [key, now, policy.windowMs / 1000, policy.free, policy.baseMs / 1000, policy.maxMs / 1000],
    );
    if (!row) return { allowed: true, retryAfter: 0, before: { hits: 0, lastAt: now }, at: now };
    if (row.refused) {
      const state = { hits: row.hits, lastAt: row.last_at };
      return {
        allowed: false,
        retryAfter: Math.max(1, waitSeconds(policy, state, now)),
        before: state,
        at: now,
      };
    }
    return {
      allowed: true,
      retryAfter: 0,
      before: { hits: row.hits - 1, lastAt: row.previous_at ?? now },
      at: now,
    };
  }

  /**
   * Takes back a counted attempt (it succeeded, or a later check refused it): the key keeps counting
   * failures only, and its last time goes back unless another attempt was counted since.
   */
  async release(key: string, attempt: Attempt): Promise<void> {
    if (!attempt.allowed) return;
    await this.db.query(
      `UPDATE rate_limits SET hits = greatest(hits - 1, 0),
         last_at = CASE WHEN last_at = $2 THEN $3 ELSE last_at END
       WHERE key = $1`,
      [key, attempt.at, attempt.before.lastAt],
    );
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

/** Seconds a key in `state` still has to wait under `policy` (0: it may go on). */
export function waitSeconds(policy: LimitPolicy, state: LimitState, now: Date): number {
  if (state.hits < policy.free) return 0;
  const doublings = Math.min(state.hits - policy.free, MAX_DOUBLINGS);
  const delay = Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
  const left = state.lastAt.getTime() + delay - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
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
  return waitSeconds(
    { free, baseMs: baseSeconds * 1000, maxMs: maxSeconds * 1000, windowMs: Infinity },
    state,
    now,
  );
}
