import { DEVICE_MESSAGES } from '@hvac/console-domain';

/**
 * Screen texts of the real-device widgets (device form, systems editor, state, offline devices,
 * model upload). Sentences come from DEVICE_MESSAGES of @hvac/console-domain; labels live here.
 */
export const DEVICE_TEXT = {
  ...DEVICE_MESSAGES,
  state: 'State',
  lastSeen: 'Last seen',
  lastError: 'Last error',
  model: 'Model',
  chooseModel: 'Choose a model',
  unitId: 'Unit ID',
  connection: 'Connection',
  host: 'Host',
  hostHint: 'Name or IP address of the device or its gateway',
  port: 'Port',
  modbusUnit: 'Modbus unit',
  pollInterval: 'Poll interval (s)',
  systems: 'Systems',
  system: 'System',
  systemNumber: 'System number',
  indoorUnits: 'Indoor units',
  indoorUnitNumber: 'Unit number',
  indoorUnitName: 'Name',
  indoorUnitType: 'Unit type',
  addSystem: 'Add System',
  removeSystem: 'Remove System',
  addIndoorUnit: 'Add Indoor Unit',
  removeIndoorUnit: 'Remove',
  noIndoorUnits: 'No indoor units yet.',
  save: 'Save',
  loading: 'Loading…',
  add: 'Add',
  offlineCount: 'Offline now',
  longestSilent: 'Silent the longest',
  modelFile: 'Model file (JSON)',
  modelFileHint: 'The register layout and parameters, in the shape of the server’s model files',
  problemsInFile: 'Problems in the file',
  readyToAdd: 'Ready to add',
  singleUnitModel: 'single unit',
} as const;

/** 'Remove indoor unit 2 of System 1' (the accessible name of a row's Remove button). */
export function removeIndoorUnitLabel(position: number, system: string): string {
  return `Remove indoor unit ${position} of ${system}`;
}

/** 'System 2' for a system's number as typed, or its position while the number is empty. */
export function systemLegend(number: string, position: number): string {
  return `System ${number.trim() || `#${position}`}`;
}
