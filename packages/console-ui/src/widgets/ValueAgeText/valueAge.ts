export type TimeInput = number | string | Date | null | undefined;

function toMilliseconds(value: TimeInput): number | undefined {
  if (value == null || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? undefined : time;
}

export interface ValueAge {
  /** Milliseconds since the value was read (never negative). */
  ageMs: number;
  /** The reading time, for a machine-readable `<time dateTime>`. */
  updatedAt: Date;
  /** Older than two refresh intervals: the live value has stopped refreshing. */
  stale: boolean;
}

/** Stale after this many missed refreshes (the README: "stale after two intervals"). */
export const STALE_AFTER_INTERVALS = 2;

/**
 * How old a live value is at `now`, and whether it is stale. Undefined when the value has no
 * reading time. Time is passed in so renders are pure and stories deterministic.
 */
export function valueAge(
  now: TimeInput,
  updatedAt: TimeInput,
  intervalMs?: number,
): ValueAge | undefined {
  const readAt = toMilliseconds(updatedAt);
  const current = toMilliseconds(now);
  if (readAt === undefined || current === undefined) return undefined;
  const ageMs = Math.max(0, current - readAt);
  const stale =
    typeof intervalMs === 'number' && intervalMs > 0 && ageMs > STALE_AFTER_INTERVALS * intervalMs;
  return { ageMs, updatedAt: new Date(readAt), stale };
}
