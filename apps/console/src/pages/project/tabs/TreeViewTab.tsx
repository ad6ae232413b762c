import type { DeviceConfiguration, DeviceWithConfiguration, Formula } from '@hvac/console-api';
import { useLiveInterval } from '@hvac/console-api/live';
import { useDevicesAndConfigurations, useRealtime } from '@hvac/console-api/react';
import {
  DEVICE_MESSAGES,
  MESSAGES,
  deviceStateLabel,
  evaluateRegisterFormula,
  hasStaleValues,
  realtimeLoadFailedMessage,
} from '@hvac/console-domain';
import type { TreeNode } from '@hvac/console-ui';
import {
  Card,
  DeviceStatusSummary,
  EmptyState,
  Tree,
  WarningIcon,
  useToast,
} from '@hvac/console-ui';
import { useEffect, useMemo, useRef, useState } from 'react';

import { QueryState } from '../../../app/QueryState';
import { usePermissions } from '../../../app/usePermissions';
import { LIVE_REFRESH_MS } from '../../../config';
import { ParameterWriteButton } from '../tree/ParameterWriteButton';
import type { UnitParameter } from '../tree/RealtimeTable';
import { RealtimeTable, rawOf } from '../tree/RealtimeTable';
import * as styles from '../tree/tree.css';
import { TREE_TEXT } from '../tree/treeText';
import type { ProjectTabProps } from './types';

interface Selection {
  deviceId: number | null;
  systemId: number | null;
  unitId: number | null;
}

type Level = 'device' | 'system' | 'unit';

/** The selected item's parameters: its formulas with the registers of its unit number. */
function parametersOf(formulas: readonly Formula[] | undefined, unitNumber: number | null) {
  return (formulas ?? []).map((formula): UnitParameter => {
    const evaluated =
      unitNumber !== null && formula.formula
        ? evaluateRegisterFormula(formula.formula, unitNumber)
        : undefined;
    return { formula, register: evaluated ?? formula.register };
  });
}

function formulasFor(configuration: DeviceConfiguration | null | undefined, level: Level) {
  if (!configuration) return { status: [], error: [] };
  switch (level) {
    case 'device':
      return {
        status: configuration.general_formulas,
        error: configuration.general_error_formulas,
      };
    case 'system':
      return {
        status: configuration.outdoor_unit_formulas,
        error: configuration.outdoor_unit_error_formulas,
      };
    case 'unit':
      return {
        status: configuration.indoor_unit_formulas,
        error: configuration.indoor_unit_error_formulas,
      };
    default:
      return level satisfies never;
  }
}

/** The node id of each level: ids of devices, systems and units may coincide. */
const nodeId = {
  device: (id: number) => `device-${id}`,
  system: (id: number) => `system-${id}`,
  unit: (id: number) => `unit-${id}`,
};

function selectedNodeId(selection: Selection): string | null {
  if (selection.unitId !== null) return nodeId.unit(selection.unitId);
  if (selection.systemId !== null) return nodeId.system(selection.systemId);
  if (selection.deviceId !== null) return nodeId.device(selection.deviceId);
  return null;
}

/**
 * The tree of device models, their systems and the systems' indoor units, and what choosing each
 * node selects: a device alone (its system and unit cleared), a system of its device, a unit of its
 * system.
 */
function buildTree(entries: readonly DeviceWithConfiguration[]) {
  const selections = new Map<string, Selection>();
  const nodes = entries.map(({ device, configuration }): TreeNode => {
    const id = nodeId.device(device.id);
    selections.set(id, { deviceId: device.id, systemId: null, unitId: null });
    // An offline device and every unit of it say so, in words with an icon.
    const warning = hasStaleValues(device.status) ? deviceStateLabel('offline') : undefined;
    return {
      id,
      label: device.unit_id,
      warning,
      detail: [
        configuration?.manufacturer ?? device.configuration.manufacturer,
        configuration?.model ?? device.configuration.model,
      ]
        .filter(Boolean)
        .join(' · '),
      children: (device.units ?? []).map((system): TreeNode => {
        const systemNode = nodeId.system(system.id);
        selections.set(systemNode, { deviceId: device.id, systemId: system.id, unitId: null });
        return {
          id: systemNode,
          label: TREE_TEXT.system(system.unit),
          warning,
          detail: TREE_TEXT.indoorUnitsCount(system.indoor_units?.length ?? 0),
          children: (system.indoor_units ?? []).map((unit): TreeNode => {
            const unitNode = nodeId.unit(unit.id);
            selections.set(unitNode, { deviceId: device.id, systemId: system.id, unitId: unit.id });
            return { id: unitNode, label: TREE_TEXT.unit(unit.unit, unit.name), warning };
          }),
        };
      }),
    };
  });
  return { nodes, selections };
}

/**
 * The Tree View tab (projects.md §2): device models, systems and indoor units as one tree (WAI-ARIA
 * tree view: a device opens to its systems, a system to its indoor units; virtualized),
 * the detail panel ('No Item Selected' until something is picked) and the selected item's Status
 * and Error Parameters read live (batched ≤ 40, ≤ 4 in flight) on each poll of the device while
 * live updates arrive, else every LIVE_REFRESH_MS while the page is visible. Choosing a device
 * clears the system and unit.
 */
export default function TreeViewTab({ project }: ProjectTabProps) {
  const response = useDevicesAndConfigurations(project.id);
  const toast = useToast();
  const { can } = usePermissions();
  const [selection, setSelection] = useState<Selection>({
    deviceId: null,
    systemId: null,
    unitId: null,
  });

  const entries = useMemo(() => response.data ?? [], [response.data]);
  const tree = useMemo(() => buildTree(entries), [entries]);
  const entry: DeviceWithConfiguration | undefined = entries.find(
    (item) => item.device.id === selection.deviceId,
  );
  const systems = entry?.device.units ?? [];
  const system = systems.find((item) => item.id === selection.systemId);
  const units = system?.indoor_units ?? [];
  const unit = units.find((item) => item.id === selection.unitId);
  const level: Level | null = unit ? 'unit' : system ? 'system' : entry ? 'device' : null;
  const unitNumber = unit ? unit.unit : system ? system.unit : null;

  // Cheap to rebuild; the realtime key compares the registers by value.
  const formulas = level ? formulasFor(entry?.configuration, level) : { status: [], error: [] };
  const statusParameters = parametersOf(formulas.status, unitNumber);
  const errorParameters = parametersOf(formulas.error, unitNumber);
  const all = [...statusParameters, ...errorParameters];
  const read = {
    coils: all.filter((item) => item.formula.modbus_type === 'coil').map((item) => item.register),
    registers: all
      .filter((item) => item.formula.modbus_type === 'register')
      .map((item) => item.register),
  };
  const live = useRealtime(entry?.device.id, read, { interval: useLiveInterval(LIVE_REFRESH_MS) });

  useEffect(() => {
    if (response.error) toast.error(MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS);
  }, [response.error, toast]);

  useEffect(() => {
    if (entry && !entry.configuration) toast.error(MESSAGES.FAILED_TO_LOAD_DEVICE_PARAMETERS);
  }, [entry, toast]);

  // One toast per selection: the first read's outcome, not every refresh.
  const announced = useRef<string | null>(null);
  const selectionKey = `${selection.deviceId}:${selection.systemId}:${selection.unitId}`;
  useEffect(() => {
    if (!level || announced.current === selectionKey) return;
    if (live.data) {
      announced.current = selectionKey;
      toast.success(level === 'unit' ? MESSAGES.REALTIME_LOADED_INDOOR : MESSAGES.REALTIME_LOADED);
    } else if (live.error) {
      announced.current = selectionKey;
      toast.error(
        level === 'unit'
          ? MESSAGES.FAILED_TO_LOAD_REALTIME_INDOOR
          : realtimeLoadFailedMessage(live.error),
      );
    }
  }, [level, live.data, live.error, selectionKey, toast]);

  const stale = hasStaleValues(entry?.device.status);
  const canWrite = can('write_parameters');
  const writeAction =
    canWrite && entry
      ? (parameter: UnitParameter, name: string) => (
          <ParameterWriteButton
            projectId={project.id}
            formula={parameter.formula}
            name={name}
            target={{
              deviceId: entry.device.id,
              modbusType: parameter.formula.modbus_type,
              register: parameter.register,
              outdoorUnit: system?.id ?? null,
              indoorUnit: unit?.id ?? null,
            }}
            currentRaw={rawOf(live.data, parameter)}
            onSettled={() => void live.mutate()}
          />
        )
      : undefined;

  return (
    <div className={styles.tab}>
      <QueryState
        loading={response.isLoading}
        error={response.error}
        errorMessage={MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS}
        onRetry={() => void response.mutate()}
      >
        <div className={styles.layout}>
          <Tree
            label={TREE_TEXT.tree}
            nodes={tree.nodes}
            selectedId={selectedNodeId(selection)}
            onSelect={(id) => {
              const chosen = tree.selections.get(id);
              if (chosen) setSelection(chosen);
            }}
            emptyText={TREE_TEXT.noDevices}
            height={420}
            // The tab's own sections follow the page's h2 cards (Info … Status) as h2s.
            headingLevel={2}
          />
          {entry ? (
            <Card
              headingLevel={2}
              title={
                unit
                  ? TREE_TEXT.unit(unit.unit, unit.name)
                  : system
                    ? TREE_TEXT.system(system.unit)
                    : entry.device.unit_id
              }
            >
              <div className={styles.panel}>
                {entry.device.status ? <DeviceStatusSummary status={entry.device.status} /> : null}
                {stale ? (
                  <p className={styles.staleNote} role="note">
                    <WarningIcon aria-hidden="true" /> {DEVICE_MESSAGES.STALE_VALUES}
                  </p>
                ) : null}
                <dl className={styles.facts}>
                  {[
                    [TREE_TEXT.unitId, entry.device.unit_id],
                    [TREE_TEXT.firmware, entry.device.firmware],
                    [TREE_TEXT.manufacturer, entry.device.configuration.manufacturer],
                    [TREE_TEXT.model, entry.device.configuration.model],
                    [TREE_TEXT.type, entry.device.configuration.model_type],
                  ].map(([term, value]) => (
                    <div key={term} className={styles.fact}>
                      <dt>{term}</dt>
                      <dd>{value || MESSAGES.NOT_AVAILABLE}</dd>
                    </div>
                  ))}
                </dl>
                <RealtimeTable
                  title={TREE_TEXT.statusParameters}
                  parameters={statusParameters}
                  values={live.data}
                  loading={live.isValidating}
                  stale={stale}
                  action={writeAction}
                />
                <RealtimeTable
                  title={TREE_TEXT.errorParameters}
                  parameters={errorParameters}
                  values={live.data}
                  loading={live.isValidating}
                  stale={stale}
                />
              </div>
            </Card>
          ) : (
            <EmptyState title={MESSAGES.NO_ITEM_SELECTED} />
          )}
        </div>
      </QueryState>
    </div>
  );
}
