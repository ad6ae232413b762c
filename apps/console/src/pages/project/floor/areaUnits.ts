import type { Area, DeviceSlim, DeviceStatus, IndoorUnitSlim } from '@hvac/console-api';
import { SLIM_UNIT_HIERARCHY } from '@hvac/console-api';
import { hasStaleValues, indoorUnitPlace, indoorUnitsOf } from '@hvac/console-domain';
import type { FloorPlanAreaLive } from '@hvac/console-ui';

/** An indoor unit of the project with the device it belongs to. */
export interface ProjectUnit {
  deviceId: number;
  deviceUnitId: string;
  /** The id of the outdoor system the unit belongs to. */
  systemId: number;
  /** That system's number ('System 2'). */
  systemNumber: number;
  unit: IndoorUnitSlim;
  /** The device's state: an offline device's values are its last ones. */
  deviceStatus?: DeviceStatus;
}

/** Every indoor unit of the project's devices, in device and system order (the domain's walk). */
export function projectUnits(devices: readonly DeviceSlim[] | undefined): ProjectUnit[] {
  return indoorUnitsOf(devices, SLIM_UNIT_HIERARCHY).map(({ device, system, unit }) => ({
    deviceId: device.id,
    deviceUnitId: device.unit_id,
    systemId: system.id,
    systemNumber: system.unit,
    unit,
    deviceStatus: device.status,
  }));
}

/**
 * An area's unit: the indoor unit it names (`indoorUnitId`, of its device). An area without the
 * reference (an answer of before) shows the project's first unit of its number, as it always did;
 * one the server could not resolve (null) shows none.
 */
export function unitOfArea(
  units: readonly ProjectUnit[],
  area: Pick<Area, 'unitNumber' | 'deviceId' | 'indoorUnitId'>,
) {
  if (area.indoorUnitId === undefined)
    return units.find((entry) => String(entry.unit.unit) === String(area.unitNumber));
  return units.find(
    (entry) =>
      entry.unit.id === area.indoorUnitId &&
      (area.deviceId == null || entry.deviceId === area.deviceId),
  );
}

/** Live state of each area's unit, by area id, for the FloorPlan widget. */
export function liveByArea(
  areas: readonly Area[],
  units: readonly ProjectUnit[],
): Record<string, FloorPlanAreaLive> {
  const live: Record<string, FloorPlanAreaLive> = {};
  for (const area of areas) {
    const entry = unitOfArea(units, area);
    const summary = entry?.unit.summary_data;
    if (!summary) continue;
    const scales = entry.unit.summary_scales;
    live[area.id] = {
      power: summary.power,
      error: summary.error_status,
      setTemperature: summary.indoor_set_temp,
      actualTemperature: summary.indoor_ambient_temp,
      setTemperatureScale: scales?.indoor_set_temp,
      actualTemperatureScale: scales?.indoor_ambient_temp,
      ...(hasStaleValues(entry.deviceStatus) ? { offline: true } : {}),
    };
  }
  return live;
}

/** 'System 1 · Unit 3 · Director office 1 · BW-VRF-01': a unit named with its system and device. */
export function projectUnitName(entry: ProjectUnit): string {
  const place = indoorUnitPlace({
    system: entry.systemNumber,
    unit: entry.unit.unit,
    name: entry.unit.name,
  });
  return `${place} · ${entry.deviceUnitId}`;
}

/**
 * Every indoor unit of every device of the project for Add New Area (the value is the unit's id),
 * named with its device and system: two devices' units of the same number, and rooms of the same
 * name on other systems, stay apart.
 */
export function unitOptions(units: readonly ProjectUnit[]) {
  return units.map((entry) => ({ value: String(entry.unit.id), label: projectUnitName(entry) }));
}
