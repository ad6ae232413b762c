import {
  DEVICE_MESSAGES as MESSAGES,
  unitRemovalHasData,
  unitRemovalsText,
  type UnitRemoval,
} from '@hvac/console-domain';
import type { Database } from '../../db';
import { getModel, parametersOfUnit } from '../../devices/catalog';
import { HttpError } from '../../http';
import type { StoredDevice } from '../../devices/store';
import { areaCountsOfUnits } from '../../floors/repository';
import {
  alarmCountsOfUnits,
  storedHistoryOf,
  type SystemInput,
  type UnitPlan,
} from '../../devices/repository';

/** A planned save of a device's units, with the units it removes (for the confirmation). */
export interface PlannedUnits extends UnitPlan {
  removedIndoor: StoredDevice['indoorUnits'];
  removedOutdoor: StoredDevice['outdoorUnits'];
}

/**
 * The save's systems against the device's units. A unit is known by its system and unit number: one
 * whose numbers stay keeps its id (and with it its alarm configurations, entries, floor-plan areas
 * and history) and takes the new name and type in place; the rest are added or removed.
 */
export function planUnits(device: StoredDevice, systems: readonly SystemInput[]): PlannedUnits {
  const keptOutdoor = new Set<number>();
  const keptIndoor = new Set<number>();
  const plan: PlannedUnits = {
    addSystems: [],
    addIndoor: [],
    renameIndoor: [],
    removeIndoorIds: [],
    removeOutdoorIds: [],
    removedIndoor: [],
    removedOutdoor: [],
  };
  for (const system of systems) {
    const outdoor = device.outdoorUnits.find(
      (candidate) => candidate.unit === system.unit && !keptOutdoor.has(candidate.id),
    );
    if (outdoor) keptOutdoor.add(outdoor.id);
    else plan.addSystems.push(system.unit);
    for (const indoor of system.indoor_units) {
      const stored = outdoor
        ? device.indoorUnits.find(
            (candidate) =>
              candidate.outdoorUnitId === outdoor.id &&
              candidate.unit === indoor.unit &&
              !keptIndoor.has(candidate.id),
          )
        : undefined;
      if (!stored) {
        plan.addIndoor.push({
          system: system.unit,
          unit: indoor.unit,
          name: indoor.name,
          unitType: indoor.unit_type,
        });
        continue;
      }
      keptIndoor.add(stored.id);
      if (stored.name !== indoor.name || stored.unitType !== indoor.unit_type)
        plan.renameIndoor.push({ id: stored.id, name: indoor.name, unitType: indoor.unit_type });
    }
  }
  plan.removedIndoor = device.indoorUnits.filter((indoor) => !keptIndoor.has(indoor.id));
  plan.removedOutdoor = device.outdoorUnits.filter((outdoor) => !keptOutdoor.has(outdoor.id));
  plan.removeIndoorIds = plan.removedIndoor.map((indoor) => indoor.id);
  plan.removeOutdoorIds = plan.removedOutdoor.map((outdoor) => outdoor.id);
  return plan;
}

/**
 * The units a planned save removes that have anything of their own (alarm configurations, alarm
 * entries, floor-plan areas, stored history), each with its counts; units without any of it are
 * not listed (they go without asking).
 */
export async function unitRemovals(
  db: Database,
  tenant: string,
  device: StoredDevice,
  plan: PlannedUnits,
): Promise<UnitRemoval[]> {
  if (plan.removedIndoor.length === 0 && plan.removedOutdoor.length === 0) return [];
  const [alarms, areas, stored] = await Promise.all([
    alarmCountsOfUnits(db, tenant, device.id, {
      indoorIds: plan.removeIndoorIds,
      outdoorIds: plan.removeOutdoorIds,
    }),
    areaCountsOfUnits(db, tenant, device.row.project_id, plan.removeIndoorIds),
    storedHistoryOf(db, tenant, device.id),
  ]);
  const model = getModel(device.modelKey);
  const hasHistory = (scope: 'indoor' | 'outdoor', unit: number) =>
    stored.units.has(`${scope}.${unit}`) ||
    parametersOfUnit(model, scope, unit).some((parameter) =>
      (parameter.definition.modbus_type === 'coil' ? stored.coils : stored.registers).has(
        String(parameter.register),
      ),
    );
  const systemOf = new Map(device.outdoorUnits.map((outdoor) => [outdoor.id, outdoor.unit]));
  const alarmsOf = (id: number) => alarms.find((row) => row.id === id);
  const removals: UnitRemoval[] = [
    ...plan.removedOutdoor.map((outdoor) => ({
      system: outdoor.unit,
      unit: null,
      name: '',
      alarm_configurations: alarmsOf(outdoor.id)?.alarm_configurations ?? 0,
      alarm_entries: alarmsOf(outdoor.id)?.alarm_entries ?? 0,
      unresolved_alarm_entries: alarmsOf(outdoor.id)?.unresolved_alarm_entries ?? 0,
      floor_plan_areas: 0,
      history: hasHistory('outdoor', outdoor.unit),
    })),
    ...plan.removedIndoor.map((indoor) => ({
      system: systemOf.get(indoor.outdoorUnitId) ?? 0,
      unit: indoor.unit,
      name: indoor.name,
      alarm_configurations: alarmsOf(indoor.id)?.alarm_configurations ?? 0,
      alarm_entries: alarmsOf(indoor.id)?.alarm_entries ?? 0,
      unresolved_alarm_entries: alarmsOf(indoor.id)?.unresolved_alarm_entries ?? 0,
      floor_plan_areas: areas.get(indoor.id) ?? 0,
      history: hasHistory('indoor', indoor.unit),
    })),
  ];
  return removals
    .filter(unitRemovalHasData)
    .sort((a, b) => a.system - b.system || (a.unit ?? 0) - (b.unit ?? 0));
}

/**
 * 409 for a save that would remove units with data and does not confirm it: the sentence, and the
 * units with their counts so that a client can ask the user and send the save again with
 * `confirm_unit_removal: true`.
 */
export function unitRemovalRefused(removals: readonly UnitRemoval[]): HttpError {
  return new HttpError(409, {
    detail: `${unitRemovalsText(removals)} ${MESSAGES.CONFIRM_UNIT_REMOVAL}`,
    unit_removals: removals,
  });
}
