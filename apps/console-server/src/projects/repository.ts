import { RECENT_PROJECTS_LIMIT } from '@hvac/console-domain';
import type { Database, SqlValue } from '../db';
import { queryPage, SEARCH_TEXT_SEPARATOR, searchTextCondition } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

export interface ProjectRow {
  id: number;
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  image: string | null;
  investor: string;
  description: string;
  contact_person: string;
  contact_number: string;
  contact_email: string;
  lat: number | null;
  lon: number | null;
  last_intervention: Date | null;
  error_status: boolean;
  created_at: Date;
  alarms: number;
  device_types: string[] | null;
}

/** The devices of a project as its list row shows them. */
export interface ProjectDeviceRow {
  id: number;
  project_id: number;
  unit_id: string;
  device_type: string;
  is_single_unit: boolean;
  firmware: string;
  version: string;
  active: boolean;
  model_key: string;
  tenant_id: string;
}

export interface RecentProjectRow {
  id: number;
  name: string;
}

export interface NewProject {
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  /** Key of the stored image file. */
  image: string | null;
  investor: string;
  description: string;
  contact_person: string;
  contact_number: string;
  contact_email: string;
  lat: number | null;
  lon: number | null;
}

/**
 * Projects of one tenant ($1) with what the list shows: active alarm entries, the last intervention
 * (the later of the stored date and the last parameter write) and the device types.
 */
const projectSelect = (moreColumns = '') => `
  SELECT p.id, p.name, p.address_city, p.address_street_one, p.address_zip, p.address_country, p.image,
         p.investor, p.description, p.contact_person, p.contact_number, p.contact_email, p.lat, p.lon,
         p.error_status, p.created_at,
         coalesce(alarm.active, 0) AS alarms,
         CASE WHEN p.last_intervention IS NULL THEN write.last_write
              WHEN write.last_write IS NULL THEN p.last_intervention
              ELSE greatest(p.last_intervention, write.last_write) END AS last_intervention,
         ARRAY(SELECT DISTINCT d.device_type FROM devices d
                WHERE d.tenant_id = p.tenant_id AND d.project_id = p.id ORDER BY 1) AS device_types${moreColumns}
    FROM projects p
    LEFT JOIN LATERAL (
      SELECT sum(k.n)::int AS active FROM alarm_entry_counts k
       WHERE k.tenant_id = p.tenant_id AND k.project_id = p.id AND NOT k.is_resolved
    ) alarm ON true
    LEFT JOIN LATERAL (
      SELECT max(c.created_at) AS last_write FROM change_log_entries c
       WHERE c.tenant_id = p.tenant_id AND c.project_id = p.id
    ) write ON true
   WHERE p.tenant_id = $1`;
const PROJECT_SELECT = projectSelect();

export async function projectExists(db: Database, tenant: string, id: number): Promise<boolean> {
  const row = await db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
    id,
    tenant,
  ]);
  return row !== undefined;
}

export function findProject(
  db: Database,
  tenant: string,
  id: number,
): Promise<ProjectRow | undefined> {
  return db.one<ProjectRow>(`${PROJECT_SELECT} AND p.id = $2`, [tenant, id]);
}

/** The list's search as ILIKEs over a project's names (`alias` is the projects row). */
const PROJECT_NAMES_MATCH = (alias: string, placeholder: string) =>
  `(${['name', 'address_city', 'investor', 'contact_person']
    .map((column) => `${alias}.${column} ILIKE ${placeholder}`)
    .join(' OR ')})`;

/** A project of the list with its devices (the map and the list show them). */
export interface ProjectListRow extends ProjectRow {
  devices: ProjectDeviceRow[];
}

/**
 * PROJECT_SELECT with the project's devices as one JSON array: PostgreSQL builds it for the page's rows
 * only (the target list is computed after the page's LIMIT), so a page is one statement and 25 rows
 * instead of a second query and a row per device.
 */
const PROJECT_LIST_SELECT = projectSelect(`,
         (SELECT coalesce(json_agg(json_build_object(
                   'id', d.id, 'project_id', d.project_id, 'unit_id', d.unit_id, 'device_type', d.device_type,
                   'is_single_unit', d.is_single_unit, 'firmware', d.firmware, 'version', d.version,
                   'active', d.active, 'model_key', d.model_key, 'tenant_id', d.tenant_id) ORDER BY d.id), '[]')
            FROM devices d WHERE d.tenant_id = p.tenant_id AND d.project_id = p.id) AS devices`);

export function listProjects(
  db: Database,
  tenant: string,
  page: PageRequest,
  filter: { ids?: readonly number[] } = {},
): Promise<RowPage<ProjectListRow>> {
  // Only the projects named by id (`ids`), as $2; the search's pattern follows the filter's parameters.
  const ids = filter.ids ? [...filter.ids] : undefined;
  const idCondition = ids ? ' AND p.id = ANY($2::int[])' : '';
  const params: SqlValue[] = ids ? [tenant, ids] : [tenant];
  const patternPlaceholder = `$${params.length + 1}`;
  const query: PagedQuery<ProjectListRow> = {
    sql: PROJECT_LIST_SELECT + idCondition,
    params,
    ordering: {
      id: 'id',
      name: 'name',
      address_city: 'address_city',
      address_street_one: 'address_street_one',
      address_country: 'address_country',
      investor: 'investor',
      alarms: 'alarms',
      last_intervention: 'last_intervention',
      contact_person: 'contact_person',
      contact_number: 'contact_number',
      created_at: 'created_at',
    },
    defaultOrdering: 'name',
    search: ['name', 'address_city', 'investor', 'contact_person'],
    notNull: [
      'id',
      'name',
      'address_city',
      'address_street_one',
      'address_country',
      'investor',
      'alarms',
      'contact_person',
      'contact_number',
      'created_at',
    ],
    // The project's own search_text (migration 303) holds the four names: one LIKE per project.
    searchCondition: (placeholder, term) =>
      `id IN (SELECT s.id FROM projects s WHERE s.tenant_id = $1 AND ${searchTextCondition(
        's.search_text',
        placeholder,
        term,
        () => PROJECT_NAMES_MATCH('s', placeholder),
      )})`,
    // Counting the projects themselves, not their summaries (which only a page's rows need).
    count: (pattern) => ({
      sql: `SELECT count(*)::int AS count FROM projects p WHERE p.tenant_id = $1${idCondition}${
        pattern
          ? ` AND ${
              pattern.includes(SEARCH_TEXT_SEPARATOR)
                ? PROJECT_NAMES_MATCH('p', patternPlaceholder)
                : `p.search_text LIKE lower(${patternPlaceholder})`
            }`
          : ''
      }`,
      params: pattern ? [...params, pattern] : params,
      inline: true,
    }),
  };
  return queryPage(db, query, page);
}

/** A project as the dashboard's map shows it: a marker and its info window. */
export interface ProjectMarkerRow {
  id: number;
  name: string;
  address_street_one: string;
  address_zip: string;
  address_city: string;
  address_country: string;
  image: string | null;
  lat: number;
  lon: number;
  has_active_alarm: boolean;
}

/**
 * Every located project of one tenant, by name (DECISIONS.md "Lists that stop at 100"): one row per
 * marker, no paging and no summaries beyond whether an alarm is active. A project without coordinates
 * has no marker.
 */
export function listProjectMarkers(db: Database, tenant: string): Promise<ProjectMarkerRow[]> {
  return db.query<ProjectMarkerRow>(
    `SELECT p.id, p.name, p.address_street_one, p.address_zip, p.address_city, p.address_country,
            p.image, p.lat, p.lon,
            EXISTS (SELECT 1 FROM alarm_entry_counts k
                     WHERE k.tenant_id = p.tenant_id AND k.project_id = p.id
                       AND NOT k.is_resolved AND k.n > 0) AS has_active_alarm
       FROM projects p
      WHERE p.tenant_id = $1 AND p.lat IS NOT NULL AND p.lon IS NOT NULL
      ORDER BY p.name, p.id`,
    [tenant],
  );
}

/** What a project has been through before it is stored (the demo's history); a new one has neither. */
export interface ProjectHistory {
  lastIntervention: Date | null;
  errorStatus: boolean;
}

export async function insertProject(
  db: Database,
  tenant: string,
  project: NewProject,
  createdAt: Date,
  history: ProjectHistory = { lastIntervention: null, errorStatus: false },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO projects (tenant_id, name, address_city, address_street_one, address_zip, address_country,
                           image, investor, description, contact_person, contact_number, contact_email,
                           lat, lon, created_at, last_intervention, error_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      tenant,
      project.name,
      project.address_city,
      project.address_street_one,
      project.address_zip,
      project.address_country,
      project.image,
      project.investor,
      project.description,
      project.contact_person,
      project.contact_number,
      project.contact_email,
      project.lat,
      project.lon,
      createdAt,
      history.lastIntervention,
      history.errorStatus,
    ],
  );
  if (!row) throw new Error('project not stored');
  return row.id;
}

/** The user's recently visited projects, newest first; at most `limit`. */
export function listRecentProjects(
  db: Database,
  tenant: string,
  userId: number,
  limit?: number,
): Promise<RecentProjectRow[]> {
  return db.query<RecentProjectRow>(
    `SELECT p.id, p.name FROM recent_projects r JOIN projects p ON p.id = r.project_id AND p.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND r.user_id = $2 ORDER BY r.visited_at DESC, p.id DESC
      ${limit === undefined ? '' : 'LIMIT $3'}`,
    limit === undefined ? [tenant, userId] : [tenant, userId, limit],
  );
}

/** Records a visit and forgets all but the newest few, so the table does not grow with every visit. */
export async function recordVisit(
  db: Database,
  tenant: string,
  userId: number,
  projectId: number,
  visitedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO recent_projects (tenant_id, user_id, project_id, visited_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, project_id) DO UPDATE SET visited_at = excluded.visited_at`,
      [tenant, userId, projectId, visitedAt],
    );
    await tx.query(
      `DELETE FROM recent_projects WHERE tenant_id = $1 AND user_id = $2 AND project_id NOT IN (
         SELECT project_id FROM recent_projects WHERE tenant_id = $1 AND user_id = $2
          ORDER BY visited_at DESC, project_id DESC LIMIT $3)`,
      [tenant, userId, RECENT_PROJECTS_LIMIT],
    );
  });
}
