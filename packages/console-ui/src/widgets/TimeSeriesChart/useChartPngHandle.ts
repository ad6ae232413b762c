import { graphDash, graphSeriesLabel } from '@hvac/console-domain';
import type { Ref, RefObject } from 'react';
import { useImperativeHandle } from 'react';
import { chartToPng } from './exportPng';
import { MARGIN } from './layout';
import type { TimeSeries } from './series';
import { FOREGROUND, seriesColor } from './series';

export interface TimeSeriesChartHandle {
  /** The chart as shown (legend, axes and lines, without the crosshair) as a PNG. */
  toPng(): Promise<Blob>;
}

export interface ChartPngOptions {
  rootRef: RefObject<HTMLElement | null>;
  svgRef: RefObject<SVGSVGElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  series: readonly TimeSeries[];
  hidden: readonly string[];
}

/** The chart's handle: `toPng` draws its layers and a legend of the visible series into one image. */
export function useChartPngHandle(
  ref: Ref<TimeSeriesChartHandle> | undefined,
  { rootRef, svgRef, canvasRef, series, hidden }: ChartPngOptions,
): void {
  useImperativeHandle(
    ref,
    () => ({
      toPng: () => {
        const canvas = canvasRef.current;
        const svg = svgRef.current;
        const root = rootRef.current;
        if (!canvas || !svg || !root) return Promise.reject(new Error('The chart is not shown.'));
        const foreground = getComputedStyle(root).color;
        return chartToPng({
          root,
          svg,
          canvas,
          canvasLeft: MARGIN.left,
          canvasTop: MARGIN.top,
          legend: series
            .map((entry, index) => ({ entry, index }))
            .filter(({ entry }) => !hidden.includes(entry.key))
            .map(({ entry, index }) => ({
              label: graphSeriesLabel(entry.label, entry.unit),
              color: seriesColor(index) === FOREGROUND ? foreground : seriesColor(index),
              dash: graphDash(index),
            })),
        });
      },
    }),
    // The refs are the same objects on every render.
    [rootRef, svgRef, canvasRef, series, hidden],
  );
}
