import type { OutdoorUnitSlim } from '@hvac/console-api';
import { useLiveRead } from '@hvac/console-api/live';
import { useDeviceSlim } from '@hvac/console-api/react';
import { devicePath, realtimeLoadFailedMessage, systemTitle } from '@hvac/console-domain';
import { OutdoorSystemCard, ValueAgeText } from '@hvac/console-ui';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';

import { DeviceEditorActions, DeviceHeading, DeviceLoadState } from './device/DeviceFrame';
import * as styles from '../app/layout.css';
import { useRouteId } from '../app/useRouteId';
import { SCREEN_TEXT } from '../app/text';
import { usePermissions } from '../app/usePermissions';
import { LIVE_DEVICE_READ } from '../app/liveReads';
import { useNow } from '../app/useNow';
import { UnitWriteActions } from './project/tree/UnitWriteActions';
import { IndoorUnitsTable, indoorRows } from './device/IndoorUnitsTable';
import type { StatsTarget } from './device/statsTarget';
import { useStatsDialog } from './device/useStatsDialog';

type OpenStats = (unit: Omit<StatsTarget, 'kind'>) => void;

interface OutdoorSystemsProps {
  systems: readonly OutdoorUnitSlim[];
  updatedAt: number | undefined;
  intervalMs: number;
  error: unknown;
  openLatest: OpenStats;
  openHistorical: OpenStats;
}

/** The grid of outdoor system cards; it alone re-renders every second for the values' age. */
function OutdoorSystems({
  systems,
  updatedAt,
  intervalMs,
  error,
  openLatest,
  openHistorical,
}: OutdoorSystemsProps) {
  const now = useNow();
  return (
    <div className={styles.cardGrid}>
      {systems.map((system) => {
        const unit = {
          unitType: 'outdoor' as const,
          unitId: system.id,
          title: systemTitle(system.unit),
        };
        return (
          <OutdoorSystemCard
            key={system.id}
            unit={system.unit}
            summary={system.summary_data}
            scales={system.summary_scales}
            now={now}
            updatedAt={updatedAt}
            intervalMs={intervalMs}
            errorMessage={error ? realtimeLoadFailedMessage(error) : undefined}
            onOpenLatestStats={() => openLatest(unit)}
            onOpenHistoricalStats={() => openHistorical(unit)}
          />
        );
      })}
    </div>
  );
}

/** How old the table's live values are ('updated 12 s ago', 'Stale' after two intervals). */
function LiveAge({ updatedAt, intervalMs }: { updatedAt: number | undefined; intervalMs: number }) {
  const now = useNow();
  return <ValueAgeText now={now} updatedAt={updatedAt} intervalMs={intervalMs} />;
}

/** /devices/{id}/: a multi-unit device's outdoor systems and indoor units, refreshed live. */
export default function DeviceDetailPage() {
  const id = useRouteId();
  const device = useLiveRead(useDeviceSlim, id, LIVE_DEVICE_READ);
  const { dialog, openLatest, openHistorical } = useStatsDialog();
  const canWrite = usePermissions().can('write_parameters');
  const systems = device.data?.all_outdoor_units;
  const rows = useMemo(() => indoorRows(device.data), [device.data]);
  const systemUnits = useMemo(() => (systems ?? []).map((system) => system.unit), [systems]);

  if (device.data?.is_single_unit) return <Navigate to={devicePath(device.data)} replace />;

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <DeviceHeading device={device} />
        <DeviceEditorActions id={id} live={device} />
      </div>
      <DeviceLoadState device={device} missing={id === null}>
        <section className={styles.section} aria-labelledby="outdoor-systems">
          <h2 id="outdoor-systems" className={styles.subheading}>
            {SCREEN_TEXT.outdoorSystems}
          </h2>
          <OutdoorSystems
            systems={systems ?? []}
            updatedAt={device.updatedAt}
            intervalMs={device.intervalMs}
            error={device.error}
            openLatest={openLatest}
            openHistorical={openHistorical}
          />
        </section>
        <section className={styles.section} aria-labelledby="indoor-units">
          <div className={styles.pageHeader}>
            <h2 id="indoor-units" className={styles.subheading}>
              {SCREEN_TEXT.indoorUnits}
            </h2>
            <LiveAge updatedAt={device.updatedAt} intervalMs={device.intervalMs} />
          </div>
          <IndoorUnitsTable
            rows={rows}
            systems={systemUnits}
            loading={device.isValidating}
            onOpenLatestStats={(row) =>
              openLatest({ unitType: 'indoor', unitId: row.id, title: row.name })
            }
            onOpenHistoricalStats={(row) =>
              openHistorical({ unitType: 'indoor', unitId: row.id, title: row.name })
            }
            writeActions={
              canWrite && device.data?.project_id !== undefined
                ? (row) => (
                    <UnitWriteActions
                      projectId={device.data?.project_id ?? 0}
                      deviceId={device.data?.id ?? 0}
                      unitId={row.id}
                      unitNumber={row.unit}
                      systemId={row.systemId}
                      title={row.name ? `${row.unit} · ${row.name}` : String(row.unit)}
                      current={{ ...row.summary }}
                      onSettled={() => void device.mutate()}
                    />
                  )
                : undefined
            }
          />
        </section>
      </DeviceLoadState>
      {dialog}
    </div>
  );
}
