import type { Area, DeviceSlim, IndoorUnitSlim } from '@hvac/console-api';
import type { FloorPlanAreaLive } from '@hvac/console-ui';

/** An indoor unit of the project with the device it belongs to. */
export interface ProjectUnit {
  deviceId: number;
  deviceUnitId: string;
  /** The id of the outdoor system the unit belongs to. */
  systemId: number;
  unit: IndoorUnitSlim;
}

/** Every indoor unit of the project's devices, in device and system order. */
export function projectUnits(devices: readonly DeviceSlim[] | undefined): ProjectUnit[] {
  return (devices ?? []).flatMap((device) =>
    device.all_outdoor_units.flatMap((system) =>
      system.summary_data.all_indoor_units.map((unit) => ({
        deviceId: device.id,
        deviceUnitId: device.unit_id,
        systemId: system.id,
        unit,
      })),
    ),
  );
}

/**
 * An area's unit: the project's first indoor unit whose unit number is the area's unitNumber
 * (projects.md §3 stores the number only).
 */
export function unitOfArea(units: readonly ProjectUnit[], area: Pick<Area, 'unitNumber'>) {
  return units.find((entry) => String(entry.unit.unit) === String(area.unitNumber));
}

/** Live state of each area's unit, by area id, for the FloorPlan widget. */
export function liveByArea(
  areas: readonly Area[],
  units: readonly ProjectUnit[],
): Record<string, FloorPlanAreaLive> {
  const live: Record<string, FloorPlanAreaLive> = {};
  for (const area of areas) {
    const summary = unitOfArea(units, area)?.unit.summary_data;
    if (!summary) continue;
    live[area.id] = {
      power: summary.power,
      error: summary.error_status,
      setTemperature: summary.indoor_set_temp,
      actualTemperature: summary.indoor_ambient_temp,
    };
  }
  return live;
}

/** Unit numbers the Add New Area dialog offers, once each. */
export function unitOptions(units: readonly ProjectUnit[]) {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const entry of units) {
    const value = String(entry.unit.unit);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: entry.unit.name ? `${value} · ${entry.unit.name}` : value });
  }
  return options;
}
