import { describe, expect, it } from 'vitest';
import type { UnitHierarchy } from './unitTree';
import {
  NO_UNIT_SELECTION,
  buildUnitTree,
  indoorUnitsOf,
  selectedUnitNodeId,
  selectedUnits,
} from './unitTree';

interface Unit {
  id: number;
  unit: number;
  name: string;
}
interface System {
  id: number;
  unit: number;
  indoor_units?: Unit[];
}
interface Device {
  id: number;
  unit_id: string;
  units?: System[];
}

const hierarchy: UnitHierarchy<Device, System, Unit> = {
  systems: (device) => device.units,
  units: (system) => system.indoor_units,
};

// Ids coincide across levels on purpose: device 1, system 1 and unit 1 are different things.
const devices: Device[] = [
  {
    id: 1,
    unit_id: 'BW-VRF-01',
    units: [
      {
        id: 1,
        unit: 1,
        indoor_units: [
          { id: 1, unit: 1, name: 'Office' },
          { id: 2, unit: 2, name: 'Hall' },
        ],
      },
      { id: 2, unit: 2, indoor_units: [{ id: 3, unit: 7, name: 'Office' }] },
    ],
  },
  { id: 2, unit_id: 'BW-VRF-02', units: [{ id: 3, unit: 1 }] },
  { id: 3, unit_id: 'BW-SINGLE' },
];

describe('indoorUnitsOf (the one device → system → unit walk)', () => {
  it('lists every indoor unit with its system and device, in device and system order', () => {
    expect(
      indoorUnitsOf(devices, hierarchy).map(
        ({ device, system, unit }) => `${device.unit_id}/${system.unit}/${unit.unit}`,
      ),
    ).toEqual(['BW-VRF-01/1/1', 'BW-VRF-01/1/2', 'BW-VRF-01/2/7']);
  });

  it('finds nothing without devices, systems or units', () => {
    expect(indoorUnitsOf(undefined, hierarchy)).toEqual([]);
    expect(indoorUnitsOf([devices[2]], hierarchy)).toEqual([]);
    expect(indoorUnitsOf([devices[1]], hierarchy)).toEqual([]);
  });
});

describe('buildUnitTree', () => {
  const text = {
    device: (device: Device) => ({ label: device.unit_id }),
    system: (_device: Device, system: System) => ({
      label: `System ${system.unit}`,
      detail: `${system.indoor_units?.length ?? 0} indoor units`,
    }),
    unit: ({ unit }: { unit: Unit }) => ({ label: `Unit ${unit.unit} · ${unit.name}` }),
  };
  const tree = buildUnitTree(devices, hierarchy, text);

  it('nests systems under their device and units under their system, with distinct ids', () => {
    expect(tree.nodes.map((node) => node.label)).toEqual(['BW-VRF-01', 'BW-VRF-02', 'BW-SINGLE']);
    const [first] = tree.nodes;
    expect(first.children?.map((node) => [node.id, node.label, node.detail])).toEqual([
      ['system-1', 'System 1', '2 indoor units'],
      ['system-2', 'System 2', '1 indoor units'],
    ]);
    expect(first.children?.[0].children?.map((node) => node.id)).toEqual(['unit-1', 'unit-2']);
    expect(tree.nodes[2].children).toEqual([]);
    const ids = [...tree.selections.keys()];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('choosing a device clears the system and unit; a unit selects its system and device', () => {
    expect(tree.selections.get('device-1')).toEqual({ deviceId: 1, systemId: null, unitId: null });
    expect(tree.selections.get('system-2')).toEqual({ deviceId: 1, systemId: 2, unitId: null });
    expect(tree.selections.get('unit-3')).toEqual({ deviceId: 1, systemId: 2, unitId: 3 });
    expect(tree.selections.get('system-3')).toEqual({ deviceId: 2, systemId: 3, unitId: null });
  });

  it('every selection leads back to the node it came from', () => {
    for (const [id, selection] of tree.selections) {
      expect(selectedUnitNodeId(selection)).toBe(id);
    }
    expect(selectedUnitNodeId(NO_UNIT_SELECTION)).toBeNull();
  });
});

describe('selectedUnits', () => {
  it('finds the chosen device, system and unit and the deepest level', () => {
    const chosen = selectedUnits(devices, hierarchy, { deviceId: 1, systemId: 2, unitId: 3 });
    expect([chosen.device?.unit_id, chosen.system?.unit, chosen.unit?.name, chosen.level]).toEqual([
      'BW-VRF-01',
      2,
      'Office',
      'unit',
    ]);
    expect(
      selectedUnits(devices, hierarchy, { deviceId: 2, systemId: null, unitId: null }).level,
    ).toBe('device');
    expect(selectedUnits(devices, hierarchy, NO_UNIT_SELECTION).level).toBeNull();
  });

  it('does not select a system of another device, nor a unit of another system', () => {
    const foreignSystem = selectedUnits(devices, hierarchy, {
      deviceId: 2,
      systemId: 1,
      unitId: 1,
    });
    expect([foreignSystem.level, foreignSystem.system, foreignSystem.unit]).toEqual([
      'device',
      undefined,
      undefined,
    ]);
    const foreignUnit = selectedUnits(devices, hierarchy, { deviceId: 1, systemId: 2, unitId: 1 });
    expect([foreignUnit.level, foreignUnit.unit]).toEqual(['system', undefined]);
  });
});
