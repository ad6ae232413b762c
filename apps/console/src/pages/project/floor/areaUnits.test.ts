import type { DeviceSlim } from '@hvac/console-api';
import { describe, expect, it } from 'vitest';

import { projectUnits, unitOptions } from './areaUnits';

const indoor = (id: number, unit: number, name: string) =>
  ({
    id,
    unit,
    name,
    summary_data: {},
  }) as DeviceSlim['all_outdoor_units'][number]['summary_data']['all_indoor_units'][number];

const device = {
  id: 5,
  unit_id: 'BW-VRF-01',
  all_outdoor_units: [
    { id: 11, unit: 1, summary_data: { all_indoor_units: [indoor(1, 1, 'Director office 1')] } },
    { id: 12, unit: 2, summary_data: { all_indoor_units: [indoor(2, 7, 'Director office 1')] } },
  ],
} as unknown as DeviceSlim;

describe('unitOptions (Add New Area)', () => {
  it('names each unit with its system and device, so same-named rooms stay apart', () => {
    expect(unitOptions(projectUnits([device]))).toEqual([
      { value: '1', label: 'System 1 · Unit 1 · Director office 1 · BW-VRF-01' },
      { value: '7', label: 'System 2 · Unit 7 · Director office 1 · BW-VRF-01' },
    ]);
  });

  it('offers nothing for a project without devices', () => {
    expect(unitOptions(projectUnits([]))).toEqual([]);
  });
});
