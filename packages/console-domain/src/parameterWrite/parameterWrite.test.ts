import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsRawValue,
  formatParameterValue,
  writeChangeLogData,
  formatWriteValue,
  parseWriteInput,
  writeRangeMessage,
  writeRuleOf,
} from './parameterWrite';
import type { NumberWriteRule } from './parameterWrite';

const setTemperature = {
  writable: true,
  min_value: 160,
  max_value: 300,
  read_mapping: null,
  scale: 10,
  unit: '°C',
};
const operationMode = {
  writable: true,
  min_value: 1,
  max_value: 6,
  allowed_values: [1, 4, 5, 6],
  read_mapping: { '1': 'Cooling', '2': 'Dehumidifying', '4': 'Heating', '5': 'Auto Cooling' },
  scale: 1,
};
const power = {
  writable: true,
  min_value: 0,
  max_value: 170,
  allowed_values: [0, 170],
  read_mapping: { '0': 'Off', '170': 'On' },
};

describe('writeRuleOf', () => {
  it('gives no rule to parameters without a write rule', () => {
    expect(writeRuleOf({ writable: false, min_value: 0, max_value: 1 })).toBeUndefined();
    expect(writeRuleOf({ writable: true, min_value: null, max_value: 1 })).toBeUndefined();
  });

  it('makes set temperatures a number in °C with a step of one tenth', () => {
    expect(writeRuleOf(setTemperature)).toEqual({
      kind: 'number',
      min: 16,
      max: 30,
      step: 0.1,
      scale: 10,
      unit: '°C',
      decimals: 1,
    });
  });

  it('makes mapped parameters a choice of names, limited to the allowed codes', () => {
    expect(writeRuleOf(operationMode)).toEqual({
      kind: 'choice',
      choices: [
        { raw: 1, label: 'Cooling' },
        { raw: 4, label: 'Heating' },
        { raw: 5, label: 'Auto Cooling' },
        // An allowed code without a name reads as the raw code.
        { raw: 6, label: '6' },
      ],
    });
    expect(writeRuleOf(power)).toEqual({
      kind: 'choice',
      choices: [
        { raw: 0, label: 'Off' },
        { raw: 170, label: 'On' },
      ],
    });
  });
});

describe('parseWriteInput', () => {
  const temperature = writeRuleOf(setTemperature) as NumberWriteRule;
  const mode = writeRuleOf(operationMode)!;

  it.each([
    ['22.5', { valid: true, raw: 225 }],
    ['22,5', { valid: true, raw: 225 }],
    ['16', { valid: true, raw: 160 }],
    ['30.0', { valid: true, raw: 300 }],
    ['15.9', { valid: false, message: 'Enter a value from 16.0 to 30.0 °C.' }],
    ['30.1', { valid: false, message: 'Enter a value from 16.0 to 30.0 °C.' }],
    ['22.55', { valid: false, message: 'Enter a value in steps of 0.1 °C, such as 22.5 or 22.6.' }],
    ['29.95', { valid: false, message: 'Enter a value in steps of 0.1 °C, such as 29.9 or 30.0.' }],
    ['15.95', { valid: false, message: 'Enter a value from 16.0 to 30.0 °C.' }],
    ['warm', { valid: false, message: 'Enter a value from 16.0 to 30.0 °C.' }],
    ['', { valid: false, message: 'Enter a value.' }],
  ])('set temperature %j', (input, result) => {
    expect(parseWriteInput(temperature, input)).toEqual(result);
  });

  it.each([
    ['4', { valid: true, raw: 4 }],
    ['2', { valid: false, message: 'Choose one of the listed values.' }],
  ])('operation mode %j', (input, result) => {
    expect(parseWriteInput(mode, input)).toEqual(result);
  });

  it('accepts exactly the raw values inside the range (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (raw) => {
        const result = acceptsRawValue(setTemperature, raw);
        expect(result.valid).toBe(raw >= 160 && raw <= 300);
        if (result.valid) expect(result.raw).toBe(raw);
      }),
    );
  });
});

describe('acceptsRawValue (the server check)', () => {
  it('refuses parameters that cannot be written and fractional raw values', () => {
    expect(acceptsRawValue({ writable: false }, 1)).toEqual({
      valid: false,
      message: 'This parameter cannot be written.',
    });
    expect(acceptsRawValue(setTemperature, 200.5).valid).toBe(false);
    expect(acceptsRawValue(operationMode, 5)).toEqual({ valid: true, raw: 5 });
    expect(acceptsRawValue(operationMode, 2).valid).toBe(false);
  });
});

describe('formatWriteValue', () => {
  it('shows names and °C', () => {
    expect(formatWriteValue(writeRuleOf(setTemperature)!, 225)).toBe('22.5 °C');
    expect(formatWriteValue(writeRuleOf(operationMode)!, 4)).toBe('Heating');
    expect(formatWriteValue(writeRuleOf(operationMode)!, 9)).toBe('9');
    expect(formatWriteValue(writeRuleOf(operationMode)!, null)).toBe('—');
    expect(writeRangeMessage(writeRuleOf(setTemperature) as NumberWriteRule)).toBe(
      'Enter a value from 16.0 to 30.0 °C.',
    );
  });
});

describe('formatParameterValue', () => {
  it.each([
    [{ read_mapping: { '0': 'Off', '170': 'On' } }, 170, 'On'],
    [{ read_mapping: { '0': 'Off' } }, 5, '5'],
    [{ scale: 10, unit: '°C' }, 225, '22.5 °C'],
    [{ scale: 1, unit: 'Hz' }, 48, '48 Hz'],
    [{}, 3, '3'],
    [{}, null, '—'],
  ])('%j with %j reads %j', (formula, raw, text) => {
    expect(formatParameterValue(formula, raw)).toBe(text);
  });
});

describe('writeChangeLogData (DECISIONS.md: the value as chosen, then raw)', () => {
  it.each([
    [setTemperature, 41, 235, [41, '23.5 °C', 235]],
    [operationMode, 2, 4, [2, 'Heating', 4]],
    [power, 0, 170, [0, 'On', 170]],
    [{ writable: false }, 7, 3, [7, '3', 3]],
  ])('%j register %j raw %j', (formula, register, raw, data) => {
    expect(writeChangeLogData(formula, register, raw)).toEqual(data);
  });
});
