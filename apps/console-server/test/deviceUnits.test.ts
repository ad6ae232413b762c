import { DEVICE_MESSAGES as MESSAGES, unitRemovalsText } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getModel, parametersOfUnit } from '../src/devices/catalog';
import { emptyDay, encodeDayBlock, type ColumnKey, type DayColumn } from '../src/history/blocks';
import { columnKey } from '../src/history/series';
import type { DeviceResponse } from '../src/devices/schemas';
import { createTestContext, type TestContext } from './helpers';

/**
 * Saving a device keeps its units (issue 30): a unit whose system and unit numbers stay keeps its
 * id and everything that hangs on it; removing a unit with data needs `confirm_unit_removal`.
 * And two devices on one physical address, port and Modbus unit are refused whatever the spelling.
 */
let context: TestContext;
let manager: string;
let projectId: number;

const SYSTEMS = [
  {
    unit: 1,
    indoor_units: [
      { unit: 1, name: 'Office', unit_type: 'regular' },
      { unit: 2, name: 'Lobby', unit_type: 'regular' },
    ],
  },
  { unit: 2, indoor_units: [{ unit: 3, name: 'Hall', unit_type: 'regular' }] },
];

beforeAll(async () => {
  context = await createTestContext();
  manager = await context.token('demo', 'manager');
  const [project] = await context.db.query<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
  );
  projectId = project.id;
});
afterAll(() => context.close());

async function addDevice(unitId: string, port: number, host = '127.0.0.1', unit = 1) {
  const response = await context.request({
    method: 'POST',
    url: `/projects/${projectId}/devices/`,
    token: manager,
    payload: {
      unit_id: unitId,
      model: 'midea-vrf-v6',
      connection: { host, port, unit },
      systems: SYSTEMS,
    },
  });
  return response;
}

function patch(id: number, payload: object) {
  return context.request({ method: 'PATCH', url: `/devices/${id}/`, token: manager, payload });
}

/** id of each indoor unit by its number. */
function indoorIds(device: DeviceResponse): Map<number, number> {
  return new Map(
    device.units.flatMap((system) => system.indoor_units.map((unit) => [unit.unit, unit.id])),
  );
}

/** An alarm configuration of an indoor unit and two entries of it, one unresolved. */
async function giveAlarms(deviceId: number, outdoorId: number, indoorId: number) {
  const [rule] = await context.db.query<{ id: number }>(
    `INSERT INTO alarm_configurations (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
       parameter_name, parameter_modbus_type, parameter_register, threshold_value, alarm_type)
     VALUES ('demo', $1, $2, $3, $4, 'Ambient temperature', 'register', 1, 300, 'higher_than')
     RETURNING id`,
    [projectId, deviceId, outdoorId, indoorId],
  );
  await context.db.query(
    `INSERT INTO alarm_entries (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
       alarm_configuration_id, triggered_value, is_resolved, resolved_at)
     VALUES ('demo', $1, $2, $3, $4, $5, 310, false, NULL),
            ('demo', $1, $2, $3, $4, $5, 320, true, now())`,
    [projectId, deviceId, outdoorId, indoorId, rule.id],
  );
  return rule.id;
}

/** A day block of the unit's registers (yesterday, 21.5 at one slot): the unit has stored history. */
async function giveHistory(deviceId: number, unit: number) {
  const columns = new Map<ColumnKey, DayColumn>(
    parametersOfUnit(getModel('midea-vrf-v6'), 'indoor', unit)
      .filter((parameter) => parameter.definition.modbus_type === 'register')
      .map((parameter) => {
        const slots = emptyDay();
        slots[100] = 21.5;
        return [columnKey('register', parameter.register), { kind: 'avg', slots }];
      }),
  );
  await context.db.query(
    `INSERT INTO device_history_days (tenant_id, device_id, day, unit_group, until, block)
     VALUES ('demo', $1, current_date - 1, $2, (current_date)::timestamptz, $3)`,
    [deviceId, `indoor.${unit}`, encodeDayBlock(columns)],
  );
}

async function giveArea(deviceId: number, indoorUnitId: number, unitNumber: number) {
  await context.db.query(
    `INSERT INTO floors (tenant_id, project_id, name, "order", device_map)
     VALUES ('demo', $1, 'Units floor', 99, $2::jsonb)`,
    [
      projectId,
      JSON.stringify([
        {
          id: `area-${indoorUnitId}`,
          label: 'Office area',
          unitNumber,
          unitType: 'kasetna',
          deviceId,
          indoorUnitId,
          x: 10,
          y: 10,
          width: 50,
          height: 50,
        },
      ]),
    ],
  );
}

async function countOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await context.db.query<{ count: number }>(sql, params as never[]);
  return row.count;
}

describe('saving a device keeps its units', () => {
  let device: DeviceResponse;
  let ruleId: number;

  beforeAll(async () => {
    const response = await addDevice('MDV-KEEP', 15_310);
    expect(response.statusCode).toBe(201);
    device = response.json<DeviceResponse>();
    const office = indoorIds(device).get(1) ?? 0;
    ruleId = await giveAlarms(device.id, device.units[0].id, office);
    await giveHistory(device.id, 1);
    await giveArea(device.id, office, 1);
  });

  it('keeps ids, alarm configurations, entries, areas and history on a save with nothing changed', async () => {
    const saved = await patch(device.id, {
      unit_id: device.unit_id,
      model: 'midea-vrf-v6',
      connection: device.connection,
      systems: SYSTEMS,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<DeviceResponse>();
    expect(after.units.map((system) => system.id)).toEqual(device.units.map((system) => system.id));
    expect(indoorIds(after)).toEqual(indoorIds(device));
    const office = indoorIds(device).get(1);
    expect(
      await countOf(
        'SELECT count(*)::int AS count FROM alarm_configurations WHERE id = $1 AND indoor_unit_id = $2',
        [ruleId, office],
      ),
    ).toBe(1);
    expect(
      await countOf(
        'SELECT count(*)::int AS count FROM alarm_entries WHERE alarm_configuration_id = $1',
        [ruleId],
      ),
    ).toBe(2);
    expect(
      await countOf(
        `SELECT count(*)::int AS count FROM floors f, jsonb_array_elements(f.device_map) a
          WHERE f.tenant_id = 'demo' AND a->>'indoorUnitId' = $1`,
        [String(office)],
      ),
    ).toBe(1);
    expect(
      await countOf('SELECT count(*)::int AS count FROM device_history_days WHERE device_id = $1', [
        device.id,
      ]),
    ).toBe(1);
  });

  it('renames a unit in place and adds a new one beside it', async () => {
    const renamed = await patch(device.id, {
      systems: [
        {
          unit: 1,
          indoor_units: [
            { unit: 1, name: 'Director office', unit_type: 'ducted' },
            { unit: 2, name: 'Lobby' },
          ],
        },
        {
          unit: 2,
          indoor_units: [
            { unit: 3, name: 'Hall' },
            { unit: 4, name: 'Kitchen' },
          ],
        },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json<DeviceResponse>();
    const office = after.units[0].indoor_units.find((unit) => unit.unit === 1);
    expect(office).toMatchObject({
      id: indoorIds(device).get(1),
      name: 'Director office',
      unit_type: 'ducted',
    });
    expect(indoorIds(after).get(3)).toBe(indoorIds(device).get(3));
    expect(indoorIds(after).get(4)).toEqual(expect.any(Number));
    expect(
      await countOf('SELECT count(*)::int AS count FROM alarm_configurations WHERE id = $1', [
        ruleId,
      ]),
    ).toBe(1);
  });

  it('refuses to remove a unit with data unless the save confirms it, and lists what goes', async () => {
    const office = indoorIds(device).get(1) ?? 0;
    const withoutOffice = [
      { unit: 1, indoor_units: [{ unit: 2, name: 'Lobby' }] },
      {
        unit: 2,
        indoor_units: [
          { unit: 3, name: 'Hall' },
          { unit: 4, name: 'Kitchen' },
        ],
      },
    ];
    const refused = await patch(device.id, { systems: withoutOffice });
    expect(refused.statusCode).toBe(409);
    const removal = {
      system: 1,
      unit: 1,
      name: 'Director office',
      alarm_configurations: 1,
      alarm_entries: 2,
      unresolved_alarm_entries: 1,
      floor_plan_areas: 1,
      history: true,
    };
    expect(refused.json()).toEqual({
      detail: `${unitRemovalsText([removal])} ${MESSAGES.CONFIRM_UNIT_REMOVAL}`,
      unit_removals: [removal],
    });
    expect(refused.json<{ detail: string }>().detail).toContain(
      'System 1 · Unit 1 · Director office: 1 alarm configuration, 2 alarm entries (1 unresolved), 1 floor-plan area, stored history',
    );
    // Nothing changed.
    const unchanged = await context.request({ url: `/devices/${device.id}/`, token: manager });
    expect(indoorIds(unchanged.json<DeviceResponse>()).get(1)).toBe(office);
    expect(
      await countOf('SELECT count(*)::int AS count FROM alarm_configurations WHERE id = $1', [
        ruleId,
      ]),
    ).toBe(1);

    const confirmed = await patch(device.id, {
      systems: withoutOffice,
      confirm_unit_removal: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const after = confirmed.json<DeviceResponse>();
    expect(indoorIds(after).has(1)).toBe(false);
    expect(indoorIds(after).get(2)).toBe(indoorIds(device).get(2));
    expect(
      await countOf(
        'SELECT count(*)::int AS count FROM alarm_entries WHERE alarm_configuration_id = $1',
        [ruleId],
      ),
    ).toBe(0);
    expect(
      await countOf(
        `SELECT count(*)::int AS count FROM floors f, jsonb_array_elements(f.device_map) a
          WHERE f.tenant_id = 'demo' AND a->>'indoorUnitId' = $1`,
        [String(office)],
      ),
    ).toBe(0);
  });

  it('removes a unit without data without asking', async () => {
    const response = await patch(device.id, {
      systems: [
        { unit: 1, indoor_units: [{ unit: 2, name: 'Lobby' }] },
        { unit: 2, indoor_units: [{ unit: 3, name: 'Hall' }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect([...indoorIds(response.json<DeviceResponse>()).keys()]).toEqual([2, 3]);
  });
});

describe('one physical unit, one device', () => {
  it('refuses localhost beside 127.0.0.1 on the same port and Modbus unit, on create and on change', async () => {
    expect((await addDevice('MDV-LOOP-A', 19_250, '127.0.0.1', 11)).statusCode).toBe(201);
    const second = await addDevice('MDV-LOOP-B', 19_250, 'localhost', 11);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ 'connection.host': [MESSAGES.CONNECTION_TAKEN_ADDRESS] });
    // Another spelling of the same address.
    const mapped = await addDevice('MDV-LOOP-C', 19_250, '::ffff:127.0.0.1', 11);
    expect(mapped.json()).toEqual({ 'connection.host': [MESSAGES.CONNECTION_TAKEN_ADDRESS] });

    const other = await addDevice('MDV-LOOP-D', 19_250, 'localhost', 12);
    expect(other.statusCode).toBe(201);
    const moved = await patch(other.json<DeviceResponse>().id, { connection: { unit: 11 } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ 'connection.host': [MESSAGES.CONNECTION_TAKEN_ADDRESS] });
    // Its own address is no conflict.
    const same = await patch(other.json<DeviceResponse>().id, {
      connection: { host: '127.0.0.2' },
    });
    expect(same.statusCode).toBe(200);
  });
});
