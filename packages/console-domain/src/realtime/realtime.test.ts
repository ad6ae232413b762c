import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REALTIME_BATCH_SIZE } from '../constants/limits';
import { batchRealtimeRead, mergeRealtimeAnswers } from './realtime';

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

describe('batchRealtimeRead (at most 40 coils plus registers per request)', () => {
  it('keeps a small read in one request', () => {
    expect(batchRealtimeRead({ coils: [1, 2], registers: [30001, 30002] })).toEqual([
      { coils: [1, 2], registers: [30001, 30002] },
    ]);
  });

  it('splits 30 coils and 30 registers into 40 + 20, coils first', () => {
    const coils = range(1, 30);
    const registers = range(40001, 30);
    expect(batchRealtimeRead({ coils, registers })).toEqual([
      { coils, registers: registers.slice(0, 10) },
      { coils: [], registers: registers.slice(10) },
    ]);
  });

  it('gives exactly 40 items in one request and 41 in two', () => {
    expect(batchRealtimeRead({ coils: [], registers: range(1, 40) })).toHaveLength(1);
    expect(batchRealtimeRead({ coils: [], registers: range(1, 41) })).toHaveLength(2);
    expect(REALTIME_BATCH_SIZE).toBe(40);
  });

  it('sends nothing for an empty read', () => {
    expect(batchRealtimeRead({ coils: [], registers: [] })).toEqual([]);
    expect(batchRealtimeRead({})).toEqual([]);
    expect(batchRealtimeRead({ coils: null, registers: null })).toEqual([]);
  });

  it('reads a repeated register once', () => {
    expect(batchRealtimeRead<number | string>({ coils: [5, 5], registers: [7, '7', 8] })).toEqual([
      { coils: [5], registers: [7, 8] },
    ]);
  });

  it.each([[0], [-1], [2.5], [Number.NaN]])('refuses batch size %s', (max) => {
    expect(() => batchRealtimeRead({ coils: [1] }, max)).toThrow(RangeError);
  });

  const address = fc.oneof(fc.integer({ min: 0, max: 400 }), fc.stringMatching(/^[0-9]{1,3}$/));
  const read = fc.record({
    coils: fc.array(address, { maxLength: 150 }),
    registers: fc.array(address, { maxLength: 150 }),
  });

  it('never exceeds the batch size and carries every distinct item exactly once, in order', () => {
    fc.assert(
      fc.property(read, fc.integer({ min: 1, max: 60 }), ({ coils, registers }, max) => {
        const batches = batchRealtimeRead({ coils, registers }, max);
        for (const batch of batches) {
          const size = batch.coils.length + batch.registers.length;
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(max);
        }
        const distinct = (items: (number | string)[]) => [
          ...new Map(items.map((item) => [String(item), item])).keys(),
        ];
        expect(batches.flatMap((batch) => batch.coils).map(String)).toEqual(distinct(coils));
        expect(batches.flatMap((batch) => batch.registers).map(String)).toEqual(
          distinct(registers),
        );
        // Every batch but the last is full: no more requests than needed.
        const total = distinct(coils).length + distinct(registers).length;
        expect(batches).toHaveLength(Math.ceil(total / max));
      }),
    );
  });

  it('uses 40 by default', () => {
    fc.assert(
      fc.property(read, (value) => {
        for (const batch of batchRealtimeRead(value)) {
          expect(batch.coils.length + batch.registers.length).toBeLessThanOrEqual(40);
        }
      }),
    );
  });
});

describe('mergeRealtimeAnswers', () => {
  it('merges coils and registers maps keyed by register', () => {
    expect(
      mergeRealtimeAnswers([
        { coils: { '1': 1 }, registers: { '30001': 215 } },
        { coils: {}, registers: { '30002': 170 } },
        { registers: { '30003': 0 } },
        null,
        undefined,
        { coils: null, registers: null },
      ]),
    ).toEqual({ coils: { '1': 1 }, registers: { '30001': 215, '30002': 170, '30003': 0 } });
  });

  it('gives empty maps for no answers', () => {
    expect(mergeRealtimeAnswers([])).toEqual({ coils: {}, registers: {} });
  });

  it('returns what was asked when every batch is answered', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 9999 }), { maxLength: 200 }),
        (registers) => {
          const answers = batchRealtimeRead({ registers }).map((batch) => ({
            registers: Object.fromEntries(
              batch.registers.map((register) => [register, register * 2]),
            ),
          }));
          const merged = mergeRealtimeAnswers(answers);
          expect(Object.keys(merged.registers).sort()).toEqual(registers.map(String).sort());
        },
      ),
    );
  });
});
