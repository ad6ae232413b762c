import type { Ref } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../utils/cx';
import { useContainerWidth } from '../../utils/useContainerWidth';
import { useControllableState } from '../../utils/useControllableState';
import { ChartAxes } from './ChartAxes';
import { ChartCrosshair, DragSelection } from './ChartCrosshair';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, tooltipRows } from './ChartTooltip';
import { ChartZoomButtons } from './ChartZoomButtons';
import type { TimeSeriesChartLabels } from './labels';
import { DEFAULT_CHART_LABELS } from './labels';
import { layoutPanels, MARGIN } from './layout';
import type { TimeSeries } from './series';
import * as styles from './TimeSeriesChart.css';
import { useCanvasPaint } from './useCanvasPaint';
import type { ChartZoom } from './useChartInteraction';
import { useChartInteraction } from './useChartInteraction';
import type { TimeSeriesChartHandle } from './useChartPngHandle';
import { useChartPngHandle } from './useChartPngHandle';
import { useChartScales } from './useChartScales';

export type { ChartZoom, TimeSeries, TimeSeriesChartHandle, TimeSeriesChartLabels };
export { DEFAULT_CHART_LABELS };

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

const NO_KEYS: readonly string[] = [];

/**
 * A time-series line chart for many points: each series is reduced to min and max per pixel column
 * before it is drawn on a canvas, so 6 × 26,000 points cost what 6 × 2 × width do. Axes are visx
 * SVG; the legend hides and shows series; the crosshair reads every visible series at the pointer
 * or, from the keyboard, point by point; a drag zooms, Reset zoom goes back.
 *
 * Its parts, in this folder: panels and margins (layout.ts), scales and reduced lines
 * (useChartScales.ts), the canvas (useCanvasPaint.ts, paint.ts), axes (ChartAxes.tsx), legend
 * (ChartLegend.tsx), zoom (ChartZoomButtons.tsx, useChartInteraction.ts), crosshair and tooltip
 * (ChartCrosshair.tsx, ChartTooltip.tsx), PNG export (useChartPngHandle.ts, exportPng.ts).
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

  const { painted, panelOf, xScale, format, axesPanels } = useChartScales({
    panels,
    series,
    timestamps,
    hiddenKey,
    view,
    plotWidth,
    maxGap,
    timeZone,
  });
  const pixelRatio = useCanvasPaint({ canvasRef, painted, view, plotWidth, plotHeight });

  const interaction = useChartInteraction({
    timestamps,
    view,
    full: { from: fullFrom, to: fullTo },
    plotWidth,
    onZoom: setZoomWindow,
  });
  const { cursor, drag } = interaction;

  useChartPngHandle(ref, { rootRef, svgRef, canvasRef, series, hidden });

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
  const rows = cursor == null ? [] : tooltipRows(series, hidden, cursor, text.noValue);
  // The crosshair is a slider over the window's points: its value reads the point's time and values.
  const valueText =
    cursor == null
      ? text.noPoint
      : `${format.full(timestamps[cursor])}: ${rows.map((row) => `${row.label} ${row.value}`).join(', ')}`;

  return (
    <figure ref={rootRef} className={cx(styles.root, className)} aria-label={title}>
      <div className={styles.toolbar}>
        <ChartLegend series={series} hidden={hidden} label={text.legend} onToggle={toggle} />
        <ChartZoomButtons
          labels={text}
          canZoomIn={interaction.canZoomIn}
          zoomed={zoomWindow != null}
          onZoomIn={() => interaction.zoomBy('in')}
          onZoomOut={() => interaction.zoomBy('out')}
          onReset={() => {
            setZoomWindow(null);
            overlayRef.current?.focus();
          }}
        />
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
            {drag ? <DragSelection drag={drag} plotHeight={plotHeight} /> : null}
            {cursorX != null && cursor != null && !drag ? (
              <ChartCrosshair
                cursor={cursor}
                cursorX={cursorX}
                plotHeight={plotHeight}
                series={series}
                hidden={hidden}
                panelOf={panelOf}
              />
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
          <ChartTooltip
            time={format.full(timestamps[cursor])}
            rows={rows}
            cursorX={cursorX}
            left={MARGIN.left}
            plotWidth={plotWidth}
          />
        ) : null}
      </div>
      <p id={instructionsId} className={styles.hidden}>
        {text.instructions}
      </p>
    </figure>
  );
}
