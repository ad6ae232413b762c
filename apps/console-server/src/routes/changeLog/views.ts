import type { ChangeLogRow } from './repository';

/** A change-log entry as projects.md §3 shows it: data is [register, value]. */
export function changeLogEntryView(row: ChangeLogRow) {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    user:
      row.first_name === null && row.last_name === null
        ? null
        : { first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
    param_name: row.param_name,
    data: Array.isArray(row.data) ? (row.data as unknown[]) : [],
    device: row.device_id,
  };
}
