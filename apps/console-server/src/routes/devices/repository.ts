import type { Database } from '../../db';
import { queryPage } from '../../http';
import type { PagedQuery, PageRequest, RowPage } from '../../http';
import type { DeviceRow } from '../../simulator/store';

export function listDevices(
  db: Database,
  tenant: string,
  page: PageRequest,
): Promise<RowPage<DeviceRow>> {
  const query: PagedQuery<DeviceRow> = {
    sql: `SELECT d.id, d.tenant_id, d.project_id, p.name AS project_name, d.unit_id, d.device_type,
                 d.model_key, d.firmware, d.version, d.active, d.is_single_unit
            FROM devices d JOIN projects p ON p.id = d.project_id AND p.tenant_id = d.tenant_id
           WHERE d.tenant_id = $1`,
    params: [tenant],
    ordering: {
      id: 'id',
      unit_id: 'unit_id',
      active: 'active',
      device_type: 'device_type',
      version: 'version',
      project_name: 'project_name',
    },
    defaultOrdering: 'unit_id',
    search: ['unit_id', 'device_type', 'project_name'],
    notNull: ['id', 'unit_id', 'active', 'device_type', 'version', 'project_name'],
    // The project's name through the ids of the matching projects, so that trigram indexes answer
    // every part (unit id, type, project) instead of testing each joined device.
    searchCondition: (placeholder) =>
      `unit_id ILIKE ${placeholder} OR device_type ILIKE ${placeholder}
       OR project_id = ANY(ARRAY(SELECT id FROM projects WHERE tenant_id = $1 AND name ILIKE ${placeholder}))`,
    // Every device's project exists in its tenant (foreign key, deleted by cascade), so the devices
    // alone are the count.
    count: (pattern) => ({
      sql: `SELECT count(*)::int AS count FROM devices d WHERE d.tenant_id = $1${
        pattern
          ? ` AND (d.unit_id ILIKE $2 OR d.device_type ILIKE $2
                  OR d.project_id = ANY(ARRAY(SELECT id FROM projects WHERE tenant_id = $1 AND name ILIKE $2)))`
          : ''
      }`,
      params: pattern ? [tenant, pattern] : [tenant],
    }),
  };
  return queryPage(db, query, page);
}
