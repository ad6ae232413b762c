/** The texts of DeviceCard: the defaults, and what a product may replace through `labels`. */
export interface DeviceCardLabels {
  unitId: string;
}

export const DEFAULT_DEVICE_CARD_LABELS: DeviceCardLabels = {
  unitId: 'Unit ID',
};
