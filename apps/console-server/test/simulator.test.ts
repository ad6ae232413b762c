import { describe, expect, it } from 'vitest';
import { getModel, parametersOfUnit, type DeviceTopology } from '../src/devices/catalog';
import { graphHeaders } from '../src/history/views';
import { DAY, HOUR, MINUTE } from '../src/simulator/random';
import { overrideKey } from '../src/devices/overrides';
import { DeviceSimulation, valueAt } from '../src/simulator/signals';

const NOW = Date.parse('2026-11-20T12:00:00Z');

const vrf: DeviceTopology = {
  id: 42,
  modelKey: 'midea-vrf-v6',
  outdoorUnits: [
    { id: 1, unit: 1 },
    { id: 2, unit: 2 },
  ],
  indoorUnits: Array.from({ length: 12 }, (_, index) => ({
    id: 10 + index,
    unit: index + 1,
    outdoorUnitId: index < 6 ? 1 : 2,
    name: `Office ${index + 1}`,
  })),
};
const heatPump: DeviceTopology = {
  id: 43,
  modelKey: 'daikin-altherma-3',
  outdoorUnits: [],
  indoorUnits: [],
};
const midea = getModel('midea-vrf-v6');

function register(
  scope: 'indoor' | 'outdoor' | 'general',
  unit: number,
  key: string,
  model = midea,
) {
  const parameter = parametersOfUnit(model, scope, unit).find(
    (candidate) => candidate.definition.key === key,
  );
  if (!parameter) throw new Error(key);
  return parameter;
}

describe('simulator values', () => {
  it('are deterministic for a device, register and time', () => {
    const ambient = register('indoor', 3, 'indoor_ambient_temp');
    const first = valueAt(vrf, 'register', ambient.register, NOW);
    expect(valueAt(vrf, 'register', ambient.register, NOW)).toBe(first);
    expect(new DeviceSimulation(vrf).valueAt('register', ambient.register, NOW)).toBe(first);
  });

  it('answers undefined for a register the device does not have', () => {
    expect(valueAt(vrf, 'register', 65_000, NOW)).toBeUndefined();
  });

  it('keep temperatures believable and follow the time of day', () => {
    const simulation = new DeviceSimulation(vrf);
    const outdoor = simulation.series(
      'register',
      register('outdoor', 1, 'outdoor_ambient_temp').register,
    );
    const samples: number[] = [];
    for (let time = NOW - 7 * DAY; time < NOW; time += 30 * MINUTE)
      samples.push((outdoor?.(time) ?? NaN) / 10);
    expect(Math.min(...samples)).toBeGreaterThan(-25);
    expect(Math.max(...samples)).toBeLessThan(40);
    // Afternoons are warmer than nights on average.
    let afternoon = 0;
    let night = 0;
    for (let day = 1; day <= 30; day += 1) {
      const midnight = Date.parse('2026-10-01T00:00:00Z') + day * DAY;
      afternoon += outdoor?.(midnight + 14 * HOUR) ?? 0;
      night += outdoor?.(midnight + 4 * HOUR) ?? 0;
    }
    expect(afternoon).toBeGreaterThan(night);
  });

  it('switches indoor units on and off, and the room approaches the set point when on', () => {
    const simulation = new DeviceSimulation(vrf);
    let transitions = 0;
    const states = new Set<number | undefined>();
    let settledGaps = 0;
    let settledCount = 0;
    for (let unit = 1; unit <= 12; unit += 1) {
      const power = simulation.series('register', register('indoor', unit, 'power').register);
      const set = simulation.series(
        'register',
        register('indoor', unit, 'indoor_set_temp').register,
      );
      const ambient = simulation.series(
        'register',
        register('indoor', unit, 'indoor_ambient_temp').register,
      );
      let previous = power?.(NOW - 14 * DAY);
      let onFor = 0;
      for (let time = NOW - 14 * DAY; time < NOW; time += 5 * MINUTE) {
        const state = power?.(time);
        states.add(state);
        if (state !== previous) transitions += 1;
        onFor = state === 170 ? onFor + 5 : 0;
        if (onFor > 180) {
          settledGaps += Math.abs((ambient?.(time) ?? 0) - (set?.(time) ?? 0));
          settledCount += 1;
        }
        previous = state;
      }
    }
    expect([...states].sort()).toEqual([0, 170]);
    expect(transitions).toBeGreaterThan(20);
    expect(settledCount).toBeGreaterThan(0);
    // Mean distance to the set point after three hours on: under 1 °C (raw tenths).
    expect(settledGaps / settledCount).toBeLessThan(10);
  });

  it('produces occasional error episodes that end again', () => {
    const simulation = new DeviceSimulation(vrf);
    let errorSamples = 0;
    let total = 0;
    for (let unit = 1; unit <= 12; unit += 1) {
      const code = simulation.series('register', register('indoor', unit, 'error_status').register);
      for (let time = NOW - 90 * DAY; time < NOW; time += 15 * MINUTE) {
        total += 1;
        if ((code?.(time) ?? 0) !== 0) errorSamples += 1;
      }
    }
    expect(errorSamples).toBeGreaterThan(0);
    expect(errorSamples / total).toBeLessThan(0.02);
  });

  it('changes operation mode with the season', () => {
    const simulation = new DeviceSimulation(vrf);
    const mode = simulation.series('register', register('indoor', 1, 'operation_mode').register);
    expect(mode?.(Date.parse('2026-01-15T12:00:00Z'))).toBe(4);
    expect([1, 2]).toContain(mode?.(Date.parse('2026-07-20T12:00:00Z')));
  });

  it('applies an override from the time it was written on', () => {
    const setTemp = register('indoor', 2, 'indoor_set_temp');
    const overrides = new Map([
      [overrideKey('register', setTemp.register), { value: 255, since: NOW - HOUR }],
    ]);
    const simulation = new DeviceSimulation(vrf, overrides);
    expect(simulation.valueAt('register', setTemp.register, NOW)).toBe(255);
    expect(simulation.valueAt('register', setTemp.register, NOW - 2 * HOUR)).toBe(
      valueAt(vrf, 'register', setTemp.register, NOW - 2 * HOUR),
    );
  });

  it('simulates the single-unit heat pump', () => {
    const model = getModel('daikin-altherma-3');
    const simulation = new DeviceSimulation(heatPump);
    const tank = simulation.valueAt(
      'register',
      register('general', 0, 'water_tank_temp_sensor_two', model).register,
      NOW,
    );
    const set = simulation.valueAt(
      'register',
      register('general', 0, 'water_tank_temp_set_point', model).register,
      NOW,
    );
    expect(tank).toBeGreaterThan(300);
    expect(tank).toBeLessThanOrEqual((set ?? 0) + 20);
    expect([0, 1, 2]).toContain(
      simulation.valueAt(
        'register',
        register('general', 0, 'error_led_state', model).register,
        NOW,
      ),
    );
  });
});

describe('history derived from the simulator', () => {
  it('lists numeric headers with names', () => {
    const headers = graphHeaders(vrf);
    expect(headers).toContainEqual(
      expect.objectContaining({
        name: 'System 1 · Outdoor ambient temperature',
        header: 'outdoor.1.outdoor_ambient_temp',
        unit: '°C',
      }),
    );
    expect(headers).toContainEqual(
      expect.objectContaining({
        name: 'System 1 · Unit 3 · Office 3 · Room temperature',
        header: 'indoor.3.indoor_ambient_temp',
        unit: '°C',
      }),
    );
    expect(headers.some((header) => header.header.endsWith('.power'))).toBe(false);
  });

  it('names the system and unit of an indoor parameter, so same-named rooms stay apart', () => {
    const twins: DeviceTopology = {
      ...vrf,
      indoorUnits: [
        { id: 10, unit: 1, outdoorUnitId: 1, name: 'Director office 1' },
        { id: 11, unit: 7, outdoorUnitId: 2, name: 'Director office 1' },
      ],
    };
    const names = graphHeaders(twins)
      .filter((header) => header.header.endsWith('.indoor_set_temp'))
      .map((header) => header.name);
    expect(names).toEqual([
      'System 1 · Unit 1 · Director office 1 · Set temperature',
      'System 2 · Unit 7 · Director office 1 · Set temperature',
    ]);
  });
});
