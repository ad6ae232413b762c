import { Button } from '../../components/Button/Button';
import type { TimeSeriesChartLabels } from './labels';
import * as styles from './TimeSeriesChart.css';

export interface ChartZoomButtonsProps {
  labels: Pick<TimeSeriesChartLabels, 'zoomIn' | 'zoomOut' | 'resetZoom'>;
  canZoomIn: boolean;
  /** A window is chosen: Zoom out and Reset zoom have something to undo. */
  zoomed: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function ChartZoomButtons({
  labels,
  canZoomIn,
  zoomed,
  onZoomIn,
  onZoomOut,
  onReset,
}: ChartZoomButtonsProps) {
  return (
    <div className={styles.zoomButtons}>
      <Button variant="outline" size="small" disabled={!canZoomIn} onClick={onZoomIn}>
        {labels.zoomIn}
      </Button>
      <Button variant="outline" size="small" disabled={!zoomed} onClick={onZoomOut}>
        {labels.zoomOut}
      </Button>
      {zoomed ? (
        <Button variant="outline" size="small" onClick={onReset}>
          {labels.resetZoom}
        </Button>
      ) : null}
    </div>
  );
}
