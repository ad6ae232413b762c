/** A change-log row joined with its user's names. */
export interface ChangeLogRow {
  id: number;
  action: string;
  status: string;
  param_name: string;
  data: unknown;
  created_at: Date | string;
  device_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

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
