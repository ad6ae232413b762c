import { MESSAGES } from '@hvac/console-domain';

/** The texts of RecentAlertsList: the defaults, and what a product may replace through `labels`. */
export interface RecentAlertsListLabels {
  notAvailable: string;
  noAlerts: string;
  recentAlerts: string;
}

export const DEFAULT_RECENT_ALERTS_LIST_LABELS: RecentAlertsListLabels = {
  notAvailable: MESSAGES.NOT_AVAILABLE,
  noAlerts: MESSAGES.NO_ALERTS,
  recentAlerts: 'Recent Alerts',
};
