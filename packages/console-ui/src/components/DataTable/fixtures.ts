import type { DataTableColumn } from './usePagedTable';

/** A device row as the device list shows it: fixed data for stories and tests. */
export interface DeviceRow {
  id: number;
  unitId: string;
  active: boolean;
  deviceType: string;
  projectName: string;
  version: string;
  hasError: boolean;
}

const DEVICE_TYPES = ['Outdoor system', 'Heat pump', 'Indoor unit'] as const;
const PROJECTS = ['Tower A', 'Riverside Offices', 'Hospital North', 'Old Town Library'] as const;

/** `count` devices, numbered from `start`, the same on every run. */
export function makeDevices(count: number, start = 1): DeviceRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const n = start + offset;
    return {
      id: n,
      unitId: `HP-${String(n).padStart(4, '0')}`,
      active: n % 4 !== 0,
      deviceType: DEVICE_TYPES[n % DEVICE_TYPES.length],
      projectName: PROJECTS[n % PROJECTS.length],
      version: `2.${n % 7}.${n % 11}`,
      hasError: n % 9 === 0,
    };
  });
}

export const deviceColumns: DataTableColumn<DeviceRow>[] = [
  { id: 'unit_id', header: 'Unit ID', value: (row) => row.unitId, sortable: true },
  {
    id: 'active',
    header: 'Active',
    value: (row) => (row.active ? 'Yes' : 'No'),
    sortable: true,
  },
  { id: 'device_type', header: 'Device Type', value: (row) => row.deviceType, sortable: true },
  { id: 'project', header: 'Project Name', value: (row) => row.projectName },
  {
    id: 'firmware',
    header: 'Firmware Version',
    value: (row) => row.version,
    sortable: true,
    orderingField: 'version',
    align: 'end',
  },
];

const SORT_VALUES: Record<string, (row: DeviceRow) => string | number> = {
  unit_id: (row) => row.unitId,
  active: (row) => (row.active ? 1 : 0),
  device_type: (row) => row.deviceType,
  version: (row) => row.version,
};

/**
 * What the API would answer for a query, computed in memory: search on unit id and project,
 * ordering with the '-' prefix (several fields comma-separated), 1-based pages. Stories use it instead of a network.
 */
export function serveDevices(
  devices: readonly DeviceRow[],
  query: { page: number; pageSize: number; ordering?: string; search?: string },
): { rows: DeviceRow[]; count: number } {
  const needle = query.search?.toLowerCase();
  let matching = needle
    ? devices.filter(
        (row) =>
          row.unitId.toLowerCase().includes(needle) ||
          row.projectName.toLowerCase().includes(needle),
      )
    : [...devices];
  // Several fields, comma-separated, sort one after the other; the id breaks the last tie.
  const keys = (query.ordering ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const descending = part.startsWith('-');
      return { valueOf: SORT_VALUES[descending ? part.slice(1) : part], descending };
    })
    .filter((key) => key.valueOf !== undefined);
  if (keys.length > 0) {
    matching = matching.sort((a, b) => {
      for (const { valueOf, descending } of keys) {
        const left = valueOf(a);
        const right = valueOf(b);
        if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
      }
      return (a.id - b.id) * (keys[keys.length - 1].descending ? -1 : 1);
    });
  }
  const start = (query.page - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), count: matching.length };
}
