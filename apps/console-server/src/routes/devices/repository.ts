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
  };
  return queryPage(db, query, page);
}
