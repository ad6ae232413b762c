import type { Database } from '../../db';
import type { AreaResponse } from './views';

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
