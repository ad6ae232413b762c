import type { Device, DeviceConfiguration, IndoorUnit, OutdoorUnit } from '@hvac/console-api';
import { DEVICE_UNIT_HIERARCHY } from '@hvac/console-api';
import { useLiveInterval, useLiveStatus } from '@hvac/console-api/live';
import { useDevicesAndConfigurations, useRealtime } from '@hvac/console-api/react';
import type { UnitSelection, UnitTreeText } from '@hvac/console-domain';
import {
  DEVICE_MESSAGES,
  MESSAGES,
  NO_UNIT_SELECTION,
  buildUnitTree,
  deviceStateLabel,
  hasStaleValues,
  liveValueTiming,
  offlineSinceText,
  plannedRawValue,
  realtimeLoadFailedMessage,
  registerPlan,
  selectedUnitNodeId,
  selectedUnits,
} from '@hvac/console-domain';
import {
  Card,
  DeviceStatusSummary,
  EmptyState,
  Tree,
  ValueAgeText,
  WarningIcon,
  useToast,
} from '@hvac/console-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { QueryState } from '../../../app/QueryState';
import { useNow } from '../../../app/useNow';
import { usePermissions } from '../../../app/usePermissions';
import { LIVE_REFRESH_MS } from '../../../config';
import { ParameterWriteButton } from '../tree/ParameterWriteButton';
import type { UnitParameter } from '../tree/RealtimeTable';
import { RealtimeTable } from '../tree/RealtimeTable';
import * as styles from '../tree/tree.css';
import { TREE_TEXT } from '../tree/treeText';
import type { ProjectTabProps } from './types';

/**
 * The words of the tree's nodes: a device by its unit id with its manufacturer and model, a system
 * with its number of indoor units, a unit by number and name; an offline device and every unit of
 * it say so, in words with an icon.
 */
function treeWords(
  configurations: ReadonlyMap<number, DeviceConfiguration | null>,
): UnitTreeText<Device, OutdoorUnit, IndoorUnit> {
  const warning = (device: Device) =>
    hasStaleValues(device.status) ? deviceStateLabel('offline') : undefined;
  return {
    device: (device) => {
      const configuration = configurations.get(device.id);
      return {
        label: device.unit_id,
        warning: warning(device),
        detail: [
          configuration?.manufacturer ?? device.configuration.manufacturer,
          configuration?.model ?? device.configuration.model,
        ]
          .filter(Boolean)
          .join(' · '),
      };
    },
    system: (device, system) => ({
      label: TREE_TEXT.system(system.unit),
      warning: warning(device),
      detail: TREE_TEXT.indoorUnitsCount(system.indoor_units?.length ?? 0),
    }),
    unit: ({ device, unit }) => ({
      label: TREE_TEXT.unit(unit.unit, unit.name),
      warning: warning(device),
    }),
  };
}

/**
 * The Tree View tab (projects.md §2): device models, systems and indoor units as one tree (WAI-ARIA
 * tree view: a device opens to its systems, a system to its indoor units; virtualized),
 * the detail panel ('No Item Selected' until something is picked) and the selected item's Status
 * and Error Parameters from the device's last stored poll (batched ≤ 40, ≤ 4 in flight), re-read
 * on each poll of the device while live updates arrive, else every LIVE_REFRESH_MS while the page
 * is visible, with their age. An offline device shows its last values as stale under one polite
 * notice, and its writes are disabled with the reason. Choosing a device clears the system and unit.
 */
export default function TreeViewTab({ project }: ProjectTabProps) {
  const response = useDevicesAndConfigurations(project.id);
  const toast = useToast();
  const { can } = usePermissions();
  const [selection, setSelection] = useState<UnitSelection>(NO_UNIT_SELECTION);

  const entries = useMemo(() => response.data ?? [], [response.data]);
  const devices = useMemo(() => entries.map((item) => item.device), [entries]);
  const tree = useMemo(
    () =>
      buildUnitTree(
        devices,
        DEVICE_UNIT_HIERARCHY,
        treeWords(new Map(entries.map((item) => [item.device.id, item.configuration]))),
      ),
    [devices, entries],
  );
  // The chosen items and their parameters keep their identity between renders (the tables' rows).
  const { system, unit, level, entry, plan } = useMemo(() => {
    const chosen = selectedUnits(devices, DEVICE_UNIT_HIERARCHY, selection);
    const chosenEntry = entries.find((item) => item.device.id === selection.deviceId);
    const unitNumber = chosen.unit?.unit ?? chosen.system?.unit ?? null;
    return {
      ...chosen,
      entry: chosenEntry,
      plan: registerPlan(chosenEntry?.configuration, chosen.level, unitNumber),
    };
  }, [devices, entries, selection]);
  const live = useRealtime(entry?.device.id, plan.read, {
    interval: useLiveInterval(LIVE_REFRESH_MS),
  });
  const liveUpdates = useLiveStatus()?.state === 'live';
  const now = useNow();
  const offlineNoticeId = useId();
  // The answer's state is the newest; the list's until the first answer.
  const status = live.data?.status ?? entry?.device.status;
  const readAt = live.data?.read_at ? Date.parse(live.data.read_at) : undefined;
  const timing = liveValueTiming({
    live: liveUpdates,
    refreshMs: LIVE_REFRESH_MS,
    readAt,
    status,
    pollIntervalS: entry?.device.connection?.poll_interval,
  });

  useEffect(() => {
    if (response.error) toast.error(MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS);
  }, [response.error, toast]);

  useEffect(() => {
    if (entry && !entry.configuration) toast.error(MESSAGES.FAILED_TO_LOAD_DEVICE_PARAMETERS);
  }, [entry, toast]);

  const stale = hasStaleValues(status);
  // One toast per selection: the first read's outcome, not every refresh. An offline device's last
  // values are no news to celebrate: its notice says what they are.
  const announced = useRef<string | null>(null);
  const selectionKey = `${selection.deviceId}:${selection.systemId}:${selection.unitId}`;
  useEffect(() => {
    if (!level || announced.current === selectionKey) return;
    if (live.data) {
      announced.current = selectionKey;
      if (stale) return;
      toast.success(level === 'unit' ? MESSAGES.REALTIME_LOADED_INDOOR : MESSAGES.REALTIME_LOADED);
    } else if (live.error) {
      announced.current = selectionKey;
      toast.error(
        level === 'unit'
          ? MESSAGES.FAILED_TO_LOAD_REALTIME_INDOOR
          : realtimeLoadFailedMessage(live.error),
      );
    }
  }, [level, live.data, live.error, selectionKey, stale, toast]);

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
            currentRaw={plannedRawValue(live.data, parameter)}
            onSettled={() => void live.mutate()}
            disabledReasonId={stale ? offlineNoticeId : undefined}
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
            selectedId={selectedUnitNodeId(selection)}
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
                {status ? <DeviceStatusSummary status={status} /> : null}
                {/* One calm, polite notice (no error toast): the values are the last ones. */}
                <div role="status" aria-live="polite">
                  {stale ? (
                    <div className={styles.staleNote} id={offlineNoticeId}>
                      <WarningIcon aria-hidden="true" />
                      <p>
                        {offlineSinceText(status?.last_seen)} {DEVICE_MESSAGES.STALE_VALUES}{' '}
                        {canWrite ? DEVICE_MESSAGES.WRITES_DISABLED_OFFLINE : null}
                      </p>
                    </div>
                  ) : null}
                </div>
                {live.data ? (
                  <ValueAgeText
                    now={now}
                    updatedAt={timing.updatedAt}
                    intervalMs={timing.intervalMs}
                  />
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
                  parameters={plan.status}
                  values={live.data}
                  loading={live.isValidating}
                  stale={stale}
                  action={writeAction}
                />
                <RealtimeTable
                  title={TREE_TEXT.errorParameters}
                  parameters={plan.error}
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
