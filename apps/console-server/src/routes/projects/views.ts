import { MESSAGES } from '@hvac/console-domain';
import { z } from 'zod';
import { catalogKey, findModel } from '../../devices/catalog';
import {
  deviceConfigurationResponse,
  deviceResponse,
  modelSummaryResponse,
} from '../../devices/schemas';
import { pageResponse, wire } from '../../http/responses';
import type { ProjectDeviceRow, ProjectRow } from '../../projects/repository';

export const projectResponse = z.strictObject({
  id: wire.id,
  name: z.string(),
  address_city: z.string(),
  address_street_one: z.string(),
  address_zip: z.string(),
  address_country: z.string(),
  /** A signed link to the project's image. */
  image: z.string().nullable(),
  investor: z.string(),
  description: z.string(),
  contact_person: z.string(),
  contact_number: z.string(),
  contact_email: z.string(),
  /** Unresolved alarm entries. */
  alarms: wire.count,
  has_active_alarm: z.boolean(),
  last_intervention: wire.timestamp.nullable(),
  error_status: z.boolean(),
  location: z.strictObject({ lat: z.number(), lon: z.number() }).nullable(),
  device_types: z.array(z.string()),
  created_at: wire.timestamp,
});
export type ProjectResponse = z.infer<typeof projectResponse>;

/** A device as a project's list row shows it. */
export const projectDeviceResponse = z.strictObject({
  id: wire.id,
  project_id: wire.id,
  unit_id: z.string(),
  device_type: z.string(),
  is_single_unit: z.boolean(),
  firmware: z.string(),
  version: z.string(),
  active: z.boolean(),
  configuration: modelSummaryResponse,
});
export type ProjectDeviceResponse = z.infer<typeof projectDeviceResponse>;

export const projectListItemResponse = projectResponse.extend({
  devices: z.array(projectDeviceResponse),
});
export type ProjectListItemResponse = z.infer<typeof projectListItemResponse>;
export const projectPageResponse = pageResponse(projectListItemResponse);

/** GET /projects/{id}/: the project with its devices and their units. */
export const projectDetailResponse = projectResponse.extend({ devices: z.array(deviceResponse) });
export type ProjectDetailResponse = z.infer<typeof projectDetailResponse>;

/** POST /projects/: the new project and the message that says so. */
export const projectCreatedResponse = projectDetailResponse.extend({
  detail: z.literal(MESSAGES.PROJECT_CREATED),
});

/**
 * GET /projects/map/: every located project of the tenant as a map marker (no paging): what the marker
 * and its info window show, nothing else.
 */
export const projectMarkersResponse = z.array(
  z.strictObject({
    id: wire.id,
    name: z.string(),
    address_street_one: z.string(),
    address_zip: z.string(),
    address_city: z.string(),
    address_country: z.string(),
    /** A signed link to the project's image. */
    image: z.string().nullable(),
    location: z.strictObject({ lat: z.number(), lon: z.number() }),
    has_active_alarm: z.boolean(),
  }),
);
export type ProjectMarkersResponse = z.infer<typeof projectMarkersResponse>;

/** Recently visited projects as `name_id` strings (console-domain's formatRecentProject), newest first. */
export const recentProjectsResponse = z.array(z.string());

export const projectDevicesResponse = z.array(deviceResponse);

export const devicesAndConfigurationsResponse = z.array(
  z.strictObject({
    device: deviceResponse,
    /** Null when the device's model is unknown to the server. */
    configuration: deviceConfigurationResponse.nullable(),
  }),
);
export type DevicesAndConfigurationsResponse = z.infer<typeof devicesAndConfigurationsResponse>;

/** A project as the API shows it (projects.md §3), without its devices; `image` is its signed link. */
export function projectView(row: ProjectRow, image: string | null): ProjectResponse {
  return {
    id: row.id,
    name: row.name,
    address_city: row.address_city,
    address_street_one: row.address_street_one,
    address_zip: row.address_zip,
    address_country: row.address_country,
    image,
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

function modelSummary(modelKey: string) {
  const model = findModel(modelKey);
  return model
    ? { manufacturer: model.manufacturer, model: model.model, model_type: model.model_type }
    : { manufacturer: '', model: modelKey, model_type: '' };
}

/** A device as a project's list row shows it. */
export function projectDeviceView(row: ProjectDeviceRow): ProjectDeviceResponse {
  return {
    id: row.id,
    project_id: row.project_id,
    unit_id: row.unit_id,
    device_type: row.device_type,
    is_single_unit: row.is_single_unit,
    firmware: row.firmware,
    version: row.version,
    active: row.active,
    configuration: modelSummary(catalogKey(row.tenant_id, row.model_key)),
  };
}
