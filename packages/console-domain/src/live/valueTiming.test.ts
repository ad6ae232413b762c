import { describe, expect, it } from 'vitest';
import { OFFLINE_VALUE_INTERVAL_MS, liveValueTiming } from './valueTiming';

const readAt = Date.UTC(2026, 0, 5, 10, 0, 0);

describe('liveValueTiming (the values’ age and when they turn stale)', () => {
  it('counts from the last read and expects a change every refresh while the console polls', () => {
    expect(liveValueTiming({ live: false, refreshMs: 5000, readAt })).toEqual({
      updatedAt: readAt,
      intervalMs: 5000,
      offline: false,
    });
  });

  it('expects a change every poll of the device while live updates arrive', () => {
    expect(liveValueTiming({ live: true, refreshMs: 5000, readAt }).intervalMs).toBe(60_000);
    expect(
      liveValueTiming({ live: true, refreshMs: 5000, readAt, pollIntervalS: 10 }).intervalMs,
    ).toBe(10_000);
    // Never sooner than the console would re-read by itself.
    expect(
      liveValueTiming({ live: true, refreshMs: 5000, readAt, pollIntervalS: 1 }).intervalMs,
    ).toBe(5000);
  });

  it("counts an offline device's values from its last poll and makes them stale at once", () => {
    const lastSeen = '2026-01-05T09:58:00.000Z';
    const timing = liveValueTiming({
      live: true,
      refreshMs: 5000,
      readAt,
      status: { state: 'offline', last_seen: lastSeen },
    });
    expect(timing).toEqual({
      updatedAt: Date.parse(lastSeen),
      intervalMs: OFFLINE_VALUE_INTERVAL_MS,
      offline: true,
    });
  });

  it('gives an offline device never seen no age at all', () => {
    for (const last_seen of [null, undefined, 'not a date']) {
      const timing = liveValueTiming({
        live: false,
        refreshMs: 5000,
        readAt,
        status: { state: 'offline', last_seen },
      });
      expect([timing.updatedAt, timing.offline]).toEqual([undefined, true]);
    }
  });

  it('treats an online or unknown device as current', () => {
    for (const state of ['online', 'unknown']) {
      const timing = liveValueTiming({
        live: false,
        refreshMs: 5000,
        readAt,
        status: { state, last_seen: '2020-01-01T00:00:00Z' },
      });
      expect([timing.updatedAt, timing.offline]).toEqual([readAt, false]);
    }
  });
});
