// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../test/fakeFetch';
import { createConsoleClient } from './consoleClient';
import { mapWithConcurrency } from './concurrency';
import type { RealtimeRequest } from './types/devices';

const BASE = 'http://demo.localhost:8787';
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('devices.realtime', () => {
  it('batches at most 40 per request, never more than 4 in flight, and merges the answers', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const fetch = createFakeFetch(async (call) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Answers come back in a scrambled order.
      await new Promise((resolve) => setTimeout(resolve, (call.url.href.length * 7) % 5));
      const body = call.body as RealtimeRequest;
      inFlight -= 1;
      return json({
        coils: Object.fromEntries(body.coils.map((register) => [register, register % 2])),
        registers: Object.fromEntries(body.registers.map((register) => [register, register * 10])),
      });
    });
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const coils = range(1, 150);
    const registers = range(1000, 250);
    const answer = await client.devices.realtime(12, { coils, registers });

    expect(fetch.calls).toHaveLength(10); // 400 reads / 40
    for (const call of fetch.calls) {
      const body = call.body as RealtimeRequest;
      expect(call.method).toBe('POST');
      expect(call.url.pathname).toBe('/devices/12/device_parameters_realtime/');
      expect(body.coils.length + body.registers.length).toBeLessThanOrEqual(40);
    }
    expect(maxInFlight).toBe(4);
    expect(Object.keys(answer.coils)).toHaveLength(150);
    expect(Object.keys(answer.registers)).toHaveLength(250);
    expect(answer.registers['1249']).toBe(12490);
    expect(answer.coils['3']).toBe(1);
  });

  it('sends nothing for an empty read', async () => {
    const fetch = createFakeFetch(() => json({}));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    await expect(client.devices.realtime(1, {})).resolves.toEqual({ coils: {}, registers: {} });
    expect(fetch.calls).toHaveLength(0);
  });

  it('fails the whole read when one batch fails, without starting the rest', async () => {
    const fetch = createFakeFetch((call) =>
      fetch.calls.indexOf(call) === 0 ? json({ detail: 'boom' }, 500) : json({}),
    );
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    await expect(client.devices.realtime(1, { registers: range(0, 400) })).rejects.toMatchObject({
      status: 500,
    });
    expect(fetch.calls.length).toBeLessThan(10);
  });
});

describe('devices.realtime: the stored poll', () => {
  it("keeps the answers' oldest read time and the device's state across batches", async () => {
    const times = ['2026-11-27T10:00:20.000Z', '2026-11-27T10:00:00.000Z'];
    const status = { state: 'offline', last_seen: times[1], last_error: 'No answer within 2 s' };
    const fetch = createFakeFetch((call) => {
      const body = call.body as RealtimeRequest;
      return json({
        coils: {},
        registers: Object.fromEntries(body.registers.map((register) => [register, 1])),
        read_at: times[fetch.calls.indexOf(call) % 2],
        status,
      });
    });
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const answer = await client.devices.realtime(3, { registers: range(0, 80) });
    expect(fetch.calls).toHaveLength(2);
    expect(answer.read_at).toBe('2026-11-27T10:00:00.000Z');
    expect(answer.status).toEqual(status);
    expect(Object.keys(answer.registers)).toHaveLength(80);
  });

  it("Debug Mode's raw read asks the device's own path, batched the same way", async () => {
    const fetch = createFakeFetch(() => json({ coils: { '1': 1 }, registers: {} }));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const answer = await client.devices.rawRead(7, { coils: [1], registers: range(100, 45) });
    expect(fetch.calls.map((call) => call.url.pathname)).toEqual([
      '/devices/7/device_parameters_raw/',
      '/devices/7/device_parameters_raw/',
    ]);
    expect(answer).toEqual({ coils: { '1': 1 }, registers: {} });
  });
});

describe('mapWithConcurrency', () => {
  it('keeps input order and honours the limit', async () => {
    let active = 0;
    let peak = 0;
    const results = await mapWithConcurrency(range(0, 9), 3, async (item) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, (9 - item) % 4));
      active -= 1;
      return item * 2;
    });
    expect(results).toEqual(range(0, 9).map((item) => item * 2));
    expect(peak).toBe(3);
  });

  it('rejects a limit below 1', async () => {
    await expect(mapWithConcurrency([1], 0, () => Promise.resolve(1))).rejects.toThrow(RangeError);
  });

  it('never exceeds the limit, keeps order and loses nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 3 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (delays, limit) => {
          let active = 0;
          let peak = 0;
          const results = await mapWithConcurrency(delays, limit, async (delay, index) => {
            active += 1;
            peak = Math.max(peak, active);
            for (let tick = 0; tick < delay; tick += 1) await Promise.resolve();
            active -= 1;
            return index;
          });
          expect(results).toEqual(delays.map((_, index) => index));
          expect(peak).toBeLessThanOrEqual(limit);
          // Tasks that wait at all overlap up to the limit (instant ones may finish first).
          if (delays.length > 0 && delays.every((delay) => delay > 0)) {
            expect(peak).toBe(Math.min(limit, delays.length));
          }
        },
      ),
    );
  });
});
