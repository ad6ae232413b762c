import type { DeviceState } from '@hvac/console-domain';
import { deviceStateLabel } from '@hvac/console-domain';

/** The texts of DeviceStateBadge: the name of each state ('Online', 'Offline', 'Not yet polled'). */
export type DeviceStateBadgeLabels = Record<DeviceState, string>;

export const DEFAULT_DEVICE_STATE_BADGE_LABELS: DeviceStateBadgeLabels = {
  online: deviceStateLabel('online'),
  offline: deviceStateLabel('offline'),
  unknown: deviceStateLabel('unknown'),
};

/** The texts of DeviceStatusSummary: its terms, and the badge's state names. */
export interface DeviceStatusSummaryLabels extends DeviceStateBadgeLabels {
  state: string;
  lastSeen: string;
  lastError: string;
}

export const DEFAULT_DEVICE_STATUS_SUMMARY_LABELS: DeviceStatusSummaryLabels = {
  ...DEFAULT_DEVICE_STATE_BADGE_LABELS,
  state: 'State',
  lastSeen: 'Last seen',
  lastError: 'Last error',
};
