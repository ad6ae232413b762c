import { HistoricalStatsDialog } from './HistoricalStatsDialog';
import { LatestDataDialog } from './LatestDataDialog';
import type { StatsTarget } from './statsTarget';

/** The open statistics dialog of a device view (loaded with the first dialog opened). */
export default function StatsDialogs({
  target,
  onClose,
}: {
  target: StatsTarget;
  onClose: () => void;
}) {
  return target.kind === 'latest' ? (
    <LatestDataDialog target={target} onClose={onClose} />
  ) : (
    <HistoricalStatsDialog target={target} onClose={onClose} />
  );
}
