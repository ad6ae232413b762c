import type { DeviceSlim } from '@hvac/console-api';
import type { LiveReadOptions } from '@hvac/console-api/live';

import { LIVE_REFRESH_MS } from '../config';

/** A device's live summary (useLiveRead with useDeviceSlim): offline, its values are its last ones. */
export const LIVE_DEVICE_READ: LiveReadOptions<DeviceSlim> = {
  refreshMs: LIVE_REFRESH_MS,
  statusOf: (device) => device.status,
};

/** A project's indoor units (useLiveRead with useProjectUnits): each says its device's state. */
export const LIVE_UNITS_READ: LiveReadOptions<DeviceSlim[]> = { refreshMs: LIVE_REFRESH_MS };
