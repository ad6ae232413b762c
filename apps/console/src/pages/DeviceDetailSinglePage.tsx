import {
  MESSAGES,
  ROUTES,
  devicePath,
  projectPath,
  realtimeLoadFailedMessage,
} from '@hvac/console-domain';
import { SingleUnitCard } from '@hvac/console-ui';
import { Link, Navigate, useParams } from 'react-router-dom';

import { NotFoundState, QueryState } from '../app/QueryState';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { useLiveDevice, useNow } from '../app/useLiveDevice';
import { useStatsDialog } from './device/useStatsDialog';

/** /devices/{id}/single/: a single-unit device (heat pump), refreshed live. */
export default function DeviceDetailSinglePage() {
  const id = Number(useParams().id);
  const device = useLiveDevice(Number.isInteger(id) ? id : null);
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
      <div>
        <h1 className={styles.heading}>
          {device.data ? device.data.unit_id : SCREEN_TEXT.deviceTitle}
        </h1>
        {device.data ? (
          <p className={styles.muted}>
            {device.data.device_type}
            {device.data.project ? (
              <>
                {' · '}
                <Link className={styles.link} to={projectPath(device.data.project.id)}>
                  {device.data.project.name}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <QueryState
        loading={!device.data}
        error={device.data ? undefined : device.error}
        errorMessage={MESSAGES.FAILED_TO_LOAD_DEVICES}
        onRetry={() => void device.mutate()}
        notFound={
          <NotFoundState
            title={SCREEN_TEXT.deviceNotFound}
            backTo={ROUTES.devices}
            backLabel={SCREEN_TEXT.backToDevices}
          />
        }
      >
        {unit ? (
          <SingleUnitCard
            className={styles.narrow}
            summary={device.data?.summary_data}
            now={now}
            updatedAt={device.updatedAt}
            intervalMs={device.intervalMs}
            errorMessage={device.error ? realtimeLoadFailedMessage(device.error) : undefined}
            onOpenLatestStats={() => openLatest(unit)}
            onOpenHistoricalStats={() => openHistorical(unit)}
          />
        ) : null}
      </QueryState>
      {dialog}
    </div>
  );
}
