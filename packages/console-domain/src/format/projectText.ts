import { MESSAGES } from '../messages/messages';

export interface ProjectAddressParts {
  address_street_one?: string | null;
  address_zip?: string | null;
  address_city?: string | null;
  address_country?: string | null;
}

/** 'Trg slobode 2, 21000 Novi Sad, Serbia': the parts a project has, in postal order. */
export function formatProjectAddress(project: ProjectAddressParts): string {
  const town = [project.address_zip, project.address_city].filter(Boolean).join(' ');
  return [project.address_street_one, town, project.address_country].filter(Boolean).join(', ');
}

/** The device types of a project joined by ', ', or 'No Devices' when it has none (projects.md §2). */
export function projectDeviceTypesText(types: readonly string[] | null | undefined): string {
  const distinct = [...new Set((types ?? []).filter(Boolean))];
  return distinct.length > 0 ? distinct.join(', ') : MESSAGES.NO_DEVICES;
}
