import { findModel } from '../../devices/catalog';
import type { ProjectDeviceRow, ProjectRow } from './repository';

/** A project as the API shows it (projects.md §3), without its devices; `image` is its signed link. */
export function projectView(row: ProjectRow, image: string | null) {
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
export function projectDeviceView(row: ProjectDeviceRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    unit_id: row.unit_id,
    device_type: row.device_type,
    is_single_unit: row.is_single_unit,
    firmware: row.firmware,
    version: row.version,
    active: row.active,
    configuration: modelSummary(row.model_key),
  };
}
