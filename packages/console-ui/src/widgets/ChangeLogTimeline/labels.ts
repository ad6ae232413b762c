import { DEVICE_MESSAGES, MESSAGES } from '@hvac/console-domain';
import type { ChangeLogTimelineLabels } from './ChangeLogTimeline';

/** The default texts of ChangeLogTimeline; a product replaces any of them through its `labels` prop. */
export const DEFAULT_CHANGE_LOG_TIMELINE_LABELS: ChangeLogTimelineLabels = {
  heading: MESSAGES.CHANGE_LOG_HEADING,
  empty: MESSAGES.NO_ENTRIES_YET,
  loadingMore: MESSAGES.LOADING_MORE_ENTRIES,
  retry: 'Retry',
  writeFailedReason: DEVICE_MESSAGES.WRITE_FAILED_REASON,
};
