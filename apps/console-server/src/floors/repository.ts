import type { Database } from '../db';
import type { AreaResponse } from './areas';

export interface FloorRow {
  id: number;
  project_id: number;
  name: string;
  order: number;
  floor_image: string | null;
  /** jsonb, NOT NULL, written only through the PATCH's areaSchema (or the seed). */
  device_map: AreaResponse[];
}

const FLOOR_COLUMNS = 'id, project_id, name, "order", floor_image, device_map';

/** The floors of a project in display order. */
export function listFloors(db: Database, tenant: string, projectId: number): Promise<FloorRow[]> {
  return db.query<FloorRow>(
    `SELECT ${FLOOR_COLUMNS} FROM floors WHERE tenant_id = $1 AND project_id = $2 ORDER BY "order", id`,
    [tenant, projectId],
  );
}

export function findFloor(
  db: Database,
  tenant: string,
  projectId: number,
  floorId: number,
): Promise<FloorRow | undefined> {
  return db.one<FloorRow>(
    `SELECT ${FLOOR_COLUMNS} FROM floors WHERE id = $1 AND project_id = $2 AND tenant_id = $3`,
    [floorId, projectId, tenant],
  );
}

export async function insertFloor(
  db: Database,
  tenant: string,
  projectId: number,
  floor: { name: string; order: number; image: string },
  createdAt: Date,
): Promise<FloorRow> {
  const row = await db.one<FloorRow>(
    `INSERT INTO floors (tenant_id, project_id, name, "order", floor_image, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${FLOOR_COLUMNS}`,
    [tenant, projectId, floor.name, floor.order, floor.image, createdAt],
  );
  if (!row) throw new Error('floor not stored');
  return row;
}

/** The ids of a project's floors. */
export async function floorIdsOf(
  db: Database,
  tenant: string,
  projectId: number,
): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM floors WHERE tenant_id = $1 AND project_id = $2',
    [tenant, projectId],
  );
  return new Set(rows.map((row) => row.id));
}

/** Gives the floors, in the order listed, the orders 0, 1, 2… in one transaction. */
export async function reorderFloors(
  db: Database,
  tenant: string,
  projectId: number,
  floorIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, floorId] of floorIds.entries()) {
      await tx.query(
        'UPDATE floors SET "order" = $1 WHERE id = $2 AND tenant_id = $3 AND project_id = $4',
        [index, floorId, tenant, projectId],
      );
    }
  });
}

/** Sets what is given (undefined keeps the stored value); undefined when the floor is gone. */
export function updateFloor(
  db: Database,
  tenant: string,
  projectId: number,
  floorId: number,
  changes: { deviceMap?: unknown[]; name?: string },
): Promise<FloorRow | undefined> {
  return db.one<FloorRow>(
    `UPDATE floors SET device_map = coalesce($4::jsonb, device_map), name = coalesce($5, name)
      WHERE id = $1 AND project_id = $2 AND tenant_id = $3 RETURNING ${FLOOR_COLUMNS}`,
    [
      floorId,
      projectId,
      tenant,
      changes.deviceMap === undefined ? null : JSON.stringify(changes.deviceMap),
      changes.name ?? null,
    ],
  );
}

export async function deleteFloor(db: Database, tenant: string, floorId: number): Promise<void> {
  await db.query('DELETE FROM floors WHERE id = $1 AND tenant_id = $2', [floorId, tenant]);
}

/** An indoor unit of a project's devices, in the order the project's unit list gives them. */
export interface ProjectIndoorUnit {
  id: number;
  device_id: number;
  unit: number;
}

/**
 * The project's indoor units in device, system and unit order: an area that names a unit number
 * only is the first of these with that number (as the floor plan has always shown it).
 */
export function projectIndoorUnits(
  db: Database,
  tenant: string,
  projectId: number,
): Promise<ProjectIndoorUnit[]> {
  return db.query<ProjectIndoorUnit>(
    `SELECT i.id, i.device_id, i.unit
       FROM indoor_units i
       JOIN devices d ON d.id = i.device_id AND d.tenant_id = i.tenant_id
       LEFT JOIN outdoor_units o ON o.id = i.outdoor_unit_id
      WHERE i.tenant_id = $1 AND d.project_id = $2
      ORDER BY d.id, o.unit, i.unit, i.id`,
    [tenant, projectId],
  );
}

/** Floor-plan areas of a project per indoor unit id, for the units asked about. */
export async function areaCountsOfUnits(
  db: Database,
  tenant: string,
  projectId: number,
  unitIds: readonly number[],
): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; count: number }>(
    `SELECT a.area->>'indoorUnitId' AS id, count(*)::int AS count
       FROM floors f, jsonb_array_elements(f.device_map) AS a(area)
      WHERE f.tenant_id = $1 AND f.project_id = $2
        AND a.area->>'indoorUnitId' = ANY($3::text[])
      GROUP BY 1`,
    [tenant, projectId, unitIds.map(String)],
  );
  return new Map(rows.map((row) => [Number(row.id), row.count]));
}

/**
 * Takes the areas of the given indoor units, or of every unit of a device, off their floor plans
 * (the units are being removed).
 */
export async function removeAreasOf(
  db: Database,
  tenant: string,
  of: { indoorUnitIds: readonly number[] } | { deviceId: number },
): Promise<void> {
  const [key, values] =
    'deviceId' in of
      ? ['deviceId', [String(of.deviceId)]]
      : ['indoorUnitId', of.indoorUnitIds.map(String)];
  if (values.length === 0) return;
  await db.query(
    `UPDATE floors f
        SET device_map = COALESCE(
              (SELECT jsonb_agg(a.area ORDER BY a.position)
                 FROM jsonb_array_elements(f.device_map) WITH ORDINALITY AS a(area, position)
                WHERE NOT (COALESCE(a.area->>$2, '') = ANY($3::text[]))),
              '[]'::jsonb)
      WHERE f.tenant_id = $1
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(f.device_map) AS a(area)
                     WHERE a.area->>$2 = ANY($3::text[]))`,
    [tenant, key, values],
  );
}

/**
 * Gives every area that names a unit number only (no `indoorUnitId` yet) the unit it shows: the
 * first of the project's indoor units with that number, or null (the seed's areas, placed before
 * its devices; migration 610 did the same for the areas of its day).
 */
export async function linkAreasToUnits(db: Database): Promise<void> {
  await db.query(
    `UPDATE floors f
        SET device_map = (
          SELECT COALESCE(jsonb_agg(
                   CASE WHEN a.area ? 'indoorUnitId' THEN a.area
                        ELSE a.area || jsonb_build_object('deviceId', u.device_id, 'indoorUnitId', u.id)
                   END ORDER BY a.position), '[]'::jsonb)
            FROM jsonb_array_elements(f.device_map) WITH ORDINALITY AS a(area, position)
            LEFT JOIN LATERAL (
              SELECT i.id, i.device_id
                FROM indoor_units i
                JOIN devices d ON d.id = i.device_id AND d.tenant_id = i.tenant_id
                LEFT JOIN outdoor_units o ON o.id = i.outdoor_unit_id
               WHERE d.tenant_id = f.tenant_id AND d.project_id = f.project_id
                 AND i.unit::text = a.area->>'unitNumber'
               ORDER BY d.id, o.unit, i.unit, i.id
               LIMIT 1
            ) u ON true)
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(f.device_map) AS a(area)
                     WHERE NOT a.area ? 'indoorUnitId')`,
  );
}
