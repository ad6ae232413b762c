import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REALTIME_BATCH_SIZE } from '../constants/limits';
import type { DebugConfiguration } from './debugRead';
import { debugParameters, debugRawValue, debugRead } from './debugRead';
import { batchRealtimeRead } from '../realtime/realtime';

const CONFIGURATION: DebugConfiguration = {
  general_formulas: [
    {
      data_meaning: 'Outdoor ambient temperature',
      modbus_type: 'register',
      register: 100,
      formula: '100',
      type: 'status',
    },
    {
      data_meaning: 'System power',
      modbus_type: 'coil',
      register: 1,
      formula: '1',
      type: 'status',
    },
  ],
  general_error_formulas: [
    { data_meaning: 'Communication error', modbus_type: 'coil', register: 2, type: 'error' },
  ],
  outdoor_unit_formulas: [
    {
      data_meaning: 'Compressor frequency',
      modbus_type: 'register',
      register: 1000,
      formula: '1000 + ({unit} - 1) * 16 + 0',
      type: 'status',
    },
  ],
  outdoor_unit_error_formulas: [],
  indoor_unit_formulas: [
    {
      data_meaning: 'Set temperature',
      modbus_type: 'register',
      register: 2003,
      formula: '2000 + ({unit} - 1) * 16 + 3',
      type: 'status',
    },
    {
      data_meaning: 'Power',
      modbus_type: 'coil',
      register: 500,
      formula: '500 + ({unit} - 1) * 4',
      type: 'status',
    },
  ],
  indoor_unit_error_formulas: null,
};

describe('debugParameters', () => {
  it('lists general formulas once and unit formulas per unit, registers from the formula', () => {
    const parameters = debugParameters(CONFIGURATION, { outdoor: [1, 2], indoor: [1, 3] });
    expect(
      parameters.map(({ scope, unit, modbus_type, register, formula }) => [
        scope,
        unit,
        modbus_type,
        register,
        formula,
      ]),
    ).toEqual([
      ['general', null, 'register', 100, '100'],
      ['general', null, 'coil', 1, '1'],
      ['general', null, 'coil', 2, '2'],
      ['outdoor', 1, 'register', 1000, '1000 + (j - 1) * 16 + 0'],
      ['outdoor', 2, 'register', 1016, '1000 + (j - 1) * 16 + 0'],
      ['indoor', 1, 'register', 2003, '2000 + (i - 1) * 16 + 3'],
      ['indoor', 1, 'coil', 500, '500 + (i - 1) * 4'],
      ['indoor', 3, 'register', 2035, '2000 + (i - 1) * 16 + 3'],
      ['indoor', 3, 'coil', 508, '500 + (i - 1) * 4'],
    ]);
  });

  it('gives nothing without a configuration, and skips formulas it cannot compute', () => {
    expect(debugParameters(null, { outdoor: [1], indoor: [] })).toEqual([]);
    const broken = debugParameters(
      {
        indoor_unit_formulas: [
          { data_meaning: 'Broken', modbus_type: 'register', register: 1, formula: 'abc {unit}' },
        ],
      },
      { outdoor: [], indoor: [1] },
    );
    expect(broken).toEqual([]);
  });

  it('reads every coil and register once, in batches of at most 40', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 64 }),
        (outdoor, indoor) => {
          const units = {
            outdoor: Array.from({ length: outdoor }, (_, index) => index + 1),
            indoor: Array.from({ length: indoor }, (_, index) => index + 1),
          };
          const parameters = debugParameters(CONFIGURATION, units);
          const read = debugRead(parameters);
          expect(read.coils.length + read.registers.length).toBe(parameters.length);
          const batches = batchRealtimeRead(read);
          for (const batch of batches) {
            expect(batch.coils.length + batch.registers.length).toBeLessThanOrEqual(
              REALTIME_BATCH_SIZE,
            );
          }
          expect(batches.flatMap((batch) => batch.registers).sort()).toEqual(
            [...read.registers].sort(),
          );
          expect(batches.flatMap((batch) => batch.coils).sort()).toEqual([...read.coils].sort());
        },
      ),
    );
  });
});

describe('debugRawValue', () => {
  it('finds the value by kind and register', () => {
    const values = { coils: { '1': 1 }, registers: { '1': 235 } };
    expect(debugRawValue({ modbus_type: 'coil', register: 1 }, values)).toBe(1);
    expect(debugRawValue({ modbus_type: 'register', register: 1 }, values)).toBe(235);
    expect(debugRawValue({ modbus_type: 'register', register: 2 }, values)).toBeUndefined();
  });
});
