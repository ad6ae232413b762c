import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlannedFormula } from './registerPlan';
import { plannedRawValue, plannedRegister, registerPlan } from './registerPlan';

const formula = (
  name: string,
  modbus_type: 'coil' | 'register',
  register: number,
  unitFormula?: string,
) => ({ data_meaning: name, modbus_type, register, formula: unitFormula });

const configuration = {
  general_formulas: [formula('Power', 'coil', 1), formula('Mode', 'register', 100)],
  general_error_formulas: [formula('Alarm', 'coil', 2)],
  outdoor_unit_formulas: [formula('Outdoor temp', 'register', 2000, '2000 + ({unit} - 1) * 16')],
  outdoor_unit_error_formulas: [
    formula('Outdoor error', 'register', 2001, '2001 + ({unit} - 1) * 16'),
  ],
  indoor_unit_formulas: [
    formula('Set temp', 'register', 3000, '3000 + {unit} * 10'),
    formula('Unit on', 'coil', 500, '500 + {unit}'),
  ],
  indoor_unit_error_formulas: [formula('Unit error', 'register', 3001, '3001 + {unit} * 10')],
};

describe('registerPlan (what the tree view reads for the chosen item)', () => {
  it("reads a device's general parameters at their own registers", () => {
    const plan = registerPlan(configuration, 'device', null);
    expect(plan.status.map((item) => [item.formula.data_meaning, item.register])).toEqual([
      ['Power', 1],
      ['Mode', 100],
    ]);
    expect(plan.error.map((item) => item.register)).toEqual([2]);
    expect(plan.read).toEqual({ coils: [1, 2], registers: [100] });
  });

  it("reads a system's and a unit's parameters at the registers of their number", () => {
    expect(registerPlan(configuration, 'system', 3).read).toEqual({
      coils: [],
      registers: [2032, 2033],
    });
    const unit = registerPlan(configuration, 'unit', 4);
    expect(unit.status.map((item) => item.register)).toEqual([3040, 504]);
    expect(unit.error.map((item) => item.register)).toEqual([3041]);
    expect(unit.read).toEqual({ coils: [504], registers: [3040, 3041] });
  });

  it('reads nothing without a configuration or a chosen item', () => {
    const empty = { status: [], error: [], read: { coils: [], registers: [] } };
    expect(registerPlan(null, 'unit', 1)).toEqual(empty);
    expect(registerPlan(configuration, null, null)).toEqual(empty);
  });

  it('reads every parameter of both lists once, coils and registers apart', () => {
    fc.assert(
      fc.property(fc.constantFrom('device', 'system', 'unit' as const), fc.nat(64), (level, n) => {
        const plan = registerPlan(configuration, level, level === 'device' ? null : n);
        const all = [...plan.status, ...plan.error];
        expect(plan.read.coils.length + plan.read.registers.length).toBe(all.length);
        for (const item of all) {
          const list = item.formula.modbus_type === 'coil' ? plan.read.coils : plan.read.registers;
          expect(list).toContain(item.register);
        }
      }),
    );
  });
});

describe('plannedRegister', () => {
  it("falls back to the formula's register when the unit formula does not evaluate", () => {
    const broken: PlannedFormula = {
      modbus_type: 'register',
      register: 7,
      formula: '7 + {unit} *',
    };
    expect(plannedRegister(broken, 2)).toBe(7);
    expect(plannedRegister({ modbus_type: 'register', register: 7 }, 2)).toBe(7);
  });
});

describe('plannedRawValue', () => {
  it('finds a coil among the coils and a register among the registers of an answer', () => {
    const answer = { coils: { '5': 1 }, registers: { '5': 215 } };
    expect(
      plannedRawValue(answer, { formula: { modbus_type: 'coil', register: 5 }, register: 5 }),
    ).toBe(1);
    expect(
      plannedRawValue(answer, { formula: { modbus_type: 'register', register: 0 }, register: 5 }),
    ).toBe(215);
    expect(
      plannedRawValue(answer, { formula: { modbus_type: 'register', register: 6 }, register: 6 }),
    ).toBeNull();
    expect(
      plannedRawValue(undefined, { formula: { modbus_type: 'coil', register: 5 }, register: 5 }),
    ).toBeNull();
  });
});
