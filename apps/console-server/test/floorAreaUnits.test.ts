import { MESSAGES } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, loadMigrations, migrate } from '../src/db';
import type { DeviceResponse } from '../src/devices/schemas';
import type { FloorResponse } from '../src/routes/floors/views';
import { createTestContext, type TestContext } from './helpers';

/**
 * A floor-plan area refers to one indoor unit of one device (issue 30): a second device's units
 * can be placed, and the areas of before keep the unit they showed (migration 610).
 */
let context: TestContext;
let manager: string;
let projectId: number;
let floorId: number;
const devices: DeviceResponse[] = [];

beforeAll(async () => {
  context = await createTestContext();
  manager = await context.token('demo', 'manager');
  const [project] = await context.db.query<{ id: number }>(
    `INSERT INTO projects (tenant_id, name) VALUES ('demo', 'Two devices') RETURNING id`,
  );
  projectId = project.id;
  const [floor] = await context.db.query<{ id: number }>(
    `INSERT INTO floors (tenant_id, project_id, name, "order") VALUES ('demo', $1, 'Ground', 0)
     RETURNING id`,
    [projectId],
  );
  floorId = floor.id;
  // Two devices whose indoor units have the same numbers.
  for (const [index, name] of ['North', 'South'].entries()) {
    const response = await context.request({
      method: 'POST',
      url: `/projects/${projectId}/devices/`,
      token: manager,
      payload: {
        unit_id: `MDV-${name.toUpperCase()}`,
        model: 'midea-vrf-v6',
        connection: { host: '127.0.0.1', port: 15_410 + index, unit: 1 },
        systems: [{ unit: 1, indoor_units: [{ unit: 1, name: `${name} office` }] }],
      },
    });
    expect(response.statusCode).toBe(201);
    devices.push(response.json<DeviceResponse>());
  }
});
afterAll(() => context.close());

const unitOf = (device: DeviceResponse) => device.units[0].indoor_units[0].id;
const area = (overrides: object) => ({
  id: 'a1',
  label: 'South office',
  unitNumber: 1,
  unitType: 'kasetna',
  x: 10,
  y: 20,
  width: 50,
  height: 50,
  ...overrides,
});

function saveAreas(deviceMap: object[]) {
  return context.request({
    method: 'PATCH',
    url: `/projects/${projectId}/floors/${floorId}/`,
    token: manager,
    payload: { device_map: deviceMap },
  });
}

describe('an area of the second device', () => {
  it("places the second device's unit, kept as that unit (not the first device's of the same number)", async () => {
    const [north, south] = devices;
    const saved = await saveAreas([
      area({ deviceId: south.id, indoorUnitId: unitOf(south) }),
      area({ id: 'a2', label: 'North office', deviceId: north.id, indoorUnitId: unitOf(north) }),
    ]);
    expect(saved.statusCode).toBe(200);
    const floors = await context.request({
      url: `/projects/${projectId}/floors/`,
      token: await context.token('demo', 'spectator'),
    });
    const [floor] = floors.json<FloorResponse[]>();
    expect(floor.device_map).toEqual([
      area({ deviceId: south.id, indoorUnitId: unitOf(south) }),
      area({ id: 'a2', label: 'North office', deviceId: north.id, indoorUnitId: unitOf(north) }),
    ]);
  });

  it('keeps the old fields answering: a unit number alone is the first device’s unit of that number', async () => {
    const [north] = devices;
    const saved = await saveAreas([area({})]);
    expect(saved.json<FloorResponse>().device_map[0]).toMatchObject({
      unitNumber: 1,
      deviceId: north.id,
      indoorUnitId: unitOf(north),
    });
    const none = await saveAreas([area({ unitNumber: '42' })]);
    expect(none.json<FloorResponse>().device_map[0]).toMatchObject({
      unitNumber: '42',
      deviceId: null,
      indoorUnitId: null,
    });
  });

  it("refuses a unit of another project or company, and a device that is not the unit's", async () => {
    const [north, south] = devices;
    const [otherUnit] = await context.db.query<{ id: number }>(
      `SELECT i.id FROM indoor_units i JOIN devices d ON d.id = i.device_id
        WHERE d.project_id <> $1 ORDER BY i.id LIMIT 1`,
      [projectId],
    );
    const [acmeUnit] = await context.db.query<{ id: number }>(
      `SELECT id FROM indoor_units WHERE tenant_id = 'acme' ORDER BY id LIMIT 1`,
    );
    for (const payload of [
      area({ indoorUnitId: otherUnit.id }),
      area({ indoorUnitId: acmeUnit.id }),
      area({ deviceId: north.id, indoorUnitId: unitOf(south) }),
    ]) {
      const refused = await saveAreas([payload]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        'device_map.0.indoorUnitId': [MESSAGES.AREA_UNIT_UNKNOWN],
      });
    }
  });

  it('removes the areas of a removed device from the floor plan', async () => {
    const [north, south] = devices;
    await saveAreas([
      area({ deviceId: south.id, indoorUnitId: unitOf(south) }),
      area({ id: 'a2', deviceId: north.id, indoorUnitId: unitOf(north) }),
    ]);
    const removed = await context.request({
      method: 'DELETE',
      url: `/devices/${south.id}/`,
      token: manager,
    });
    expect(removed.statusCode).toBe(204);
    const floors = await context.request({ url: `/projects/${projectId}/floors/`, token: manager });
    expect(floors.json<FloorResponse[]>()[0].device_map.map((item) => item.id)).toEqual(['a2']);
  });
});

describe('migration 610', () => {
  it('gives each area of before the unit it showed: the project’s first device’s unit of its number', async () => {
    const db = await createDatabase({ memory: true });
    try {
      await migrate(
        db,
        loadMigrations().filter((migration) => migration.id < 610),
      );
      await db.query(`INSERT INTO tenants (id, name) VALUES ('t', 'T')`);
      const [project] = await db.query<{ id: number }>(
        `INSERT INTO projects (tenant_id, name) VALUES ('t', 'P') RETURNING id`,
      );
      const deviceIds: number[] = [];
      const unitIds: number[] = [];
      for (const port of [1502, 1503]) {
        const [device] = await db.query<{ id: number }>(
          `INSERT INTO devices (tenant_id, project_id, unit_id, device_type, model_key, port)
           VALUES ('t', $1, $2, 'VRF', 'midea-vrf-v6', $3) RETURNING id`,
          [project.id, `D${port}`, port],
        );
        const [outdoor] = await db.query<{ id: number }>(
          `INSERT INTO outdoor_units (tenant_id, device_id, unit) VALUES ('t', $1, 1) RETURNING id`,
          [device.id],
        );
        deviceIds.push(device.id);
        // The first device has unit 1 only; the second units 1 and 2.
        for (const unit of port === 1502 ? [1] : [1, 2]) {
          const [indoor] = await db.query<{ id: number }>(
            `INSERT INTO indoor_units (tenant_id, device_id, outdoor_unit_id, unit, name)
             VALUES ('t', $1, $2, $3, 'U') RETURNING id`,
            [device.id, outdoor.id, unit],
          );
          unitIds.push(indoor.id);
        }
      }
      const old = [
        {
          id: 'a',
          label: 'A',
          unitNumber: 1,
          unitType: 'kasetna',
          x: 1,
          y: 2,
          width: 50,
          height: 50,
        },
        {
          id: 'b',
          label: 'B',
          unitNumber: '2',
          unitType: 'plafonska',
          x: 3,
          y: 4,
          width: 50,
          height: 50,
        },
        {
          id: 'c',
          label: 'C',
          unitNumber: '9',
          unitType: 'kasetna',
          x: 5,
          y: 6,
          width: 50,
          height: 50,
        },
      ];
      await db.query(
        `INSERT INTO floors (tenant_id, project_id, name, device_map) VALUES ('t', $1, 'F', $2::jsonb)`,
        [project.id, JSON.stringify(old)],
      );
      expect(await migrate(db)).toContain(610);
      const [floor] = await db.query<{ device_map: object[] }>('SELECT device_map FROM floors');
      expect(floor.device_map).toEqual([
        { ...old[0], deviceId: deviceIds[0], indoorUnitId: unitIds[0] },
        { ...old[1], deviceId: deviceIds[1], indoorUnitId: unitIds[2] },
        { ...old[2], deviceId: null, indoorUnitId: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
