import { controlCharactersMessage } from '../validation/text';
import type { FormValidation } from '../validation/formResult';
import { formValidation, isBlank } from '../validation/formResult';
import { DEVICE_MESSAGES } from './deviceMessages';
import { TCP_PORT_MAX } from './modbus';

/** Limits of a device's Modbus TCP connection (DECISIONS.md "Real devices"). */
export const CONNECTION_LIMITS = {
  port: { min: 1, max: TCP_PORT_MAX },
  unit: { min: 1, max: 247 },
  poll_interval: { min: 10, max: 3_600 },
} as const;

/** What a new device's connection starts with: Modbus TCP's port, unit 1, a poll a minute. */
export const CONNECTION_DEFAULTS = { port: 502, unit: 1, poll_interval: 60 } as const;

/** Kinds of indoor unit a device may declare, as the server's models know them. */
export const INDOOR_UNIT_TYPES = [
  { value: 'regular', label: 'Regular' },
  { value: 'ducted', label: 'Ducted' },
] as const;

type Typed = string | number | null | undefined;

export interface IndoorUnitInput {
  unit: Typed;
  name: string | null | undefined;
  unit_type: string | null | undefined;
}

export interface SystemInput {
  unit: Typed;
  indoor_units: readonly IndoorUnitInput[];
}

/** The device form as typed: numbers may still be text. */
export interface DeviceFormInput {
  model: string | null | undefined;
  unit_id: string | null | undefined;
  host: string | null | undefined;
  port: Typed;
  unit: Typed;
  poll_interval: Typed;
  systems: readonly SystemInput[];
}

/**
 * Field names are the request's own paths, as the server names them in its field messages:
 * 'connection.host', 'systems.0.unit', 'systems.0.indoor_units.2.name'.
 */
export type DeviceFormField =
  | 'model'
  | 'unit_id'
  | 'connection.host'
  | 'connection.port'
  | 'connection.unit'
  | 'connection.poll_interval'
  | 'systems'
  | `systems.${number}.unit`
  | `systems.${number}.indoor_units.${number}.unit`
  | `systems.${number}.indoor_units.${number}.name`;

/** A whole number from the field's text ('502', 502), or undefined for anything else. */
export function wholeNumber(value: Typed): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  const text = (value ?? '').trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

function inRange(value: Typed, range: { min: number; max: number }): boolean {
  const number = wholeNumber(value);
  return number !== undefined && number >= range.min && number <= range.max;
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** A host name (RFC 1123 labels), an IPv4 address or an IPv6 address. */
export function isValidHost(host: string | null | undefined): boolean {
  const text = (host ?? '').trim().replace(/\.$/, '');
  if (text === '' || text.length > 253) return false;
  if (text.includes(':')) {
    return /^[0-9a-f:.]+$/i.test(text) && (text.match(/:/g) ?? []).length >= 2;
  }
  const labels = text.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  // Four numbers read as an IPv4 address, so each must be an octet; 'unit-7.site' is a name.
  if (labels.length === 4 && labels.every((label) => /^\d+$/.test(label))) {
    return labels.every((label) => Number(label) <= 255);
  }
  return !/^\d+$/.test(labels[labels.length - 1]);
}

/** The connection's own messages: host, port, Modbus unit, poll interval. */
export function connectionFieldErrors(
  input: Pick<DeviceFormInput, 'host' | 'port' | 'unit' | 'poll_interval'>,
): Partial<Record<DeviceFormField, string>> {
  const errors: Partial<Record<DeviceFormField, string>> = {};
  if (isBlank(input.host)) errors['connection.host'] = DEVICE_MESSAGES.HOST_REQUIRED;
  else if (!isValidHost(input.host)) errors['connection.host'] = DEVICE_MESSAGES.HOST_INVALID;
  if (!inRange(input.port, CONNECTION_LIMITS.port)) {
    errors['connection.port'] = DEVICE_MESSAGES.PORT_RANGE;
  }
  if (!inRange(input.unit, CONNECTION_LIMITS.unit)) {
    errors['connection.unit'] = DEVICE_MESSAGES.MODBUS_UNIT_RANGE;
  }
  if (!inRange(input.poll_interval, CONNECTION_LIMITS.poll_interval)) {
    errors['connection.poll_interval'] = DEVICE_MESSAGES.POLL_INTERVAL_RANGE;
  }
  return errors;
}

/**
 * Limits of a device's systems and indoor units: the form shows them, the server refuses beyond them
 * (its request schema and its device-layout discovery read these).
 */
export const SYSTEM_LIMITS = {
  unitNumber: { min: 1, max: 999 },
  systems: 64,
  indoorUnitsPerSystem: 256,
  nameLength: 100,
  unitTypeLength: 50,
} as const;

const validUnitNumber = (number: number | undefined): number is number =>
  number !== undefined &&
  number >= SYSTEM_LIMITS.unitNumber.min &&
  number <= SYSTEM_LIMITS.unitNumber.max;

/**
 * Systems and indoor units: numbers from 1 to 999, each system's number once, each indoor unit's
 * once, names given and not too long, within the counts; every field's message at once (the form and
 * the server collect the same).
 */
export function systemsFieldErrors(
  systems: readonly SystemInput[],
): Partial<Record<DeviceFormField, string>> {
  const errors: Partial<Record<DeviceFormField, string>> = {};
  if (systems.length === 0) errors.systems = DEVICE_MESSAGES.SYSTEMS_REQUIRED;
  else if (systems.length > SYSTEM_LIMITS.systems)
    errors.systems = DEVICE_MESSAGES.TOO_MANY_SYSTEMS;
  const systemNumbers = new Set<number>();
  const indoorNumbers = new Set<number>();
  systems.forEach((system, index) => {
    const number = wholeNumber(system.unit);
    // Shown where the form shows the systems' own message (the editor has no field per list).
    if (system.indoor_units.length > SYSTEM_LIMITS.indoorUnitsPerSystem)
      errors.systems ??= DEVICE_MESSAGES.TOO_MANY_INDOOR_UNITS;
    if (!validUnitNumber(number)) {
      errors[`systems.${index}.unit`] = DEVICE_MESSAGES.SYSTEM_NUMBER_INVALID;
    } else if (systemNumbers.has(number)) {
      errors[`systems.${index}.unit`] = DEVICE_MESSAGES.SYSTEM_NUMBER_TAKEN;
    } else {
      systemNumbers.add(number);
    }
    system.indoor_units.forEach((indoor, position) => {
      const path = `systems.${index}.indoor_units.${position}` as const;
      const unit = wholeNumber(indoor.unit);
      if (!validUnitNumber(unit)) {
        errors[`${path}.unit`] = DEVICE_MESSAGES.INDOOR_NUMBER_INVALID;
      } else if (indoorNumbers.has(unit)) {
        errors[`${path}.unit`] = DEVICE_MESSAGES.INDOOR_NUMBER_TAKEN;
      } else {
        indoorNumbers.add(unit);
      }
      if (isBlank(indoor.name)) errors[`${path}.name`] = DEVICE_MESSAGES.INDOOR_NAME_REQUIRED;
      else if ((indoor.name ?? '').trim().length > SYSTEM_LIMITS.nameLength)
        errors[`${path}.name`] = DEVICE_MESSAGES.INDOOR_NAME_TOO_LONG;
      else if (controlCharactersMessage(indoor.name))
        errors[`${path}.name`] = controlCharactersMessage(indoor.name);
    });
  });
  return errors;
}

/**
 * Every rule of the device form. Single-unit models (heat pumps) have no systems; a multi-unit
 * model needs at least one.
 */
export function validateDeviceForm(
  input: DeviceFormInput,
  options: { singleUnit: boolean },
): FormValidation<DeviceFormField> {
  const errors: Partial<Record<DeviceFormField, string>> = {};
  if (isBlank(input.model)) errors.model = DEVICE_MESSAGES.MODEL_REQUIRED;
  if (isBlank(input.unit_id)) errors.unit_id = DEVICE_MESSAGES.UNIT_ID_REQUIRED;
  else if (controlCharactersMessage(input.unit_id))
    errors.unit_id = controlCharactersMessage(input.unit_id);
  Object.assign(errors, connectionFieldErrors(input));
  if (!options.singleUnit) Object.assign(errors, systemsFieldErrors(input.systems));
  return formValidation(errors);
}

/** The connection as the API takes it (numbers), from valid form input. */
export function connectionRequest(
  input: Pick<DeviceFormInput, 'host' | 'port' | 'unit' | 'poll_interval'>,
) {
  return {
    host: (input.host ?? '').trim(),
    port: wholeNumber(input.port) ?? CONNECTION_DEFAULTS.port,
    unit: wholeNumber(input.unit) ?? CONNECTION_DEFAULTS.unit,
    poll_interval: wholeNumber(input.poll_interval) ?? CONNECTION_DEFAULTS.poll_interval,
  };
}

/** POST /projects/{id}/devices/'s body from valid form input (no systems for single-unit models). */
export function deviceRequest(input: DeviceFormInput, options: { singleUnit: boolean }) {
  return {
    unit_id: (input.unit_id ?? '').trim(),
    model: (input.model ?? '').trim(),
    connection: connectionRequest(input),
    systems: options.singleUnit
      ? []
      : input.systems.map((system) => ({
          unit: wholeNumber(system.unit) ?? 0,
          indoor_units: system.indoor_units.map((indoor) => ({
            unit: wholeNumber(indoor.unit) ?? 0,
            name: (indoor.name ?? '').trim(),
            unit_type: indoor.unit_type || INDOOR_UNIT_TYPES[0].value,
          })),
        })),
  };
}

/** The next free number after the ones used (1 when none): what a new row starts with. */
export function nextFreeNumber(used: readonly Typed[]): number {
  const numbers = used.map(wholeNumber).filter((value): value is number => value !== undefined);
  return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
}

/** Check Connection's answer in words: the server's sentence, or ours when it sent none. */
export function connectionCheckText(answer: { ok: boolean; detail?: string | null }): string {
  const detail = answer.detail?.trim();
  if (detail) return detail;
  return answer.ok ? DEVICE_MESSAGES.CONNECTION_OK : DEVICE_MESSAGES.CONNECTION_FAILED;
}
