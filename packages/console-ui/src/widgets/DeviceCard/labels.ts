/** The texts of DeviceCard: the defaults, and what a product may replace through `labels`. */
export interface DeviceCardLabels {
  unitId: string;
  /** Before the time of the last answer (a device with a state). */
  lastSeen: string;
  /** Before the reason of the last failed poll, when there is one. */
  lastError: string;
}

export const DEFAULT_DEVICE_CARD_LABELS: DeviceCardLabels = {
  unitId: 'Unit ID',
  lastSeen: 'Last Seen',
  lastError: 'Last Error',
};
