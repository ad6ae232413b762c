import type { AlarmType } from '@hvac/console-domain';
import type { Database, SqlValue } from '../../db';
import { queryPage } from '../../http';
import type { PagedQuery, PageRequest, RowPage } from '../../http';

/** An alarm entry with its project's name, its device's unit id and its configuration's rule. */
export interface EntryRow {
  id: number;
  project_id: number;
  project_name: string;
  device_id: number;
  unit_id: string;
  outdoor_unit_id: number | null;
  indoor_unit_id: number | null;
  alarm_configuration_id: number | null;
  parameter_name: string | null;
  alarm_type: AlarmType | null;
  triggered_value: number;
  triggered_at: Date;
  resolved_at: Date | null;
  is_resolved: boolean;
}

export interface AlarmCountsRow {
  active_alarms: number;
  seven_days: number;
  thirty_days: number;
}

const ENTRY_SQL = `SELECT e.id, e.project_id, p.name AS project_name, e.device_id, d.unit_id, e.outdoor_unit_id,
    e.indoor_unit_id, e.alarm_configuration_id, c.parameter_name, c.alarm_type, e.triggered_value,
    e.triggered_at, e.resolved_at, e.is_resolved
  FROM alarm_entries e
  JOIN devices d ON d.id = e.device_id AND d.tenant_id = e.tenant_id
  JOIN projects p ON p.id = e.project_id AND p.tenant_id = e.tenant_id
  LEFT JOIN alarm_configurations c ON c.id = e.alarm_configuration_id AND c.tenant_id = e.tenant_id`;

export function findEntry(db: Database, tenant: string, id: number): Promise<EntryRow | undefined> {
  return db.one<EntryRow>(`${ENTRY_SQL} WHERE e.id = $1 AND e.tenant_id = $2`, [id, tenant]);
}

export interface EntryFilter {
  /** Entries of one project; all the tenant's when undefined. */
  projectId?: number;
  /** Only resolved (true) or unresolved (false) entries; both when undefined. */
  resolved?: boolean;
}

export function listEntries(
  db: Database,
  tenant: string,
  filter: EntryFilter,
  page: PageRequest,
): Promise<RowPage<EntryRow>> {
  const conditions = ['e.tenant_id = $1'];
  const params: SqlValue[] = [tenant];
  if (filter.projectId !== undefined) {
    params.push(filter.projectId);
    conditions.push(`e.project_id = $${params.length}`);
  }
  if (filter.resolved !== undefined) {
    params.push(filter.resolved);
    conditions.push(`e.is_resolved = $${params.length}`);
  }
  const query: PagedQuery<EntryRow> = {
    sql: `${ENTRY_SQL} WHERE ${conditions.join(' AND ')}`,
    params,
    ordering: {
      id: 'id',
      triggered_at: 'triggered_at',
      resolved_at: 'resolved_at',
      triggered_value: 'triggered_value',
      is_resolved: 'is_resolved',
      parameter_name: 'parameter_name',
      device: 'unit_id',
      unit_id: 'unit_id',
      project: 'project_name',
    },
    defaultOrdering: '-triggered_at',
    search: ['parameter_name', 'unit_id', 'project_name'],
  };
  return queryPage(db, query, page);
}

/** Entries per UTC day (YYYY-MM-DD) triggered in [since, until]; days without entries are absent. */
export async function countEntriesPerDay(
  db: Database,
  tenant: string,
  since: Date,
  until: Date,
): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; count: number }>(
    `SELECT to_char(triggered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM alarm_entries WHERE tenant_id = $1 AND triggered_at >= $2 AND triggered_at <= $3
      GROUP BY 1`,
    [tenant, since, until],
  );
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** Active entries of a project and those triggered in the 7 and 30 days up to `now`. */
export async function countProjectEntries(
  db: Database,
  tenant: string,
  projectId: number,
  now: Date,
): Promise<AlarmCountsRow> {
  const counts = await db.one<AlarmCountsRow>(
    `SELECT count(*) FILTER (WHERE NOT is_resolved)::int AS active_alarms,
            count(*) FILTER (WHERE triggered_at > $3::timestamptz - interval '7 days' AND triggered_at <= $3)::int AS seven_days,
            count(*) FILTER (WHERE triggered_at > $3::timestamptz - interval '30 days' AND triggered_at <= $3)::int AS thirty_days
       FROM alarm_entries WHERE tenant_id = $1 AND project_id = $2`,
    [tenant, projectId, now],
  );
  return counts ?? { active_alarms: 0, seven_days: 0, thirty_days: 0 };
}

export interface NewEntry {
  projectId: number;
  deviceId: number;
  outdoorUnitId: number | null;
  indoorUnitId: number | null;
  configurationId: number;
  triggeredValue: number;
  triggeredAt: Date;
}

export async function insertEntry(db: Database, tenant: string, entry: NewEntry): Promise<number> {
  const inserted = await db.one<{ id: number }>(
    `INSERT INTO alarm_entries (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
       alarm_configuration_id, triggered_value, triggered_at, is_resolved)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
    [
      tenant,
      entry.projectId,
      entry.deviceId,
      entry.outdoorUnitId,
      entry.indoorUnitId,
      entry.configurationId,
      entry.triggeredValue,
      entry.triggeredAt,
    ],
  );
  if (!inserted) throw new Error('alarm entry not stored');
  return inserted.id;
}

export async function setEntryResolution(
  db: Database,
  tenant: string,
  id: number,
  resolved: boolean,
  resolvedAt: Date | null,
): Promise<void> {
  await db.query(
    'UPDATE alarm_entries SET is_resolved = $3, resolved_at = $4 WHERE id = $1 AND tenant_id = $2',
    [id, tenant, resolved, resolvedAt],
  );
}

export async function deleteEntry(db: Database, tenant: string, id: number): Promise<void> {
  await db.query('DELETE FROM alarm_entries WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}
