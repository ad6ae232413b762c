import { NOTIFICATION_TEXT } from '@hvac/console-domain';

/** The texts of DeliveryLog: the defaults, and what a product may replace through `labels`. */
export interface DeliveryLogLabels {
  columnCreated: string;
  columnTo: string;
  columnType: string;
  columnStatus: string;
  columnAnswer: string;
  anyChannel: string;
  anyStatus: string;
  filterRule: string;
  anyRule: string;
  filterChannel: string;
  filterStatus: string;
  searchDeliveries: string;
}

export const DEFAULT_DELIVERY_LOG_LABELS: DeliveryLogLabels = {
  columnCreated: NOTIFICATION_TEXT.columnCreated,
  columnTo: NOTIFICATION_TEXT.columnTo,
  columnType: NOTIFICATION_TEXT.columnType,
  columnStatus: NOTIFICATION_TEXT.columnStatus,
  columnAnswer: NOTIFICATION_TEXT.columnAnswer,
  anyChannel: NOTIFICATION_TEXT.anyChannel,
  anyStatus: NOTIFICATION_TEXT.anyStatus,
  filterRule: NOTIFICATION_TEXT.filterRule,
  anyRule: NOTIFICATION_TEXT.anyRule,
  filterChannel: NOTIFICATION_TEXT.filterChannel,
  filterStatus: NOTIFICATION_TEXT.filterStatus,
  searchDeliveries: NOTIFICATION_TEXT.searchDeliveries,
};
