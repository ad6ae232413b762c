import { FAN_SPEEDS, fanSpeedName, OPERATION_MODES, operationModeName } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS } from '../src/devices/models';
import {
  byReportedValue,
  FAN_SPEED_MAPPING,
  OPERATION_MODE_MAPPING,
} from '../src/devices/parameters';

describe('operation-mode and fan-speed codes come from console-domain', () => {
  it('keys a domain table by the number a device reports', () => {
    expect(byReportedValue({ '1': 'One', '9': 'Nine', '0A': 'Ten', '0C': 'Twelve' })).toEqual({
      '1': 'One',
      '9': 'Nine',
      '10': 'Ten',
      '12': 'Twelve',
    });
  });

  it.each([
    ['operation mode', OPERATION_MODE_MAPPING, OPERATION_MODES, operationModeName],
    ['fan speed', FAN_SPEED_MAPPING, FAN_SPEEDS, fanSpeedName],
  ] as const)('names every %s code as the domain does', (_, mapping, table, nameOf) => {
    expect(Object.keys(mapping)).toHaveLength(Object.keys(table).length);
    for (const [reported, name] of Object.entries(mapping)) {
      expect(nameOf(Number(reported))).toBe(name);
    }
    expect(mapping['10']).toBe(table['0A']);
  });

  it('the model files map those codes exactly so', () => {
    const indoor = DEVICE_MODELS.flatMap((model) => model.parameters.indoor);
    for (const definition of indoor.filter((parameter) => parameter.key === 'operation_mode'))
      expect(definition.read_mapping).toEqual(OPERATION_MODE_MAPPING);
    for (const definition of indoor.filter((parameter) => parameter.key === 'fan_speed'))
      expect(definition.read_mapping).toEqual(FAN_SPEED_MAPPING);
    expect(indoor.filter((parameter) => parameter.key === 'fan_speed')).toHaveLength(2);
  });

  it('lets a write set exactly the codes the tables name', () => {
    const indoor = DEVICE_MODELS.flatMap((model) => model.parameters.indoor);
    const mode = indoor.find((parameter) => parameter.key === 'operation_mode');
    const fan = indoor.find((parameter) => parameter.key === 'fan_speed');
    expect(mode?.write?.allowed).toEqual(Object.keys(OPERATION_MODES).map((_, index) => index + 1));
    expect(fan?.write?.allowed).toEqual(Object.keys(FAN_SPEEDS).map((_, index) => index + 1));
    expect([mode?.write?.min, mode?.write?.max]).toEqual([1, 12]);
    expect([fan?.write?.min, fan?.write?.max]).toEqual([1, 11]);
  });
});
