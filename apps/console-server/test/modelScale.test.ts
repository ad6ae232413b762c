import { formatTemperature } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIDEA_VRF_V6 } from '../src/devices/models';
import type { DeviceResponse, DeviceSlimResponse } from '../src/devices/schemas';
import type { ParameterDefinition } from '../src/devices/types';
import { registerModel } from '../src/devices/catalog';
import { recordPollSuccess } from '../src/poller/repository';
import { overrideKey } from '../src/devices/overrides';
import { DeviceSimulation } from '../src/simulator/signals';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 31, one value and one scaling rule: a device of an uploaded model whose indoor temperatures
 * are hundredths of a degree and whose outdoor temperature is whole degrees. Its summaries stay raw
 * and name each value's scale; the computed values follow the model, never a fixed tenth.
 */
let context: TestContext;
let manager: string;
let device: DeviceResponse;

const SCALES: Record<string, number> = {
  indoor_set_temp: 100,
  indoor_ambient_temp: 100,
  outdoor_ambient_temp: 1,
};

/** The Midea VRF layout as a company's own model: no simulator signals, its own temperature scales. */
const scaledModel = {
  ...MIDEA_VRF_V6,
  key: 'hundredths-vrf',
  manufacturer: 'Own',
  model: 'Hundredths VRF',
  parameters: Object.fromEntries(
    Object.entries(MIDEA_VRF_V6.parameters).map(([scope, parameters]) => [
      scope,
      parameters.map(({ signal: _signal, ...definition }: ParameterDefinition) => ({
        ...definition,
        scale: SCALES[definition.key] ?? definition.scale,
      })),
    ]),
  ),
};

/** A built-in parameter with this test's scale of its key. */
function rescaled(definition: ParameterDefinition): ParameterDefinition {
  return { ...definition, scale: SCALES[definition.key] ?? definition.scale };
}

/** Register of an indoor (2000 + (unit - 1) * 16 + offset) or outdoor parameter of the model. */
function registerOf(scope: 'indoor' | 'outdoor', key: string, unit: number): number {
  const layout = MIDEA_VRF_V6.layout[scope];
  const definition = MIDEA_VRF_V6.parameters[scope].find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`no ${scope} ${key}`);
  return layout.registerBase + (unit - 1) * layout.stride + definition.offset;
}

beforeAll(async () => {
  context = await createTestContext();
  const admin = await context.token('demo', 'admin');
  manager = await context.token('demo', 'manager');
  const uploaded = await context.request({
    method: 'POST',
    url: '/device-models/',
    token: admin,
    payload: scaledModel,
  });
  expect(uploaded.statusCode).toBe(201);
  const [project] = await context.db.query<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
  );
  const created = await context.request({
    method: 'POST',
    url: `/projects/${project.id}/devices/`,
    token: manager,
    payload: {
      unit_id: 'HUNDREDTHS-1',
      model: 'hundredths-vrf',
      connection: { host: '127.0.0.1', port: 15_021, unit: 7 },
      systems: [{ unit: 1, indoor_units: [{ unit: 1, name: 'Office 1' }] }],
    },
  });
  expect(created.statusCode).toBe(201);
  device = created.json<DeviceResponse>();
  // One successful poll as the poller stores it: registers decoded already (signed applied).
  await recordPollSuccess(
    context.db,
    'demo',
    device.id,
    {
      coils: {},
      registers: {
        [registerOf('indoor', 'indoor_set_temp', 1)]: 2153,
        [registerOf('indoor', 'indoor_ambient_temp', 1)]: -250,
        [registerOf('outdoor', 'outdoor_ambient_temp', 1)]: 7,
      },
    },
    new Date(),
    null,
  );
});
afterAll(() => context.close());

describe('a device of an uploaded model with its own temperature scales', () => {
  it('answers its raw summary values with the model’s scale of each', async () => {
    const response = await context.request({ url: `/devices/${device.id}/slim/`, token: manager });
    expect(response.statusCode).toBe(200);
    const slim = response.json<DeviceSlimResponse>();
    const [system] = slim.all_outdoor_units;
    const [indoor] = system.summary_data.all_indoor_units;
    expect(indoor.summary_data).toMatchObject({ indoor_set_temp: 2153, indoor_ambient_temp: -250 });
    expect(indoor.summary_scales).toMatchObject({ indoor_set_temp: 100, indoor_ambient_temp: 100 });
    expect(system.summary_data.outdoor_ambient_temp).toBe(7);
    expect(system.summary_scales).toMatchObject({ outdoor_ambient_temp: 1 });
    // Mapped values (power, mode, fan speed, error codes) have no scale to apply.
    expect(indoor.summary_scales).not.toHaveProperty('operation_mode');
    expect(slim.summary_scales).toBeNull();

    // What every screen shows of them (the cards, the floor plan, the indoor units table).
    expect(
      formatTemperature(indoor.summary_data.indoor_set_temp, indoor.summary_scales.indoor_set_temp),
    ).toBe('21.53 °C');
    expect(
      formatTemperature(
        indoor.summary_data.indoor_ambient_temp,
        indoor.summary_scales.indoor_ambient_temp,
      ),
    ).toBe('-2.50 °C');
    expect(
      formatTemperature(
        system.summary_data.outdoor_ambient_temp,
        system.summary_scales.outdoor_ambient_temp,
      ),
    ).toBe('7 °C');
  });

  it('computes its statistics by the same scales', async () => {
    const indoorId = device.units[0].indoor_units[0].id;
    const response = await context.request({
      url: `/devices/stats/slim/indoor/${indoorId}/`,
      token: manager,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ key: string; value: { computed: unknown; actual: unknown } }[]>();
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey.indoor_set_temp).toEqual({ computed: 21.53, actual: 2153 });
    expect(byKey.indoor_ambient_temp).toEqual({ computed: -2.5, actual: -250 });
  });

  it('keeps the built-in models’ tenths', async () => {
    const [builtIn] = await context.db.query<{ id: number }>(
      "SELECT id FROM devices WHERE tenant_id = 'demo' AND model_key = 'midea-vrf-v6' ORDER BY id LIMIT 1",
    );
    const slim = (
      await context.request({ url: `/devices/${builtIn.id}/slim/`, token: manager })
    ).json<DeviceSlimResponse>();
    const [system] = slim.all_outdoor_units;
    expect(system.summary_scales).toMatchObject({ outdoor_ambient_temp: 10 });
    expect(system.summary_data.all_indoor_units[0].summary_scales).toMatchObject({
      indoor_set_temp: 10,
      indoor_ambient_temp: 10,
    });
  });
});

describe('the emulator of a company’s model that keeps the built-in signals', () => {
  it('answers each temperature at the model’s scale, and reads a write at it', () => {
    const signalled = {
      ...MIDEA_VRF_V6,
      key: 'hundredths-signals',
      parameters: {
        general: MIDEA_VRF_V6.parameters.general.map(rescaled),
        outdoor: MIDEA_VRF_V6.parameters.outdoor.map(rescaled),
        indoor: MIDEA_VRF_V6.parameters.indoor.map(rescaled),
      },
    };
    registerModel('demo', signalled);
    const topology = {
      id: 102,
      outdoorUnits: [{ id: 1, unit: 1 }],
      indoorUnits: [{ id: 11, unit: 1, outdoorUnitId: 1 }],
    };
    const setTemp = registerOf('indoor', 'indoor_set_temp', 1);
    const ambient = registerOf('indoor', 'indoor_ambient_temp', 1);
    const outdoor = registerOf('outdoor', 'outdoor_ambient_temp', 1);
    const since = Date.parse('2026-01-20T06:00:00Z');
    const time = Date.parse('2026-01-20T09:00:00Z');
    const write = (value: number) =>
      new Map([[overrideKey('register', setTemp), { value, since }]]);
    const builtIn = new DeviceSimulation({ ...topology, modelKey: 'midea-vrf-v6' }, write(225));
    const scaled = new DeviceSimulation(
      { ...topology, modelKey: 'demo/hundredths-signals' },
      write(2250),
    );
    const at = (simulation: DeviceSimulation, register: number) =>
      simulation.valueAt('register', register, time) ?? Number.NaN;
    expect(at(scaled, setTemp)).toBe(2250);
    // The room follows the same 22.5 °C: the same value in hundredths instead of tenths.
    expect(at(scaled, ambient)).toBe(at(builtIn, ambient) * 10);
    expect(at(scaled, outdoor)).toBe(Math.round(at(builtIn, outdoor) / 10));
  });
});
