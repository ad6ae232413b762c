import { DEVICE_MESSAGES } from '@hvac/console-domain';
import type { DeviceStateBadgeLabels } from '../DeviceStateBadge/labels';
import { DEFAULT_DEVICE_STATE_BADGE_LABELS } from '../DeviceStateBadge/labels';

/** The texts of OfflineDevicesCard: the defaults, and what a product may replace through `labels`. */
export interface OfflineDevicesCardLabels extends DeviceStateBadgeLabels {
  offlineCount: string;
  noOfflineDevices: string;
  longestSilent: string;
  lastSeen: string;
  offlineDevices: string;
}

export const DEFAULT_OFFLINE_DEVICES_CARD_LABELS: OfflineDevicesCardLabels = {
  ...DEFAULT_DEVICE_STATE_BADGE_LABELS,
  offlineCount: 'Offline now',
  noOfflineDevices: DEVICE_MESSAGES.NO_OFFLINE_DEVICES,
  longestSilent: 'Silent the longest',
  lastSeen: 'Last seen',
  offlineDevices: DEVICE_MESSAGES.OFFLINE_DEVICES,
};
