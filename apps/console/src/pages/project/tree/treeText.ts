import { systemTitle } from '@hvac/console-domain';

/** Screen texts of the Tree View tab (projects.md §2 "Project tree view"). */
export const TREE_TEXT = {
  /** The tree's heading: the three lists of the specification, one inside the other. */
  tree: 'Device Models, Systems and Indoor Units',
  noDevices: 'No devices in this project.',
  unitId: 'Unit ID',
  firmware: 'Firmware',
  manufacturer: 'Manufacturer',
  model: 'Model',
  type: 'Type',
  statusParameters: 'Status Parameters',
  errorParameters: 'Error Parameters',
  parameter: 'Parameter',
  value: 'Value',
  raw: 'Raw',
  action: 'Action',
  write: 'Write',
  stale: 'stale',
  system: (unit: number) => systemTitle(unit),
  unit: (unit: number, name: string) => (name ? `Unit ${unit} · ${name}` : `Unit ${unit}`),
  indoorUnitsCount: (count: number) => `${count} indoor units`,
};
