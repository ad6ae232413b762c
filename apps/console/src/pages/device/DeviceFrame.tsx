import type { ApiError, DeviceSlim } from '@hvac/console-api';
import { useDevice } from '@hvac/console-api/react';
import { MESSAGES, ROUTES, projectPath } from '@hvac/console-domain';
import { DeviceStatusSummary } from '@hvac/console-ui';
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { Link, useNavigate } from 'react-router-dom';

import { NotFoundState, QueryState } from '../../app/QueryState';
import { PageHeading } from '../../app/pageHeading';
import * as styles from '../../app/layout.css';
import { SCREEN_TEXT } from '../../app/text';
import { usePermissions } from '../../app/usePermissions';
import { useCheckNow } from './useCheckNow';
import { EditDeviceButton, RemoveDeviceButton } from './DeviceAdmin';

/** A device's live summary (useLiveRead of useDeviceSlim). */
type LiveDevice = Pick<SWRResponse<DeviceSlim, ApiError>, 'data' | 'error' | 'mutate'>;

/**
 * The device pages' heading: unit id, its state (since when, why), then type and a link to its
 * project once loaded; Edit and Remove for those who may edit projects.
 */
export function DeviceHeading({ device }: { device: LiveDevice }) {
  return (
    <div>
      <PageHeading
        className={styles.heading}
        title={device.data ? device.data.unit_id : SCREEN_TEXT.deviceTitle}
      />
      {device.data?.status ? <DeviceStatusSummary status={device.data.status} /> : null}
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
  );
}

/** Loading, failure (with retry) and not-found states of both device pages around their content. */
export function DeviceLoadState({
  device,
  missing,
  children,
}: {
  device: LiveDevice;
  /** The address's id is malformed: not found, without asking. */
  missing: boolean;
  children: ReactNode;
}) {
  return (
    <QueryState
      missing={missing}
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
      {children}
    </QueryState>
  );
}

/**
 * Edit and Remove of the shown device, for `edit_projects` (the detail answer has its connection),
 * and Check now while the live device is offline.
 */
export function DeviceEditorActions({ id, live }: { id: number | null; live: LiveDevice }) {
  const editor = usePermissions().can('edit_projects');
  const device = useDevice(editor ? id : null);
  const navigate = useNavigate();
  const checkNow = useCheckNow({
    deviceId: id ?? 0,
    unitId: device.data?.unit_id ?? '',
    status: live.data?.status,
    onChecked: () => void live.mutate(),
  });
  if (!editor || !device.data) return null;
  const projectId = device.data.project_id;
  return (
    <div>
      <div className={styles.actions}>
        {checkNow.button}
        <EditDeviceButton device={device.data} />
        <RemoveDeviceButton
          device={device.data}
          onRemoved={() => void navigate(projectPath(projectId), { replace: true })}
        />
      </div>
      {checkNow.announcement}
    </div>
  );
}
