import { insertRows, type Database } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

/** incomplete until the simulator applies the write: complete, or failed when the device refuses it. */
export type ChangeLogStatus = 'complete' | 'failed' | 'incomplete';

/** jsonb [register, value as chosen, raw value] as written by insertWrite and the seed (older rows: [register, raw]). */
export type ChangeLogData = (string | number | boolean | null)[];

/** A change-log row joined with its user's names. */
export interface ChangeLogRow {
  id: number;
  action: string;
  status: ChangeLogStatus;
  param_name: string;
  data: ChangeLogData;
  created_at: Date;
  device_id: number | null;
  detail: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** A parameter write as the change log records it; the simulator applies it at `appliesAt`. */
export interface NewWrite {
  projectId: number;
  deviceId: number;
  userId: number;
  action: string;
  paramName: string;
  /** [register, value as chosen with its unit, raw value] (DECISIONS.md); [register, raw] from older callers */
  data: [number, string, number] | [number, number];
  at: Date;
}

const ENTRY_COLUMNS = `c.id, c.action, c.status, c.param_name, c.data, c.created_at, c.device_id, c.detail,
                 u.first_name, u.last_name
            FROM change_log_entries c LEFT JOIN users u ON u.id = c.user_id AND u.tenant_id = c.tenant_id`;

/** One entry of a project's change log (a write dialog following its own write), or undefined. */
export function findChangeLogEntry(
  db: Database,
  tenant: string,
  projectId: number,
  entryId: number,
): Promise<ChangeLogRow | undefined> {
  return db.one<ChangeLogRow>(
    `SELECT ${ENTRY_COLUMNS} WHERE c.tenant_id = $1 AND c.project_id = $2 AND c.id = $3`,
    [tenant, projectId, entryId],
  );
}

/** The project's change log, newest first. */
export function listChangeLog(
  db: Database,
  tenant: string,
  projectId: number,
  page: PageRequest,
): Promise<RowPage<ChangeLogRow>> {
  const query: PagedQuery<ChangeLogRow> = {
    sql: `SELECT ${ENTRY_COLUMNS}
           WHERE c.tenant_id = $1 AND c.project_id = $2`,
    params: [tenant, projectId],
    ordering: { created_at: 'created_at' },
    defaultOrdering: '-created_at',
    search: [],
    notNull: ['created_at'],
    count: () => ({
      sql: 'SELECT count(*)::int AS count FROM change_log_entries WHERE tenant_id = $1 AND project_id = $2',
      params: [tenant, projectId],
    }),
  };
  return queryPage(db, query, page);
}

/** A write of the past, complete or failed, that applied when it was made. */
export interface PastWrite extends NewWrite {
  tenant: string;
  status: 'complete' | 'failed';
}

/** Stores writes of the past in bulk (the demo's history). */
export async function insertPastWrites(db: Database, writes: readonly PastWrite[]): Promise<void> {
  await insertRows(
    db,
    'change_log_entries',
    [
      'tenant_id',
      'project_id',
      'device_id',
      'user_id',
      'action',
      'status',
      'param_name',
      'data',
      'created_at',
      'applies_at',
    ],
    writes.map((write) => [
      write.tenant,
      write.projectId,
      write.deviceId,
      write.userId,
      write.action,
      write.status,
      write.paramName,
      JSON.stringify(write.data),
      write.at,
      write.at,
    ]),
  );
}

/** Records a write as an incomplete entry that applies at once; answers it with the user's names. */
export async function insertWrite(
  db: Database,
  tenant: string,
  write: NewWrite,
): Promise<ChangeLogRow> {
  const row = await db.one<ChangeLogRow>(
    `WITH inserted AS (
       INSERT INTO change_log_entries (tenant_id, project_id, device_id, user_id, action, status, param_name, data,
                                       created_at, applies_at)
       VALUES ($1, $2, $3, $4, $5, 'incomplete', $6, $7::jsonb, $8, $8)
       RETURNING *)
     SELECT i.id, i.action, i.status, i.param_name, i.data, i.created_at, i.device_id, i.detail,
            u.first_name, u.last_name
       FROM inserted i LEFT JOIN users u ON u.id = i.user_id`,
    [
      tenant,
      write.projectId,
      write.deviceId,
      write.userId,
      write.action,
      write.paramName,
      JSON.stringify(write.data),
      write.at,
    ],
  );
  if (!row) throw new Error('change-log entry not stored');
  return row;
}
