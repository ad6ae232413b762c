import { systemTitle } from '../messages/messages';

/**
 * The wording of real devices (DECISIONS.md "Real devices"): adding, changing and removing a
 * device, its connection, its state and device models. One flat object, like MESSAGES.
 */
export const DEVICE_MESSAGES = {
  // Add, change, remove
  ADD_DEVICE: 'Add Device',
  EDIT_DEVICE: 'Edit Device',
  REMOVE_DEVICE: 'Remove Device',
  DEVICE_ADDED: 'Device added successfully.',
  DEVICE_UPDATED: 'Device updated successfully.',
  DEVICE_REMOVED: 'Device removed successfully.',
  FAILED_TO_ADD_DEVICE: 'Failed to add the device.',
  FAILED_TO_UPDATE_DEVICE: 'Failed to update the device.',
  FAILED_TO_REMOVE_DEVICE: 'Failed to remove the device.',
  FAILED_TO_LOAD_DEVICE_MODELS: 'Failed to load device models.',

  // Fields
  MODEL_REQUIRED: 'Model is required.',
  UNIT_ID_REQUIRED: 'Unit ID is required.',
  HOST_REQUIRED: 'Host is required.',
  HOST_INVALID: 'Enter a host name or an IP address.',
  PORT_RANGE: 'Port must be a whole number from 1 to 65535.',
  MODBUS_UNIT_RANGE: 'Modbus unit must be a whole number from 1 to 247.',
  POLL_INTERVAL_RANGE: 'Poll interval must be a whole number of seconds from 10 to 3600.',
  SYSTEMS_REQUIRED: 'Add at least one system.',
  SYSTEM_NUMBER_INVALID: 'System number must be a whole number from 1 to 999.',
  SYSTEM_NUMBER_TAKEN: 'Each system needs its own number.',
  INDOOR_NUMBER_INVALID: 'Unit number must be a whole number from 1 to 999.',
  TOO_MANY_SYSTEMS: 'A device has at most 64 systems.',
  TOO_MANY_INDOOR_UNITS: 'A system has at most 256 indoor units.',
  INDOOR_NAME_TOO_LONG: 'Name must be at most 100 characters.',
  INDOOR_NUMBER_TAKEN: 'Each indoor unit of the device needs its own number.',
  INDOOR_NAME_REQUIRED: 'Name is required',
  CHECK_FIELDS: 'Check the highlighted fields.',

  // Check Connection
  CHECK_CONNECTION: 'Check Connection',
  CHECKING_CONNECTION: 'Checking the connection…',
  CONNECTION_OK: 'The device answered.',
  CONNECTION_FAILED: 'The device did not answer.',
  CONNECTION_CHECK_FAILED: 'The connection could not be checked.',
  USE_REPORTED_SYSTEMS: 'Use these',
  UNIT_ID_HINT: 'The name you give the device in the console',
  MODBUS_UNIT_HINT: "The device's Modbus slave (unit) address, 1–247",

  // State
  STATE_ONLINE: 'Online',
  STATE_OFFLINE: 'Offline',
  STATE_UNKNOWN: 'Not yet polled',
  NEVER_SEEN: 'Never',
  NO_ERROR: 'None',
  OFFLINE_DEVICES: 'Offline Devices',
  NO_OFFLINE_DEVICES: 'Every device is answering.',
  FAILED_TO_LOAD_OFFLINE_DEVICES: 'Failed to load offline devices.',
  STALE_VALUES: 'Values are from the last successful poll.',
  WRITES_DISABLED_OFFLINE: 'The device is offline: writes are disabled until it answers again.',
  OFFLINE_NEVER_SEEN: 'The device is offline and has not answered yet.',

  // Check now (an offline device polled at once, past its reconnect backoff)
  CHECK_NOW: 'Check now',
  CHECK_NOW_ANSWERED: 'The device answered: it is online.',
  CHECK_NOW_NO_ANSWER: 'The device did not answer',
  CHECK_NOW_PENDING: 'The check was asked for; the state updates when the device has been polled.',
  CHECK_NOW_FAILED: 'The device could not be checked.',

  // Device models
  DEVICE_MODELS: 'Device Models',
  ADD_DEVICE_MODEL: 'Add Device Model',
  DEVICE_MODEL_ADDED: 'Device model added successfully.',
  FAILED_TO_ADD_DEVICE_MODEL: 'Failed to add the device model.',
  MODEL_FILE_REQUIRED: 'Choose a JSON file of the model.',
  MODEL_FILE_NOT_JSON: 'The file is not valid JSON.',
  MODEL_FILE_NOT_OBJECT: 'The file must hold one JSON object.',
  MODEL_FIELD_REQUIRED: 'This field is required.',
  MODEL_FIELD_TEXT: 'This field must be a non-empty text.',
  MODEL_FIELD_BOOLEAN: 'This field must be true or false.',
  MODEL_FIELD_OBJECT: 'This field must be an object.',
  NO_DEVICE_MODELS: 'No device models yet.',
  WRITE_FAILED_REASON: 'Reason',

  // The server's own refusals and the poller's reasons (last_error, a failed write's detail)
  HOST_NOT_ALLOWED: 'This server may not connect to that network; ask the operator to allow it',
  HOST_UNRESOLVED: 'This host name could not be resolved.',
  CONNECTION_TAKEN: 'Another device already uses this host, port and Modbus unit.',
  MODEL_UNKNOWN: 'Unknown device model.',
  MODEL_KEY_TAKEN: 'A device model with this key already exists.',
  SINGLE_UNIT_HAS_NO_SYSTEMS: 'A single-unit model has no systems.',
  UNIT_BEYOND_MODEL: 'The model has no registers for this unit number.',
  NO_ANSWER: 'No answer within 2 s',
  CONNECT_TIMEOUT: 'No connection within 3 s',
  CONNECTION_REFUSED: 'Connection refused',
  CONNECTION_CLOSED: 'Connection closed by the device',
  WRONG_ECHO: 'The device answered with another value.',
  MALFORMED_ANSWER: 'The device answered with a malformed frame',
  HOST_UNREACHABLE: 'Host unreachable',
  CONNECTION_FAILED_REASON: 'The connection could not be made',
  /** A write whose connection dropped before the echo: one read-back on a new connection decides. */
  WRITE_DROPPED_NOT_APPLIED:
    'Connection closed by the device before it answered; the read-back shows the value was not applied',
  WRITE_DROPPED_UNCONFIRMED:
    'Connection closed by the device before it answered, and the value could not be read back',

  // Units that a save removes, and a second name for a device's address
  CONNECTION_TAKEN_ADDRESS:
    'Another device already uses this port and Modbus unit at the same address under another host name.',
  REMOVE_UNITS_TITLE: 'Remove units?',
  REMOVE_UNITS_CONFIRM: 'Remove and save',
  UNITS_KEPT: 'Nothing was saved: the units are kept.',
  CONFIRM_UNIT_REMOVAL: 'Save again with confirm_unit_removal set to true to remove them.',
} as const;

/**
 * A unit that a save of the device would remove, with what goes with it (the refusal of
 * PATCH /devices/{id}/ lists these). `unit` is null for a system itself (its own alarms).
 */
export interface UnitRemoval {
  system: number;
  unit: number | null;
  name: string;
  alarm_configurations: number;
  alarm_entries: number;
  unresolved_alarm_entries: number;
  floor_plan_areas: number;
  history: boolean;
}

/** Whether anything goes with the unit (a unit without any of it is removed without asking). */
export function unitRemovalHasData(removal: UnitRemoval): boolean {
  return (
    removal.alarm_configurations > 0 ||
    removal.alarm_entries > 0 ||
    removal.floor_plan_areas > 0 ||
    removal.history
  );
}

/** 'System 1 · Unit 3 · Office: 2 alarm configurations, 5 alarm entries (1 unresolved), 1 floor-plan area, stored history' */
export function unitRemovalText(removal: UnitRemoval): string {
  const name = removal.name.trim();
  const place = [
    systemTitle(removal.system),
    removal.unit === null ? '' : `Unit ${removal.unit}`,
    name,
  ]
    .filter(Boolean)
    .join(' · ');
  const parts: string[] = [];
  if (removal.alarm_configurations > 0)
    parts.push(plural(removal.alarm_configurations, 'alarm configuration'));
  if (removal.alarm_entries > 0)
    parts.push(
      plural(removal.alarm_entries, 'alarm entry', 'alarm entries') +
        (removal.unresolved_alarm_entries > 0
          ? ` (${removal.unresolved_alarm_entries} unresolved)`
          : ''),
    );
  if (removal.floor_plan_areas > 0) parts.push(plural(removal.floor_plan_areas, 'floor-plan area'));
  if (removal.history) parts.push('stored history');
  return `${place}: ${parts.join(', ')}`;
}

/** The question (and the server's refusal) before units with data are removed. */
export function unitRemovalsText(removals: readonly UnitRemoval[]): string {
  const units = removals.length === 1 ? 'this unit' : `these ${removals.length} units`;
  return `Saving removes ${units} and what belongs to ${removals.length === 1 ? 'it' : 'them'}: ${removals
    .map(unitRemovalText)
    .join('; ')}. This cannot be undone.`;
}

/** '{unit_id} and its {n} systems and {m} indoor units, with their history, alarms and change log, will be removed.' */
export function removeDeviceText(
  unitId: string,
  counts: { systems?: number; indoorUnits?: number } = {},
): string {
  const parts: string[] = [];
  if (counts.systems) parts.push(plural(counts.systems, 'system'));
  if (counts.indoorUnits) parts.push(plural(counts.indoorUnits, 'indoor unit'));
  const units = parts.length > 0 ? ` and its ${parts.join(' and ')}` : '';
  return `${unitId}${units}, with their history, alarm configurations, alarm entries and change log, will be removed. This cannot be undone.`;
}

function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/**
 * What Check now found: 'The device answered: it is online.', 'The device did not answer:
 * Connection refused', or that the poll is still to come.
 */
export function checkNowResultText(result: {
  checked: boolean;
  status: { state: string; last_error: string | null };
}): string {
  if (!result.checked) return DEVICE_MESSAGES.CHECK_NOW_PENDING;
  if (result.status.state === 'online' && result.status.last_error === null)
    return DEVICE_MESSAGES.CHECK_NOW_ANSWERED;
  if (result.status.state === 'online')
    return `${DEVICE_MESSAGES.CHECK_NOW_ANSWERED} ${result.status.last_error}`;
  return result.status.last_error
    ? `${DEVICE_MESSAGES.CHECK_NOW_NO_ANSWER}: ${result.status.last_error}`
    : `${DEVICE_MESSAGES.CHECK_NOW_NO_ANSWER}.`;
}

/** Check Connection's answer when the device answered: 'Answered in 12 ms'. */
export function answeredInText(milliseconds: number): string {
  return `Answered in ${Math.max(0, Math.round(milliseconds))} ms`;
}

/** Check Connection refused for a while: 'Too many connection checks. Try again in 42 s.' */
export function tooManyChecksText(seconds: number): string {
  return `Too many connection checks. Try again in ${Math.max(1, Math.ceil(seconds))} s.`;
}

/** Check Connection found another model answering: 'This device answers as Gree GMV6 GMV-Pro. Use it?' */
export function answersAsText(modelName: string): string {
  return `This device answers as ${modelName}. Use it?`;
}

/** The button that picks the model the device answers as: 'Use Gree GMV6 GMV-Pro'. */
export function takeModelText(modelName: string): string {
  return `Use ${modelName}`;
}

/**
 * What the device reports of its systems: 'The device reports 2 systems with 4 and 3 indoor units. Use
 * these?' ('1 system with 4 indoor units', '3 systems with 4, 3 and 5 indoor units').
 */
export function reportedSystemsText(indoorUnitsPerSystem: readonly number[]): string {
  const count = indoorUnitsPerSystem.length;
  const counts = indoorUnitsPerSystem.map(String);
  const list =
    counts.length <= 1
      ? (counts[0] ?? '0')
      : `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)}`;
  const total = indoorUnitsPerSystem.reduce((sum, units) => sum + units, 0);
  const noun = count === 1 ? (total === 1 ? 'indoor unit' : 'indoor units') : 'indoor units';
  return `The device reports ${plural(count, 'system')} with ${list} ${noun}. Use these?`;
}

/** '3 online, 1 offline' (and ', 2 not yet polled' when any). */
export function deviceStateCountsText(counts: {
  online: number;
  offline: number;
  unknown: number;
}): string {
  const text = `${counts.online} online, ${counts.offline} offline`;
  return counts.unknown > 0 ? `${text}, ${counts.unknown} not yet polled` : text;
}
