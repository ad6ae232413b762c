import { describe, expect, it } from 'vitest';
import {
  REGISTER_FORMULA_PLACEHOLDER,
  evaluateRegisterFormula,
  registerFormulaText,
  unitSymbol,
} from './registerFormula';

describe('registerFormulaText (j for outdoor units, i otherwise)', () => {
  it.each([
    ['40000 + {unit} * 100', 'outdoor', '40000 + j * 100'],
    ['40000 + {unit} * 100', 'indoor', '40000 + i * 100'],
    ['{unit}', 'single', 'i'],
    ['{unit}*2+{unit}', 'outdoor', 'j*2+j'],
    ['30001', 'indoor', '30001'],
    ['', 'indoor', ''],
    [null, 'outdoor', ''],
    [undefined, 'outdoor', ''],
  ] as const)('%s for %s → %s', (formula, kind, text) => {
    expect(registerFormulaText(formula, kind)).toBe(text);
  });

  it('shows the placeholder as j for outdoor units and i otherwise', () => {
    expect(registerFormulaText(REGISTER_FORMULA_PLACEHOLDER, 'outdoor')).toBe('j');
    expect(unitSymbol('outdoor')).toBe('j');
    expect(unitSymbol('indoor')).toBe('i');
  });
});

describe('evaluateRegisterFormula', () => {
  it.each([
    ['40000 + {unit} * 100', 3, 40300],
    ['(40000 + {unit}) * 2', 1, 80002],
    ['30001', 7, 30001],
    ['100 - {unit}', 4, 96],
    ['{unit} / 2', 8, 4],
    ['-{unit} + 10', 3, 7],
    ['+5', 0, 5],
    ['2.5 * 2', 0, 5],
  ])('%s with unit %s → %s', (formula, unit, register) => {
    expect(evaluateRegisterFormula(formula, unit)).toBe(register);
  });

  it.each([[''], ['40000 +'], ['(1 + 2'], ['1 2'], ['process.exit()'], ['1 / 0'], ['x']])(
    'refuses %j',
    (formula) => {
      expect(evaluateRegisterFormula(formula, 1)).toBeUndefined();
    },
  );
});
