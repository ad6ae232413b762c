import type { DeviceSlim } from '@hvac/console-api';
import { describe, expect, it } from 'vitest';

import { liveByArea, projectUnits, unitOfArea, unitOptions } from './areaUnits';

const indoor = (id: number, unit: number, name: string, ambient = 230) =>
  ({
    id,
    unit,
    name,
    summary_data: {
      power: 1,
      error_status: 0,
      indoor_set_temp: 220,
      indoor_ambient_temp: ambient,
    },
  }) as unknown as DeviceSlim['all_outdoor_units'][number]['summary_data']['all_indoor_units'][number];

const device = {
  id: 5,
  unit_id: 'BW-VRF-01',
  all_outdoor_units: [
    { id: 11, unit: 1, summary_data: { all_indoor_units: [indoor(1, 1, 'Director office 1')] } },
    { id: 12, unit: 2, summary_data: { all_indoor_units: [indoor(2, 7, 'Director office 1')] } },
  ],
} as unknown as DeviceSlim;

/** A second device with a unit of the same number (1) and other values. */
const other = {
  id: 6,
  unit_id: 'BW-VRF-02',
  all_outdoor_units: [
    { id: 21, unit: 1, summary_data: { all_indoor_units: [indoor(31, 1, 'Lobby', 199)] } },
  ],
} as unknown as DeviceSlim;

const area = (overrides: object) => ({
  id: 'a',
  label: 'A',
  unitNumber: 1,
  unitType: 'kasetna' as const,
  x: 0,
  y: 0,
  width: 50,
  height: 50,
  ...overrides,
});

describe('unitOptions (Add New Area)', () => {
  it('offers every unit of every device, named with its system and device', () => {
    expect(unitOptions(projectUnits([device, other]))).toEqual([
      { value: '1', label: 'System 1 · Unit 1 · Director office 1 · BW-VRF-01' },
      { value: '2', label: 'System 2 · Unit 7 · Director office 1 · BW-VRF-01' },
      { value: '31', label: 'System 1 · Unit 1 · Lobby · BW-VRF-02' },
    ]);
  });

  it('offers nothing for a project without devices', () => {
    expect(unitOptions(projectUnits([]))).toEqual([]);
  });
});

describe("an area's unit and live values", () => {
  const units = projectUnits([device, other]);

  it("shows the unit it names, of its device: the second device's unit 1, not the first's", () => {
    const second = area({ deviceId: 6, indoorUnitId: 31 });
    expect(unitOfArea(units, second)?.deviceUnitId).toBe('BW-VRF-02');
    expect(liveByArea([second], units).a).toMatchObject({ actualTemperature: 199 });
    expect(liveByArea([area({ deviceId: 5, indoorUnitId: 1 })], units).a).toMatchObject({
      actualTemperature: 230,
    });
  });

  it('carries the scales of its unit’s model with the temperatures (issue 31)', () => {
    const scaled = {
      ...device,
      all_outdoor_units: [
        {
          id: 11,
          unit: 1,
          summary_data: {
            all_indoor_units: [
              {
                ...indoor(1, 1, 'Director office 1', 2240),
                summary_scales: { indoor_set_temp: 100, indoor_ambient_temp: 100 },
              },
            ],
          },
        },
      ],
    } as unknown as DeviceSlim;
    expect(
      liveByArea([area({ deviceId: 5, indoorUnitId: 1 })], projectUnits([scaled])).a,
    ).toMatchObject({
      actualTemperature: 2240,
      setTemperatureScale: 100,
      actualTemperatureScale: 100,
    });
  });

  it('reads an area of before by its number (first device), and a unit the server could not find as none', () => {
    expect(unitOfArea(units, area({}))?.deviceUnitId).toBe('BW-VRF-01');
    expect(unitOfArea(units, area({ deviceId: null, indoorUnitId: null }))).toBeUndefined();
    expect(unitOfArea(units, area({ deviceId: 5, indoorUnitId: 31 }))).toBeUndefined();
  });
});
