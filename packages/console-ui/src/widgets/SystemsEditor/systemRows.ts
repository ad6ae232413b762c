import { INDOOR_UNIT_TYPES, nextFreeNumber } from '@hvac/console-domain';

/** An indoor unit row as typed; `key` keeps React's identity of the row while numbers change. */
export interface IndoorUnitRowValue {
  key: string;
  unit: string;
  name: string;
  unit_type: string;
}

/** A system (outdoor unit) row as typed, with its indoor units. */
export interface SystemRowValue {
  key: string;
  unit: string;
  indoor_units: IndoorUnitRowValue[];
}

let sequence = 0;
/** A key for a new row, unique within the page. */
export function rowKey(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

/** A new system numbered after the others, with no indoor units yet. */
export function newSystem(systems: readonly SystemRowValue[]): SystemRowValue {
  return {
    key: rowKey('system'),
    unit: String(nextFreeNumber(systems.map((system) => system.unit))),
    indoor_units: [],
  };
}

/** A new indoor unit numbered after every indoor unit of the device (numbers are device-wide). */
export function newIndoorUnit(systems: readonly SystemRowValue[]): IndoorUnitRowValue {
  const used = systems.flatMap((system) => system.indoor_units.map((indoor) => indoor.unit));
  return {
    key: rowKey('indoor'),
    unit: String(nextFreeNumber(used)),
    name: '',
    unit_type: INDOOR_UNIT_TYPES[0].value,
  };
}

/** Rows from a device's units as the API gives them (Edit). */
export function systemRowsOf(
  units: ReadonlyArray<{
    unit: number;
    indoor_units?: ReadonlyArray<{ unit: number; name: string; unit_type?: string | null }> | null;
  }>,
): SystemRowValue[] {
  return units.map((system) => ({
    key: rowKey('system'),
    unit: String(system.unit),
    indoor_units: (system.indoor_units ?? []).map((indoor) => ({
      key: rowKey('indoor'),
      unit: String(indoor.unit),
      name: indoor.name,
      unit_type: indoor.unit_type || INDOOR_UNIT_TYPES[0].value,
    })),
  }));
}
