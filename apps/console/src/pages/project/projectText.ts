import type { Project } from '@hvac/console-api';
import { MESSAGES } from '@hvac/console-domain';

/** 'Street 1, 11000 Belgrade, Serbia': the parts a project has, in postal order. */
export function projectAddress(project: Project): string {
  const town = [project.address_zip, project.address_city].filter(Boolean).join(' ');
  return [project.address_street_one, town, project.address_country].filter(Boolean).join(', ');
}

/** The device types of a project, or 'No Devices' when it has none (projects.md §2). */
export function projectDeviceTypes(project: Pick<Project, 'device_types'>): string {
  const types = project.device_types ?? [];
  return types.length > 0 ? types.join(', ') : MESSAGES.NO_DEVICES;
}
