import { insertRows, type Database } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';
import { WRITE_ACTIONS, WRITE_FUNCTIONS, type CommandStatus, type NewCommand } from './commands';

/** An entry's status is its command's (complete, failed or still incomplete); history keeps its own. */
export type ChangeLogStatus = CommandStatus;

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

/** A parameter write as the change log shows it: who wrote what, as the user chose it. */
export interface LoggedWrite {
  projectId: number;
  deviceId: number;
  userId: number;
  action: string;
  paramName: string;
  /** [register, value as chosen with its unit, raw value] (DECISIONS.md): display, never parsed back. */
  data: [number, string, number] | [number, number];
  at: Date;
}

/** A write to send: its change-log entry and the typed command the device's poller executes. */
export interface NewWrite extends Omit<LoggedWrite, 'action'> {
  command: NewCommand;
}

/** Entries read through the view change_log: status and detail come from the entry's command. */
const ENTRY_COLUMNS = `c.id, c.action, c.status, c.param_name, c.data, c.created_at, c.device_id, c.detail,
                 u.first_name, u.last_name
            FROM change_log c LEFT JOIN users u ON u.id = c.user_id AND u.tenant_id = c.tenant_id`;

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

/** A write of the past, complete or failed (history: an entry without a command). */
export interface PastWrite extends LoggedWrite {
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
    ]),
  );
}

/**
 * Records a write: its command (incomplete, for the device's poller) and the entry that shows it, in
 * one statement; answers the entry with the user's names.
 */
export async function insertWrite(
  db: Database,
  tenant: string,
  write: NewWrite,
): Promise<ChangeLogRow> {
  const { command } = write;
  const row = await db.one<ChangeLogRow>(
    `WITH command AS (
       INSERT INTO device_commands (tenant_id, device_id, function_code, register, raw_value, created_at)
       VALUES ($1, $3, $9, $10, $11, $8)
       RETURNING id, status, detail),
     inserted AS (
       INSERT INTO change_log_entries (tenant_id, project_id, device_id, user_id, action, param_name, data,
                                       created_at, command_id)
       SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8, command.id FROM command
       RETURNING *)
     SELECT i.id, i.action, command.status, i.param_name, i.data, i.created_at, i.device_id,
            command.detail, u.first_name, u.last_name
       FROM inserted i JOIN command ON command.id = i.command_id
       LEFT JOIN users u ON u.id = i.user_id`,
    [
      tenant,
      write.projectId,
      write.deviceId,
      write.userId,
      WRITE_ACTIONS[command.modbusType],
      write.paramName,
      JSON.stringify(write.data),
      write.at,
      WRITE_FUNCTIONS[command.modbusType],
      command.register,
      command.rawValue,
    ],
  );
  if (!row) throw new Error('change-log entry not stored');
  return row;
}
