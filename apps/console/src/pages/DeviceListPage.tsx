import type { DeviceListItem } from '@hvac/console-api';
import { useDevices } from '@hvac/console-api/react';
import type { DeviceStateFilter } from '@hvac/console-domain';
import {
  DEVICE_STATE_FILTERS,
  DEVICE_STATE_ORDER,
  MESSAGES,
  deviceState,
  devicePath,
  isDeviceStateFilter,
  lastSeenText,
  yesNo,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, DeviceCard, DeviceStateBadge, Select } from '@hvac/console-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { useUrlServerQuery } from '../app/useServerQuery';
import { PageHeading } from '../app/pageHeading';

const columns: DataTableColumn<DeviceListItem>[] = [
  { id: 'unit_id', header: SCREEN_TEXT.unitId, value: (device) => device.unit_id, sortable: true },
  {
    // Sorted on the server by state (offline first); the badge says it in words with an icon.
    id: 'state',
    header: SCREEN_TEXT.state,
    value: (device) => DEVICE_STATE_ORDER[deviceState(device.status)],
    cell: (device) => <DeviceStateBadge status={device.status} />,
    sortable: true,
  },
  {
    id: 'last_seen',
    header: SCREEN_TEXT.lastSeen,
    value: (device) => lastSeenText(device.status?.last_seen),
    sortable: true,
  },
  {
    // Why the last poll failed (a device online again may still report a span it could not read).
    id: 'last_error',
    header: SCREEN_TEXT.lastError,
    value: (device) => device.status?.last_error ?? MESSAGES.NOT_AVAILABLE,
  },
  {
    id: 'active',
    header: SCREEN_TEXT.active,
    value: (device) => yesNo(device.active),
    sortable: true,
  },
  {
    id: 'device_type',
    header: SCREEN_TEXT.deviceType,
    value: (device) => device.device_type,
    sortable: true,
  },
  {
    id: 'project',
    header: SCREEN_TEXT.projectName,
    value: (device) => device.project?.name ?? MESSAGES.NOT_AVAILABLE,
  },
  {
    id: 'version',
    header: SCREEN_TEXT.firmwareVersion,
    value: (device) => device.version,
    sortable: true,
  },
];

const NO_DEVICES: DeviceListItem[] = [];

/** The State filter, kept in the address (`?state=offline`) like the table's own query. */
function useStateFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('state');
  const state: DeviceStateFilter = isDeviceStateFilter(value) ? value : 'all';
  const setState = (next: DeviceStateFilter) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('state');
    else params.set('state', next);
    // Another filter is another list: back to its first page.
    params.delete('page');
    setSearchParams(params, { replace: true });
  };
  return { state, setState };
}

/** /devices/: the server-paged device list; a row opens the single- or multi-unit view. */
export default function DeviceListPage() {
  const navigate = useNavigate();
  const { query, setQuery, params } = useUrlServerQuery();
  const { state, setState } = useStateFilter();
  const devices = useDevices(state === 'all' ? params : { ...params, state });
  const open = (device: DeviceListItem) => void navigate(devicePath(device));

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.devicesTitle} />
      <DataTable
        aria-label={SCREEN_TEXT.devicesTitle}
        columns={columns}
        rows={devices.data?.results ?? NO_DEVICES}
        rowCount={devices.data?.count ?? 0}
        getRowId={(device) => String(device.id)}
        page={query.page}
        pageSize={query.pageSize}
        ordering={query.ordering ?? null}
        search={query.search ?? ''}
        onQueryChange={setQuery}
        loading={devices.isLoading || devices.isValidating}
        error={loadErrorMessage(devices.error, MESSAGES.FAILED_TO_LOAD_DEVICES)}
        onRetry={() => void devices.mutate()}
        toolbar={
          <Select
            native
            label={SCREEN_TEXT.stateFilter}
            options={DEVICE_STATE_FILTERS}
            value={state}
            onValueChange={(value) => {
              if (isDeviceStateFilter(value)) setState(value);
            }}
          />
        }
        // Rows of the wide table open on click and from the keyboard; in a narrow container
        // (the table chooses) each device is a DeviceCard, itself the button that opens it.
        onRowClick={open}
        renderCard={(device) => <DeviceCard device={device} onActivate={() => open(device)} />}
        labels={{ search: SCREEN_TEXT.searchDevices, empty: MESSAGES.NO_DEVICES }}
      />
    </div>
  );
}
