import { MESSAGES } from '@hvac/console-domain';

/** The texts of ProjectStatusCard: the defaults, and what a product may replace through `labels`. */
export interface ProjectStatusCardLabels {
  activeAlarms: string;
  alarmsLast7Days: string;
  alarmsLast30Days: string;
  status: string;
  notAvailable: string;
}

export const DEFAULT_PROJECT_STATUS_CARD_LABELS: ProjectStatusCardLabels = {
  activeAlarms: 'Active Alarms',
  alarmsLast7Days: 'Alarms in last 7 days',
  alarmsLast30Days: 'Alarms in last 30 days',
  status: 'Status',
  notAvailable: MESSAGES.NOT_AVAILABLE,
};
