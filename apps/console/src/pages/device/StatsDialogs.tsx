import { HistoricalStatsDialog } from './HistoricalStatsDialog';
import { LatestDataDialog } from './LatestDataDialog';
import type { StatsDialogProps } from './statsTarget';

/** The open statistics dialog of a device view (loaded with the first dialog opened). */
export default function StatsDialogs(props: StatsDialogProps) {
  return props.target.kind === 'latest' ? (
    <LatestDataDialog {...props} />
  ) : (
    <HistoricalStatsDialog {...props} />
  );
}
