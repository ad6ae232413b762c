/** Deterministic pseudo-randomness: the same inputs always give the same numbers. */

/** A 32-bit mix of up to four integers (murmur3-style finaliser). */
export function hash(a: number, b = 0, c = 0, d = 0): number {
  let h = Math.imul(a | 0, 0x9e3779b1) ^ 0x85ebca6b;
  h = Math.imul(h ^ (h >>> 15) ^ (b | 0), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ (c | 0), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ (d | 0), 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** A number in [0, 1) derived from the inputs. */
export function random01(a: number, b = 0, c = 0, d = 0): number {
  return hash(a, b, c, d) / 4294967296;
}

/** Smooth value noise in [-1, 1]: random knots every `period` ms, eased in between. */
export function smoothNoise(seed: number, time: number, period: number): number {
  const position = time / period;
  const knot = Math.floor(position);
  const fraction = position - knot;
  const from = random01(seed, knot, 0x51) * 2 - 1;
  const to = random01(seed, knot + 1, 0x51) * 2 - 1;
  const eased = fraction * fraction * (3 - 2 * fraction);
  return from + (to - from) * eased;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/**
 * The demo sites are in Serbia and the region: local time is taken as UTC+1 all year (the
 * simulated occupants do not follow daylight saving time).
 */
export const SITE_UTC_OFFSET = HOUR;

export function localDay(time: number): number {
  return Math.floor((time + SITE_UTC_OFFSET) / DAY);
}

/** Minutes since local midnight (fractional). */
export function minuteOfDay(time: number): number {
  const local = time + SITE_UTC_OFFSET;
  return (local - Math.floor(local / DAY) * DAY) / MINUTE;
}

/** Start (UTC ms) of a local day. */
export function dayStart(day: number): number {
  return day * DAY - SITE_UTC_OFFSET;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Fraction of the year in [0, 1), 0 at January 1st. */
export function yearFraction(day: number): number {
  const year = 365.2425;
  return (((day % year) + year) % year) / year;
}
