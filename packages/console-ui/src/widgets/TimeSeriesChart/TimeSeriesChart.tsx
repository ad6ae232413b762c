import type { ReducedSeries } from '@hvac/console-domain';
import {
  formatGraphValue,
  graphColor,
  graphDash,
  graphSeriesLabel,
  reduceToPixelColumns,
} from '@hvac/console-domain';
import { scaleLinear, scaleTime } from '@visx/scale';
import type { Ref } from 'react';
import { useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../utils/cx';
import { useContainerWidth } from '../../utils/useContainerWidth';
import { useControllableState } from '../../utils/useControllableState';
import { ChartAxes } from './ChartAxes';
import { chartToPng } from './exportPng';
import type { PaintedLine } from './paint';
import { paintLines, valueExtent } from './paint';
import { SeriesSwatch } from './SeriesSwatch';
import { timeFormatters } from './timeFormat';
import * as styles from './TimeSeriesChart.css';
import type { ChartZoom } from './useChartInteraction';
import { useChartInteraction } from './useChartInteraction';

export type { ChartZoom };

/** One line of the chart: a header's values, one per timestamp (null where data is missing). */
export interface TimeSeries {
  key: string;
  label: string;
  unit?: string | null;
  values: ArrayLike<number | null | undefined>;
}

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

export interface TimeSeriesChartHandle {
  /** The chart as shown (legend, axes and lines, without the crosshair) as a PNG. */
  toPng(): Promise<Blob>;
}

export interface TimeSeriesChartProps {
  /** The chart's accessible name. */
  title: string;
  /** Ascending timestamps in ms, shared by every series. */
  timestamps: ArrayLike<number>;
  /** In header order: the order fixes each line's palette colour. */
  series: readonly TimeSeries[];
  /** Width in px; by default the chart fills its container. */
  width?: number;
  /** Height in px with one unit; each further unit adds a panel of its own below. */
  height?: number;
  /** Present points further apart than this (ms) are not joined: an outage shows as a gap. */
  maxGap?: number;
  /** The zoomed window; null for the whole range. */
  zoom?: ChartZoom | null;
  defaultZoom?: ChartZoom | null;
  onZoomChange?: (zoom: ChartZoom | null) => void;
  /** Keys of the series hidden through the legend. */
  hiddenSeries?: readonly string[];
  defaultHiddenSeries?: readonly string[];
  onHiddenSeriesChange?: (keys: readonly string[]) => void;
  /** Time zone of the axis and tooltip (the browser's by default; stories pin 'UTC'). */
  timeZone?: string;
  /** Shown instead of the plot when there is nothing to draw. */
  emptyMessage?: string;
  labels?: Partial<TimeSeriesChartLabels>;
  className?: string;
  ref?: Ref<TimeSeriesChartHandle>;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 64 };
/** Space between stacked panels (one per unit) and the least height of one. */
const PANEL_GAP = 20;
const MIN_PANEL_HEIGHT = 96;
const NO_KEYS: readonly string[] = [];
const FOREGROUND = 'currentColor';

/** One stacked panel: the series of one unit on a value axis of their own (Grafana-like). */
interface Panel {
  unit: string;
  top: number;
  height: number;
  /** Indexes into `series`. */
  members: number[];
}

/** Panels in order of the units' first series; the plot's height is shared, with a floor. */
function layoutPanels(series: readonly TimeSeries[], plotHeight: number): Panel[] {
  const byUnit = new Map<string, number[]>();
  series.forEach((entry, index) => {
    const unit = entry.unit ?? '';
    const members = byUnit.get(unit);
    if (members) members.push(index);
    else byUnit.set(unit, [index]);
  });
  if (byUnit.size === 0) return [{ unit: '', members: [], top: 0, height: plotHeight }];
  const count = byUnit.size;
  const height =
    count === 1
      ? plotHeight
      : Math.max(MIN_PANEL_HEIGHT, Math.floor((plotHeight - PANEL_GAP * (count - 1)) / count));
  return [...byUnit].map(([unit, members], index) => ({
    unit,
    members,
    top: index * (height + PANEL_GAP),
    height,
  }));
}

/** Palette colour of the series at `index`; the palette's black follows the theme's text colour. */
function seriesColor(index: number): string {
  const color = graphColor(index);
  return color === '#000000' ? FOREGROUND : color;
}

/**
 * A time-series line chart for many points: each series is reduced to min and max per pixel column
 * before it is drawn on a canvas, so 6 × 26,000 points cost what 6 × 2 × width do. Axes are visx
 * SVG; the legend hides and shows series; the crosshair reads every visible series at the pointer
 * or, from the keyboard, point by point; a drag zooms, Reset zoom goes back.
 */
export function TimeSeriesChart({
  title,
  timestamps,
  series,
  width: fixedWidth,
  height = 320,
  maxGap,
  zoom,
  defaultZoom = null,
  onZoomChange,
  hiddenSeries,
  defaultHiddenSeries = NO_KEYS,
  onHiddenSeriesChange,
  timeZone,
  emptyMessage,
  labels,
  className,
  ref,
}: TimeSeriesChartProps) {
  const text = { ...DEFAULT_CHART_LABELS, ...labels };
  const instructionsId = useId();
  const [zoomWindow, setZoomWindow] = useControllableState<ChartZoom | null>({
    value: zoom,
    defaultValue: defaultZoom,
    onChange: onZoomChange,
  });
  const [hidden, setHidden] = useControllableState<readonly string[]>({
    value: hiddenSeries,
    defaultValue: defaultHiddenSeries,
    onChange: onHiddenSeriesChange,
  });
  const rootRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  // The plot's width: as given, else its container's (followed as it resizes).
  const [plotElement, setPlotElement] = useState<HTMLDivElement | null>(null);
  const measuredWidth = useContainerWidth(fixedWidth == null ? plotElement : null);
  const width = fixedWidth ?? Math.floor(measuredWidth ?? 0);

  const count = timestamps.length;
  const hasData = count > 0 && series.length > 0;
  const plotWidth = Math.max(1, Math.floor(width - MARGIN.left - MARGIN.right));
  const panels = useMemo(
    () => layoutPanels(series, Math.max(1, height - MARGIN.top - MARGIN.bottom)),
    [series, height],
  );
  const lastPanel = panels[panels.length - 1];
  const plotHeight = lastPanel.top + lastPanel.height;
  const totalHeight = plotHeight + MARGIN.top + MARGIN.bottom;
  const fullFrom = count > 0 ? timestamps[0] : 0;
  const fullTo = count > 1 ? timestamps[count - 1] : fullFrom + 1;
  // Keyed on the window's values, not its identity: a parent that parses the zoom from the address
  // on every render passes a new object each time, which must not reduce and repaint every line.
  const zoomFrom = zoomWindow?.from;
  const zoomTo = zoomWindow?.to;
  const view = useMemo(
    () =>
      zoomFrom != null && zoomTo != null && zoomTo > zoomFrom
        ? { from: zoomFrom, to: zoomTo }
        : { from: fullFrom, to: fullTo },
    [zoomFrom, zoomTo, fullFrom, fullTo],
  );
  const hiddenKey = hidden.join('\u0000');

  /** Each panel's visible lines and its value scale. */
  const painted = useMemo(() => {
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
  const panelOf = useMemo(() => {
    const map = new Map<number, (typeof painted)[number]>();
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
  const axesPanels = useMemo(
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

  const pixelRatio =
    typeof globalThis.devicePixelRatio === 'number' ? globalThis.devicePixelRatio : 1;
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const foreground = painted.some(({ lines }) => lines.some((line) => line.color === FOREGROUND))
      ? getComputedStyle(canvas).color
      : '';
    painted.forEach(({ panel, lines, yScale }, index) => {
      const [yMin, yMax] = yScale.domain();
      paintLines(
        context,
        foreground
          ? lines.map((line) => (line.color === FOREGROUND ? { ...line, color: foreground } : line))
          : lines,
        {
          from: view.from,
          to: view.to,
          yMin,
          yMax,
          width: plotWidth,
          height: panel.height,
          pixelRatio,
          top: panel.top,
          clear: index === 0,
        },
      );
    });
  }, [painted, view, plotWidth, plotHeight, pixelRatio]);

  const interaction = useChartInteraction({
    timestamps,
    view,
    full: { from: fullFrom, to: fullTo },
    plotWidth,
    onZoom: setZoomWindow,
  });
  const { cursor, drag } = interaction;

  const describe = (index: number) =>
    series
      .map((entry, seriesIndex) => ({ entry, seriesIndex }))
      .filter(({ entry }) => !hidden.includes(entry.key))
      .map(({ entry, seriesIndex }) => {
        const value = formatGraphValue(entry.values[index]);
        return {
          key: entry.key,
          color: seriesColor(seriesIndex),
          dash: graphDash(seriesIndex),
          label: entry.label,
          value: value === '' ? text.noValue : entry.unit ? `${value} ${entry.unit}` : value,
        };
      });

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
    [series, hidden],
  );

  if (!hasData) {
    return (
      <figure ref={rootRef} className={cx(styles.root, className)} aria-label={title}>
        <p className={styles.empty}>{emptyMessage ?? text.noData}</p>
      </figure>
    );
  }

  const toggle = (key: string) =>
    setHidden((previous) =>
      previous.includes(key) ? previous.filter((item) => item !== key) : [...previous, key],
    );
  const cursorX = cursor == null ? null : xScale(timestamps[cursor]);
  const tooltipRows = cursor == null ? [] : describe(cursor);
  // The crosshair is a slider over the window's points: its value reads the point's time and values.
  const valueText =
    cursor == null
      ? text.noPoint
      : `${format.full(timestamps[cursor])}: ${tooltipRows.map((row) => `${row.label} ${row.value}`).join(', ')}`;

  return (
    <figure ref={rootRef} className={cx(styles.root, className)} aria-label={title}>
      <div className={styles.toolbar}>
        <ul className={styles.legend} aria-label={text.legend}>
          {series.map((entry, index) => {
            const color = seriesColor(index);
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  className={styles.legendButton}
                  aria-pressed={!hidden.includes(entry.key)}
                  onClick={() => toggle(entry.key)}
                >
                  <SeriesSwatch color={color} dash={graphDash(index)} />
                  {graphSeriesLabel(entry.label, entry.unit)}
                </button>
              </li>
            );
          })}
        </ul>
        <div className={styles.zoomButtons}>
          <Button
            variant="outline"
            size="small"
            disabled={!interaction.canZoomIn}
            onClick={() => interaction.zoomBy('in')}
          >
            {text.zoomIn}
          </Button>
          <Button
            variant="outline"
            size="small"
            disabled={!zoomWindow}
            onClick={() => interaction.zoomBy('out')}
          >
            {text.zoomOut}
          </Button>
          {zoomWindow ? (
            <Button
              variant="outline"
              size="small"
              onClick={() => {
                setZoomWindow(null);
                overlayRef.current?.focus();
              }}
            >
              {text.resetZoom}
            </Button>
          ) : null}
        </div>
      </div>
      <div
        ref={setPlotElement}
        className={styles.plot}
        style={{ height: totalHeight }}
        data-zoomed={zoomWindow ? '' : undefined}
      >
        <canvas
          ref={canvasRef}
          className={styles.layer}
          aria-hidden="true"
          width={Math.round(plotWidth * pixelRatio)}
          height={Math.round(plotHeight * pixelRatio)}
          style={{ left: MARGIN.left, top: MARGIN.top, width: plotWidth, height: plotHeight }}
        />
        <svg
          ref={svgRef}
          className={styles.layer}
          width={plotWidth + MARGIN.left + MARGIN.right}
          height={totalHeight}
          aria-hidden="true"
        >
          <ChartAxes
            xScale={xScale}
            panels={axesPanels}
            plotWidth={plotWidth}
            plotHeight={plotHeight}
            left={MARGIN.left}
            top={MARGIN.top}
            formatTick={format.tick}
          />
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {drag ? (
              <rect
                className={styles.selection}
                x={Math.min(drag.start, drag.end)}
                y={0}
                width={Math.abs(drag.end - drag.start)}
                height={plotHeight}
              />
            ) : null}
            {cursorX != null && cursor != null && !drag ? (
              <g data-testid="crosshair">
                <line
                  className={styles.crosshair}
                  x1={cursorX}
                  x2={cursorX}
                  y1={0}
                  y2={plotHeight}
                />
                {series.map((entry, index) => {
                  const value = entry.values[cursor];
                  const place = panelOf.get(index);
                  if (hidden.includes(entry.key) || value == null || Number.isNaN(value) || !place)
                    return null;
                  return (
                    <circle
                      key={entry.key}
                      className={styles.marker}
                      cx={cursorX}
                      cy={place.panel.top + place.yScale(value)}
                      r={4}
                      style={{ fill: seriesColor(index) }}
                    />
                  );
                })}
              </g>
            ) : null}
          </g>
        </svg>
        <div
          ref={overlayRef}
          role="slider"
          aria-label={title}
          aria-describedby={instructionsId}
          aria-orientation="horizontal"
          aria-valuemin={interaction.firstInView}
          aria-valuemax={interaction.lastInView}
          aria-valuenow={cursor ?? interaction.firstInView}
          aria-valuetext={valueText}
          tabIndex={0}
          className={styles.overlay}
          style={{ left: MARGIN.left, top: MARGIN.top, width: plotWidth, height: plotHeight }}
          {...interaction.handlers}
          onKeyDown={interaction.onKeyDown}
        />
        {cursor != null && cursorX != null && !drag ? (
          <div
            className={styles.tooltip}
            aria-hidden="true"
            data-testid="chart-tooltip"
            style={
              cursorX > plotWidth / 2
                ? { left: MARGIN.left + cursorX - 12, transform: 'translateX(-100%)' }
                : { left: MARGIN.left + cursorX + 12 }
            }
          >
            <p className={styles.tooltipTime}>{format.full(timestamps[cursor])}</p>
            <dl className={styles.tooltipList}>
              {tooltipRows.map((row) => (
                <div key={row.key} className={styles.tooltipRow}>
                  <SeriesSwatch color={row.color} dash={row.dash} />
                  <dt className={styles.tooltipName}>{row.label}</dt>
                  <dd className={styles.tooltipValue}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      <p id={instructionsId} className={styles.hidden}>
        {text.instructions}
      </p>
    </figure>
  );
}
