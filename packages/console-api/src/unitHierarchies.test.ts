import { indoorUnitsOf } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { makeDevice, makeDeviceSlim } from './mocks/fixtures';
import { DEVICE_UNIT_HIERARCHY, SLIM_UNIT_HIERARCHY } from './unitHierarchies';

const places = (list: { system: { unit: number }; unit: { unit: number; name: string } }[]) =>
  list.map(({ system, unit }) => `${system.unit}/${unit.unit} ${unit.name}`);

describe('unit hierarchies of the API’s shapes', () => {
  it('reach the same indoor units through a device and through its slim read', () => {
    const slim = places(indoorUnitsOf([makeDeviceSlim()], SLIM_UNIT_HIERARCHY));
    const device = places(indoorUnitsOf([makeDevice()], DEVICE_UNIT_HIERARCHY));
    expect(slim.length).toBeGreaterThan(1);
    expect(device).toEqual(slim);
  });
});
