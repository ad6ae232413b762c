import type { ReducedSeries } from '@hvac/console-domain';
import { graphDash, reduceToPixelColumns } from '@hvac/console-domain';
import { scaleLinear, scaleTime } from '@visx/scale';
import { useMemo } from 'react';
import type { AxisPanel } from './ChartAxes';
import type { Panel } from './layout';
import type { PaintedLine } from './paint';
import { valueExtent } from './paint';
import type { TimeSeries } from './series';
import { seriesColor } from './series';
import { timeFormatters } from './timeFormat';

/** A panel's visible lines, reduced to the plot's pixel columns, and its value scale. */
export interface PaintedPanel {
  panel: Panel;
  lines: PaintedLine[];
  yScale: ReturnType<typeof scaleLinear<number>>;
}

export interface ChartScalesOptions {
  panels: readonly Panel[];
  series: readonly TimeSeries[];
  timestamps: ArrayLike<number>;
  /** Keys of the hidden series joined by U+0000: a value, so a new array of the same keys keeps the lines. */
  hiddenKey: string;
  view: { from: number; to: number };
  plotWidth: number;
  maxGap: number | undefined;
  timeZone: string | undefined;
}

/** What useChartScales answers (named, so that the package's declarations can say it). */
export interface ChartScales {
  painted: PaintedPanel[];
  panelOf: Map<number, PaintedPanel>;
  xScale: ReturnType<typeof scaleTime<number>>;
  format: ReturnType<typeof timeFormatters>;
  axesPanels: AxisPanel[];
}

/**
 * The chart's geometry for the window shown: each panel's reduced lines and value scale, the time
 * scale, the time formats for the window's span and the axes' panels.
 */
export function useChartScales({
  panels,
  series,
  timestamps,
  hiddenKey,
  view,
  plotWidth,
  maxGap,
  timeZone,
}: ChartScalesOptions): ChartScales {
  const painted = useMemo<PaintedPanel[]>(() => {
    const hiddenSet = new Set(hiddenKey === '' ? [] : hiddenKey.split('\u0000'));
    return panels.map((panel) => {
      const lines: PaintedLine[] = panel.members.flatMap((index) => {
        const entry = series[index];
        if (hiddenSet.has(entry.key)) return [];
        return [
          {
            color: seriesColor(index),
            dash: graphDash(index),
            reduced: reduceToPixelColumns({
              x: timestamps,
              y: entry.values,
              from: view.from,
              to: view.to,
              width: plotWidth,
              maxGap,
            }) satisfies ReducedSeries,
          },
        ];
      });
      const extent = valueExtent(lines) ?? [0, 1];
      const pad = extent[0] === extent[1] ? Math.max(1, Math.abs(extent[0]) * 0.1) : 0;
      const yScale = scaleLinear<number>({
        domain: [extent[0] - pad, extent[1] + pad],
        range: [panel.height, 0],
        nice: true,
      });
      return { panel, lines, yScale };
    });
  }, [panels, series, timestamps, hiddenKey, view, plotWidth, maxGap]);
  /** The panel of each series, by its index. */
  const panelOf = useMemo(() => {
    const map = new Map<number, PaintedPanel>();
    for (const entry of painted) for (const index of entry.panel.members) map.set(index, entry);
    return map;
  }, [painted]);
  const xScale = useMemo(
    () =>
      scaleTime<number>({
        domain: [new Date(view.from), new Date(view.to)],
        range: [0, plotWidth],
      }),
    [view, plotWidth],
  );
  const format = useMemo(() => timeFormatters(view.to - view.from, timeZone), [view, timeZone]);
  const axesPanels = useMemo<AxisPanel[]>(
    () =>
      painted.map(({ panel, yScale }) => ({
        key: panel.unit,
        top: panel.top,
        height: panel.height,
        yScale,
        unitLabel: panel.unit,
      })),
    [painted],
  );
  return { painted, panelOf, xScale, format, axesPanels };
}
