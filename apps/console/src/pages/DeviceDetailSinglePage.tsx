import { useLiveRead } from '@hvac/console-api/live';
import { useDeviceSlim } from '@hvac/console-api/react';
import { devicePath, realtimeLoadFailedMessage } from '@hvac/console-domain';
import { SingleUnitCard } from '@hvac/console-ui';
import { Navigate } from 'react-router-dom';

import { DeviceEditorActions, DeviceHeading, DeviceLoadState } from './device/DeviceFrame';
import * as styles from '../app/layout.css';
import { useRouteId } from '../app/useRouteId';
import { LIVE_DEVICE_READ } from '../app/liveReads';
import { useNow } from '../app/useNow';
import { useStatsDialog } from './device/useStatsDialog';

/** /devices/{id}/single/: a single-unit device (heat pump), refreshed live. */
export default function DeviceDetailSinglePage() {
  const id = useRouteId();
  const device = useLiveRead(useDeviceSlim, id, LIVE_DEVICE_READ);
  const { dialog, openLatest, openHistorical } = useStatsDialog();
  const now = useNow();

  if (device.data && !device.data.is_single_unit) {
    return <Navigate to={devicePath(device.data)} replace />;
  }
  const unit = device.data
    ? { unitType: 'single' as const, unitId: device.data.id, title: device.data.unit_id }
    : undefined;

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <DeviceHeading device={device} />
        <DeviceEditorActions id={id} live={device} />
      </div>
      <DeviceLoadState device={device} missing={id === null}>
        {unit ? (
          <SingleUnitCard
            className={styles.narrow}
            headingLevel={2}
            summary={device.data?.summary_data}
            scales={device.data?.summary_scales}
            now={now}
            updatedAt={device.updatedAt}
            intervalMs={device.intervalMs}
            errorMessage={device.error ? realtimeLoadFailedMessage(device.error) : undefined}
            onOpenLatestStats={() => openLatest(unit)}
            onOpenHistoricalStats={() => openHistorical(unit)}
          />
        ) : null}
      </DeviceLoadState>
      {dialog}
    </div>
  );
}
