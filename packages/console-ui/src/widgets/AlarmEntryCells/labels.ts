import { MESSAGES } from '@hvac/console-domain';

/** The texts of AlarmEntryResolvedCell: the defaults, and what a product may replace through `labels`. */
export interface AlarmEntryResolvedCellLabels {
  unresolved: string;
  resolve: string;
}

export const DEFAULT_ALARM_ENTRY_RESOLVED_CELL_LABELS: AlarmEntryResolvedCellLabels = {
  unresolved: MESSAGES.UNRESOLVED,
  resolve: 'Resolve',
};
