import type { ListParams } from './common';
import type { Device, DeviceConfiguration, DeviceModelConfiguration } from './devices';

export interface ProjectLocation {
  lat: number;
  lon: number;
}

export interface Project {
  id: number;
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  image: string | null;
  investor: string | null;
  description: string | null;
  contact_person: string | null;
  contact_number: string | null;
  contact_email: string | null;
  has_active_alarm: boolean;
  last_intervention: string | null;
  error_status: boolean;
  location: ProjectLocation | null;
  /** Unresolved alarm entries. */
  alarms?: number;
  /** Device types present (the list shows 'No Devices' when empty). */
  device_types?: string[];
  created_at?: string;
}

/** A device as a row of the project list shows it. */
export interface ProjectListDevice {
  id: number;
  project_id: number;
  unit_id: string;
  device_type: string;
  is_single_unit: boolean;
  firmware: string;
  version: string;
  active: boolean;
  configuration: DeviceModelConfiguration;
}

/** A row of GET /projects/: the project with a summary of its devices (the map shows them). */
export interface ProjectListItem extends Project {
  devices: ProjectListDevice[];
}

/** GET /projects/{id}/: the project with its devices. */
export interface ProjectDetail extends Project {
  devices: Device[];
}

export interface ProjectListParams extends ListParams {
  /** Only these projects (the server's `ids=1,2,3`, at most 100); the service's `byIds` takes more. */
  ids?: readonly number[] | null;
}

/**
 * A row of GET /projects/map/: a located project as the dashboard's map marker and its info window
 * show it. The call answers every located project of the tenant, without paging.
 */
export interface ProjectMarker {
  id: number;
  name: string;
  address_street_one: string;
  address_zip: string;
  address_city: string;
  address_country: string;
  /** A signed link to the project's image. */
  image: string | null;
  location: ProjectLocation;
  has_active_alarm: boolean;
}

/** POST /projects/ (multipart). */
export interface CreateProjectRequest {
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  image?: Blob | null;
  /** The file name sent with the image; `image.name` when it is a File. */
  imageName?: string;
  investor?: string;
  description?: string;
  contact_person?: string;
  contact_number?: string;
  contact_email?: string;
  lat?: number;
  lon?: number;
}

/**
 * A recently visited project, newest first. The server sends `name_id` strings; the client parses
 * them with console-domain's rule (the id follows the last '_').
 */
export interface RecentProject {
  id: number;
  name: string;
}

export interface DeviceWithConfiguration {
  device: Device;
  /** Null when the device's model is unknown to the server. */
  configuration: DeviceConfiguration | null;
}

export interface ChangeLogUser {
  first_name: string;
  last_name: string;
}

export type ChangeLogStatus = 'complete' | 'failed' | 'incomplete';

export interface ChangeLogEntry {
  id: number;
  action: string;
  /** complete, failed or incomplete; any other value reads 'Status unknown.'. */
  status: ChangeLogStatus;
  created_at: string;
  user: ChangeLogUser | null;
  param_name: string;
  /** The second item is the value shown. */
  data: Array<string | number | boolean | null>;
  device?: number | null;
  /** Why the write failed (a Modbus exception, no answer), or null. */
  detail?: string | null;
}

/** GET /projects/{id}/change_log/?page=n: `next` is set while more pages exist. */
export interface ChangeLogPage {
  results: ChangeLogEntry[];
  next: number | string | null;
  previous?: number | string | null;
  count?: number;
  pages?: { current_page: number; total_pages?: number };
}
