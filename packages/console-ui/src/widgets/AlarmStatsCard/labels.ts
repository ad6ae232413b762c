/** The texts of AlarmStatsCard: the defaults, and what a product may replace through `labels`. */
export interface AlarmStatsCardLabels {
  alarmEntryStats: string;
}

export const DEFAULT_ALARM_STATS_CARD_LABELS: AlarmStatsCardLabels = {
  alarmEntryStats: 'Alarm Entry Stats',
};
