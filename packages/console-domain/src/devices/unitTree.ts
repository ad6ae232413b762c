/**
 * Where one shape of the API keeps a device's outdoor systems and a system's indoor units (the
 * slim read nests them under `all_outdoor_units[].summary_data.all_indoor_units`, the device list
 * of the tree view under `units[].indoor_units`).
 */
export interface UnitHierarchy<Device, System, Unit> {
  systems: (device: Device) => readonly System[] | null | undefined;
  units: (system: System) => readonly Unit[] | null | undefined;
}

/** An indoor unit with the system and device it belongs to. */
export interface IndoorUnitPlaceOf<Device, System, Unit> {
  device: Device;
  system: System;
  unit: Unit;
}

/** What each level of the walk becomes: a unit first, then its system, then its device. */
export interface UnitTreeMapping<Device, System, Unit, DeviceOut, SystemOut, UnitOut> {
  unit: (place: IndoorUnitPlaceOf<Device, System, Unit>) => UnitOut;
  system: (device: Device, system: System, units: UnitOut[]) => SystemOut;
  device: (device: Device, systems: SystemOut[]) => DeviceOut;
}

/**
 * The one walk of device → system → indoor unit: every level mapped in the order the API gives
 * (devices, then each device's systems, then each system's units). A device without systems and a
 * system without units map to empty lists.
 */
export function mapUnitTree<Device, System, Unit, DeviceOut, SystemOut, UnitOut>(
  devices: readonly Device[] | null | undefined,
  hierarchy: UnitHierarchy<Device, System, Unit>,
  mapping: UnitTreeMapping<Device, System, Unit, DeviceOut, SystemOut, UnitOut>,
): DeviceOut[] {
  return (devices ?? []).map((device) =>
    mapping.device(
      device,
      (hierarchy.systems(device) ?? []).map((system) =>
        mapping.system(
          device,
          system,
          (hierarchy.units(system) ?? []).map((unit) => mapping.unit({ device, system, unit })),
        ),
      ),
    ),
  );
}

/** Every indoor unit of the devices with its system and device, in device and system order. */
export function indoorUnitsOf<Device, System, Unit>(
  devices: readonly Device[] | null | undefined,
  hierarchy: UnitHierarchy<Device, System, Unit>,
): IndoorUnitPlaceOf<Device, System, Unit>[] {
  return mapUnitTree(devices, hierarchy, {
    unit: (place) => place,
    system: (_device, _system, units) => units,
    device: (_device, systems) => systems.flat(),
  }).flat();
}

/** Anything with an id: devices, systems and indoor units. */
interface Identified {
  id: number;
}

/** What is chosen in the tree: a device alone, a system of it, or a unit of that system. */
export interface UnitSelection {
  deviceId: number | null;
  systemId: number | null;
  unitId: number | null;
}

export const NO_UNIT_SELECTION: UnitSelection = { deviceId: null, systemId: null, unitId: null };

export type UnitLevel = 'device' | 'system' | 'unit';

/** The node id of each level: ids of devices, systems and units may coincide. */
export const UNIT_NODE_ID = {
  device: (id: number) => `device-${id}`,
  system: (id: number) => `system-${id}`,
  unit: (id: number) => `unit-${id}`,
} as const satisfies Record<UnitLevel, (id: number) => string>;

/** The node of the deepest chosen level; null when nothing is chosen. */
export function selectedUnitNodeId(selection: UnitSelection): string | null {
  if (selection.unitId !== null) return UNIT_NODE_ID.unit(selection.unitId);
  if (selection.systemId !== null) return UNIT_NODE_ID.system(selection.systemId);
  if (selection.deviceId !== null) return UNIT_NODE_ID.device(selection.deviceId);
  return null;
}

/** What a node shows: its label, a detail line, a warning (an offline device). */
export interface UnitNodeText {
  label: string;
  detail?: string;
  warning?: string;
}

/** A node of the tree (the shape of console-ui's Tree). */
export interface UnitTreeNode extends UnitNodeText {
  id: string;
  children?: UnitTreeNode[];
}

/** The words of each level's node. */
export interface UnitTreeText<Device, System, Unit> {
  device: (device: Device) => UnitNodeText;
  system: (device: Device, system: System) => UnitNodeText;
  unit: (place: IndoorUnitPlaceOf<Device, System, Unit>) => UnitNodeText;
}

/**
 * The tree of devices, their systems and the systems' indoor units, and what choosing each node
 * selects: a device alone (its system and unit cleared), a system of its device, a unit of its
 * system (DECISIONS.md Tree view: choosing a device clears the system and unit).
 */
export function buildUnitTree<
  Device extends Identified,
  System extends Identified,
  Unit extends Identified,
>(
  devices: readonly Device[] | null | undefined,
  hierarchy: UnitHierarchy<Device, System, Unit>,
  text: UnitTreeText<Device, System, Unit>,
): { nodes: UnitTreeNode[]; selections: Map<string, UnitSelection> } {
  const selections = new Map<string, UnitSelection>();
  const nodes = mapUnitTree(devices, hierarchy, {
    unit: (place): UnitTreeNode => {
      const id = UNIT_NODE_ID.unit(place.unit.id);
      selections.set(id, {
        deviceId: place.device.id,
        systemId: place.system.id,
        unitId: place.unit.id,
      });
      return { id, ...text.unit(place) };
    },
    system: (device, system, children): UnitTreeNode => {
      const id = UNIT_NODE_ID.system(system.id);
      selections.set(id, { deviceId: device.id, systemId: system.id, unitId: null });
      return { id, ...text.system(device, system), children };
    },
    device: (device, children): UnitTreeNode => {
      const id = UNIT_NODE_ID.device(device.id);
      selections.set(id, { deviceId: device.id, systemId: null, unitId: null });
      return { id, ...text.device(device), children };
    },
  });
  return { nodes, selections };
}

/** The chosen device, system and unit themselves, and the deepest level chosen. */
export interface SelectedUnits<Device, System, Unit> {
  device?: Device;
  system?: System;
  unit?: Unit;
  level: UnitLevel | null;
}

/**
 * Finds what a selection names among the devices; a system that is not the device's, or a unit
 * that is not the system's, is not selected (nor is anything below it).
 */
export function selectedUnits<
  Device extends Identified,
  System extends Identified,
  Unit extends Identified,
>(
  devices: readonly Device[] | null | undefined,
  hierarchy: UnitHierarchy<Device, System, Unit>,
  selection: UnitSelection,
): SelectedUnits<Device, System, Unit> {
  const device = (devices ?? []).find((item) => item.id === selection.deviceId);
  const system = device
    ? (hierarchy.systems(device) ?? []).find((item) => item.id === selection.systemId)
    : undefined;
  const unit = system
    ? (hierarchy.units(system) ?? []).find((item) => item.id === selection.unitId)
    : undefined;
  const level: UnitLevel | null = unit ? 'unit' : system ? 'system' : device ? 'device' : null;
  return { device, system, unit, level };
}
