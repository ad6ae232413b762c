import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileUrl } from '../files/store';

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

/**
 * Projects of one tenant ($1) with what the list shows: active alarm entries, the last intervention
 * (the later of the stored date and the last parameter write) and the device types.
 */
export const PROJECT_SELECT = `
  SELECT p.id, p.name, p.address_city, p.address_street_one, p.address_zip, p.address_country, p.image,
         p.investor, p.description, p.contact_person, p.contact_number, p.contact_email, p.lat, p.lon,
         p.error_status, p.created_at,
         coalesce(alarm.active, 0) AS alarms,
         CASE WHEN p.last_intervention IS NULL THEN write.last_write
              WHEN write.last_write IS NULL THEN p.last_intervention
              ELSE greatest(p.last_intervention, write.last_write) END AS last_intervention,
         kinds.device_types
    FROM projects p
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS active FROM alarm_entries e
       WHERE e.tenant_id = p.tenant_id AND e.project_id = p.id AND NOT e.is_resolved
    ) alarm ON true
    LEFT JOIN LATERAL (
      SELECT max(c.created_at) AS last_write FROM change_log_entries c
       WHERE c.tenant_id = p.tenant_id AND c.project_id = p.id
    ) write ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT d.device_type ORDER BY d.device_type) AS device_types FROM devices d
       WHERE d.tenant_id = p.tenant_id AND d.project_id = p.id
    ) kinds ON true
   WHERE p.tenant_id = $1`;

/** A project as the API shows it (projects.md §3), without its devices. */
export function projectJson(app: FastifyInstance, request: FastifyRequest, row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    address_city: row.address_city,
    address_street_one: row.address_street_one,
    address_zip: row.address_zip,
    address_country: row.address_country,
    image: fileUrl(request, app.secret, row.image, app.now()),
    investor: row.investor,
    description: row.description,
    contact_person: row.contact_person,
    contact_number: row.contact_number,
    contact_email: row.contact_email,
    alarms: row.alarms,
    has_active_alarm: row.alarms > 0,
    last_intervention: row.last_intervention?.toISOString() ?? null,
    error_status: row.error_status,
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    device_types: row.device_types ?? [],
    created_at: row.created_at.toISOString(),
  };
}
