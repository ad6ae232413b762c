import type { AlarmType } from '@hvac/console-domain';
import { insertRows, type Database, type SqlValue } from '../db';
import { CountCache, queryPage, SEARCH_TEXT_SEPARATOR } from '../http';
import { enqueueAlarmNotifications } from '../notifications/events';
import type { PagedQuery, PageRequest, RowPage } from '../http';

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

/**
 * The search (rule's parameter name, device's unit id, project's name) as ILIKEs over the names of an
 * entry's own ids, each set found once and tested by hash: the fallback for a term that `search_text`
 * cannot answer exactly (see searchTextCondition).
 */
function matchingNames(
  configuration: string,
  device: string,
  project: string,
  pattern: string,
): string {
  return `${configuration} IN (SELECT id FROM alarm_configurations WHERE tenant_id = $1 AND parameter_name ILIKE ${pattern})
    OR ${device} IN (SELECT id FROM devices WHERE tenant_id = $1 AND unit_id ILIKE ${pattern})
    OR ${project} IN (SELECT id FROM projects WHERE tenant_id = $1 AND name ILIKE ${pattern})`;
}

/**
 * The search over an entry's group in alarm_entry_counts (migrations 302, 303), whose search_text holds
 * the group's three names: the groups that match are found with one LIKE each (a trigram index on
 * PostgreSQL) and the entries of those groups follow, either walking the list's ordering and testing
 * each entry's group by hash (a common term) or through the entries' device index (a rare one).
 */
function matchingGroups(placeholder: string): string {
  return `(project_id, device_id, coalesce(alarm_configuration_id, 0)) IN (
    SELECT g.project_id, g.device_id, g.configuration_key FROM alarm_entry_counts g
     WHERE g.tenant_id = $1 AND g.search_text LIKE lower(${placeholder}))`;
}

/** List counts kept while the tenant's alarm_entry_counts are unchanged (migration 304). */
const counts = new CountCache(
  'SELECT v.version::text FROM alarm_entry_count_versions v WHERE v.tenant_id = $1',
);

export function listEntries(
  db: Database,
  tenant: string,
  filter: EntryFilter,
  page: PageRequest,
): Promise<RowPage<EntryRow>> {
  const conditions = ['e.tenant_id = $1'];
  // The same filters over alarm_entry_counts (migration 302): one row per project, device, rule and state.
  const countConditions = ['k.tenant_id = $1'];
  const params: SqlValue[] = [tenant];
  if (filter.projectId !== undefined) {
    params.push(filter.projectId);
    conditions.push(`e.project_id = $${params.length}`);
    countConditions.push(`k.project_id = $${params.length}`);
  }
  if (filter.resolved !== undefined) {
    params.push(filter.resolved);
    conditions.push(`e.is_resolved = $${params.length}`);
    countConditions.push(`k.is_resolved = $${params.length}`);
  }
  const query: PagedQuery<EntryRow> = {
    sql: `${ENTRY_SQL} WHERE ${conditions.join(' AND ')}`,
    params,
    notNull: ['id', 'triggered_at', 'triggered_value', 'is_resolved', 'unit_id', 'project_name'],
    count: (pattern) => {
      if (!pattern) {
        // Every entry's device and project exist (foreign keys, deleted by cascade) in its own tenant,
        // so without a search the list's joins drop nothing and the groups' sum is the count.
        return {
          sql: `SELECT coalesce(sum(k.n), 0)::int AS count FROM alarm_entry_counts k
                 WHERE ${countConditions.join(' AND ')}`,
          params,
          cache: counts,
        };
      }
      return {
        sql: `SELECT coalesce(sum(k.n), 0)::int AS count FROM alarm_entry_counts k
               WHERE ${countConditions.join(' AND ')}
                 AND (${
                   pattern.includes(SEARCH_TEXT_SEPARATOR)
                     ? matchingNames(
                         'k.configuration_key',
                         'k.device_id',
                         'k.project_id',
                         `$${params.length + 1}`,
                       )
                     : `k.search_text LIKE lower($${params.length + 1})`
                 })`,
        params: [...params, pattern],
        cache: counts,
      };
    },
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
    searchCondition: (placeholder, term) =>
      term.includes(SEARCH_TEXT_SEPARATOR)
        ? matchingNames('alarm_configuration_id', 'device_id', 'project_id', placeholder)
        : matchingGroups(placeholder),
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

/**
 * Raises an alarm entry. This is the one way an entry comes to be (the simulator, the device poller,
 * POST /alerts/entries/{projectId}/): it runs in one transaction (joining the caller's when `db` is
 * one), so that what an entry causes (notifications in the outbox) is stored with it or not at all.
 */
export function raiseAlarmEntry(db: Database, tenant: string, entry: NewEntry): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx.one<{ id: number }>(
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
    await enqueueAlarmNotifications(tx, tenant, 'alarm_raised', [inserted.id], entry.triggeredAt);
    return inserted.id;
  });
}

/** An entry of the past: raised at `triggeredAt` and, unless `resolvedAt` is null, resolved then. */
export interface PastEntry extends NewEntry {
  tenant: string;
  resolvedAt: Date | null;
}

/**
 * Stores entries of the past in bulk (the demo's history). They notify nobody: their moment has
 * gone, so they bypass raiseAlarmEntry's outbox.
 */
export async function insertPastEntries(
  db: Database,
  entries: readonly PastEntry[],
): Promise<void> {
  await insertRows(
    db,
    'alarm_entries',
    [
      'tenant_id',
      'project_id',
      'device_id',
      'outdoor_unit_id',
      'indoor_unit_id',
      'alarm_configuration_id',
      'triggered_value',
      'triggered_at',
      'resolved_at',
      'is_resolved',
    ],
    entries.map((entry) => [
      entry.tenant,
      entry.projectId,
      entry.deviceId,
      entry.outdoorUnitId,
      entry.indoorUnitId,
      entry.configurationId,
      entry.triggeredValue,
      entry.triggeredAt,
      entry.resolvedAt,
      entry.resolvedAt !== null,
    ]),
  );
}

/** Which open entries to resolve: those of a configuration (its rule stopped holding) or one entry. */
export type ResolveTarget = { configurationId: number } | { entryId: number };

/**
 * Resolves open alarm entries: the one way an entry becomes resolved (the simulator, the device
 * poller, a user's Resolve). One transaction, joining the caller's; answers the ids it resolved.
 */
export function resolveAlarmEntries(
  db: Database,
  tenant: string,
  target: ResolveTarget,
  resolvedAt: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [column, id] =
      'configurationId' in target
        ? ['alarm_configuration_id', target.configurationId]
        : ['id', target.entryId];
    const rows = await tx.query<{ id: number }>(
      `UPDATE alarm_entries SET is_resolved = true, resolved_at = $3
        WHERE tenant_id = $1 AND ${column} = $2 AND is_resolved = false RETURNING id`,
      [tenant, id, resolvedAt],
    );
    const ids = rows.map((row) => row.id);
    await enqueueAlarmNotifications(tx, tenant, 'alarm_resolved', ids, resolvedAt);
    return ids;
  });
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
