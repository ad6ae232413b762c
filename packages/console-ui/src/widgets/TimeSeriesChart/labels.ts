export interface TimeSeriesChartLabels {
  resetZoom: string;
  zoomIn: string;
  zoomOut: string;
  legend: string;
  /** How to operate the plot, read after its name. */
  instructions: string;
  noData: string;
  noValue: string;
  /** The crosshair's value before a point is chosen. */
  noPoint: string;
}

export const DEFAULT_CHART_LABELS: TimeSeriesChartLabels = {
  resetZoom: 'Reset zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  legend: 'Series',
  instructions:
    'Left and right arrow keys move the crosshair point by point, Home and End go to the first and last point; plus and minus zoom in and out around the crosshair; drag across the plot to zoom.',
  noData: 'No data',
  noValue: '–',
  noPoint: 'No point selected',
};
