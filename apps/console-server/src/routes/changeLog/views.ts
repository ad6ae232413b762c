import { z } from 'zod';
import { wire } from '../../http/responses';
import type { ChangeLogRow } from '../../devices/changeLog';

export const changeLogEntryResponse = z.strictObject({
  id: wire.id,
  action: z.string(),
  status: z.enum(['complete', 'failed', 'incomplete']),
  created_at: wire.timestamp,
  user: z.strictObject({ first_name: z.string(), last_name: z.string() }).nullable(),
  param_name: z.string(),
  /** [register, value] */
  data: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  device: wire.id.nullable(),
  /** Why a write failed (a Modbus exception by name and code, no answer), null otherwise. */
  detail: z.string().nullable(),
});
export type ChangeLogEntryResponse = z.infer<typeof changeLogEntryResponse>;

/** GET /projects/{id}/change_log/?page=n: `next` and `previous` are page numbers. */
export const changeLogPageResponse = z.strictObject({
  results: z.array(changeLogEntryResponse),
  count: wire.count,
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  pages: z.strictObject({
    current_page: z.number().int().min(1),
    total_pages: z.number().int().min(1),
  }),
});
export type ChangeLogPageResponse = z.infer<typeof changeLogPageResponse>;

/** A change-log entry as projects.md §3 shows it: data is [register, value]. */
export function changeLogEntryView(row: ChangeLogRow): ChangeLogEntryResponse {
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
    data: Array.isArray(row.data) ? row.data : [],
    device: row.device_id,
    detail: row.detail ?? null,
  };
}
