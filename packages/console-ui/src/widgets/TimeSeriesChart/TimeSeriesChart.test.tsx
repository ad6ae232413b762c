import type * as domain from '@hvac/console-domain';
import { reduceToPixelColumns } from '@hvac/console-domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { CHART_START, makeChartData } from '../fixtures/graph';
import { TimeSeriesChart } from './TimeSeriesChart';

// The reduction runs as in production; the spy counts how often the chart asks for it.
vi.mock('@hvac/console-domain', async (importOriginal) => {
  const actual = await importOriginal<typeof domain>();
  return { ...actual, reduceToPixelColumns: vi.fn(actual.reduceToPixelColumns) };
});

// jsdom has no canvas: the painting itself is proved in Storybook (Chromium); here, the behaviour.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});

const HOUR = 3_600_000;
const data = makeChartData({ days: 1, intervalMinutes: 60, seriesCount: 2 });

function renderChart(props: Partial<Parameters<typeof TimeSeriesChart>[0]> = {}) {
  return render(
    <TimeSeriesChart
      title="Graph"
      timestamps={data.timestamps}
      series={data.series}
      width={680}
      timeZone="UTC"
      {...props}
    />,
  );
}

describe('TimeSeriesChart', () => {
  it('without a width, fills its container and follows it as it resizes', () => {
    let report: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 700 } as DOMRect);
    try {
      const { container } = renderChart({ width: undefined });
      // The axes' layer, beside the plot's canvas: as wide as the plot with its margins.
      const svg = () => container.querySelector('canvas + svg');
      expect(svg()).toHaveAttribute('width', '700');
      act(() =>
        report(
          [{ contentRect: { width: 500.6 } } as unknown as ResizeObserverEntry],
          {} as ResizeObserver,
        ),
      );
      expect(svg()).toHaveAttribute('width', '500');
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('names every series with its unit in a legend that hides and shows it', () => {
    const onHiddenSeriesChange = vi.fn();
    renderChart({ onHiddenSeriesChange });
    const legend = screen.getByRole('list', { name: 'Series' });
    const outdoor = screen.getByRole('button', { name: 'Outdoor air temperature (°C)' });
    expect(legend).toContainElement(outdoor);
    expect(outdoor).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(outdoor);
    expect(outdoor).toHaveAttribute('aria-pressed', 'false');
    expect(onHiddenSeriesChange).toHaveBeenLastCalledWith(['general.outdoor_temp']);
    fireEvent.click(outdoor);
    expect(onHiddenSeriesChange).toHaveBeenLastCalledWith([]);
  });

  it('moves the crosshair point by point with the arrow keys and reads every visible series', () => {
    renderChart();
    const plot = screen.getByRole('slider', { name: 'Graph' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('January 1, 2026 at 02:00');
    expect(tooltip).toHaveTextContent('Outdoor air temperature');
    expect(tooltip).toHaveTextContent('Leaving water temperature');
    expect(plot.getAttribute('aria-valuetext')).toMatch(
      /^January 1, 2026 at 02:00: Outdoor air temperature -?[\d.]+ °C, Leaving water temperature [\d.]+ °C$/,
    );
    fireEvent.keyDown(plot, { key: 'End' });
    expect(tooltip).toHaveTextContent('January 2, 2026 at 00:00');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(tooltip).toHaveTextContent('January 2, 2026 at 00:00');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
    expect(plot).toHaveAttribute('aria-valuetext', 'No point selected');
  });

  it('shows the nearest point under the pointer', () => {
    renderChart();
    const plot = screen.getByRole('slider');
    // 600 px of plot for 23 hours (01:00 → 24:00): 12:00 sits at 11/23 of the width.
    act(() => {
      fireEvent.pointerMove(plot, { clientX: (600 * 11) / 23 + 3 });
    });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('January 1, 2026 at 12:00');
    fireEvent.pointerLeave(plot);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('zooms into a dragged window and resets it', () => {
    const onZoomChange = vi.fn();
    renderChart({ onZoomChange });
    const plot = screen.getByRole('slider');
    fireEvent.pointerDown(plot, { button: 0, clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { clientX: 300, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 300, pointerId: 1 });
    expect(onZoomChange).toHaveBeenCalledWith({
      from: CHART_START + HOUR,
      to: CHART_START + HOUR + 11.5 * HOUR,
    });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    fireEvent.click(reset);
    expect(onZoomChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    expect(plot).toHaveFocus();
  });

  it('reduces the lines again for a new window, not for an equal one passed as a new object', () => {
    const window = { from: CHART_START + HOUR, to: CHART_START + 5 * HOUR };
    const { rerender } = renderChart({ zoom: { ...window } });
    const reduce = vi.mocked(reduceToPixelColumns);
    const calls = reduce.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    const props = { title: 'Graph', timestamps: data.timestamps, series: data.series, width: 680 };
    rerender(<TimeSeriesChart {...props} timeZone="UTC" zoom={{ ...window }} />);
    expect(reduce.mock.calls.length).toBe(calls);
    rerender(
      <TimeSeriesChart {...props} timeZone="UTC" zoom={{ ...window, to: window.to + HOUR }} />,
    );
    expect(reduce.mock.calls.length).toBe(calls + data.series.length);
  });

  it('treats a click as a crosshair, not a zoom', () => {
    const onZoomChange = vi.fn();
    renderChart({ onZoomChange });
    const plot = screen.getByRole('slider');
    fireEvent.pointerDown(plot, { button: 0, clientX: 100 });
    fireEvent.pointerUp(plot, { clientX: 102 });
    expect(onZoomChange).not.toHaveBeenCalled();
  });

  it('zooms in and out by keyboard around the crosshair, which stays on its point', () => {
    const onZoomChange = vi.fn();
    renderChart({ onZoomChange });
    const plot = screen.getByRole('slider', { name: 'Graph' });
    // The crosshair on the 6th point (06:00) of 01:00 → 24:00.
    for (let step = 0; step < 6; step += 1) fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('January 1, 2026 at 06:00');
    fireEvent.keyDown(plot, { key: '+' });
    // Half of 23 hours, 06:00 keeping its place (5/23 of the way).
    const zoomed = onZoomChange.mock.lastCall?.[0] as { from: number; to: number };
    expect(zoomed.to - zoomed.from).toBeCloseTo(11.5 * HOUR);
    const at = CHART_START + 6 * HOUR;
    expect((at - zoomed.from) / (zoomed.to - zoomed.from)).toBeCloseTo(5 / 23);
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('January 1, 2026 at 06:00');
    expect(plot).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^January 1, 2026 at 06:00/),
    );
    fireEvent.keyDown(plot, { key: '-' });
    expect(onZoomChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('January 1, 2026 at 06:00');
  });

  it('zooms by single clicks on Zoom in and Zoom out', () => {
    const onZoomChange = vi.fn();
    renderChart({ onZoomChange });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    // No crosshair: around the middle of 01:00 → 24:00.
    expect(onZoomChange).toHaveBeenLastCalledWith({
      from: CHART_START + HOUR + 5.75 * HOUR,
      to: CHART_START + HOUR + 17.25 * HOUR,
    });
    expect(zoomOut).toBeEnabled();
    fireEvent.click(zoomOut);
    expect(onZoomChange).toHaveBeenLastCalledWith(null);
    // Zoom in stops at a few points.
    for (let step = 0; step < 10; step += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it('gives each unit its own panel and value axis, one time axis for all', () => {
    const mixed = makeChartData({ days: 1, intervalMinutes: 60, seriesCount: 6 });
    const { container } = renderChart({ series: mixed.series, timestamps: mixed.timestamps });
    const units = [...container.querySelectorAll('[data-unit]')].map((panel) =>
      panel.getAttribute('data-unit'),
    );
    expect(units).toEqual(['°C', 'Hz', 'bar']);
    expect(screen.queryByText('°C · Hz · bar')).toBeNull();
    // Panels stack: 320 px with one unit, more with three (each at least 96 px).
    const plot = screen.getByRole('slider').parentElement;
    expect(parseFloat(plot?.style.height ?? '')).toBeGreaterThan(320);
  });

  it('keys each series by colour and dash pattern in the legend', () => {
    renderChart();
    const dashes = screen
      .getAllByRole('button', { pressed: true })
      .map((button) => button.querySelector('line')?.getAttribute('stroke-dasharray') ?? 'solid');
    expect(dashes).toEqual(['solid', '8 4']);
  });

  it('shows the empty message when there is nothing to draw', () => {
    renderChart({
      timestamps: [],
      series: [],
      emptyMessage: 'No data available for the selected parameters.',
    });
    expect(screen.getByText('No data available for the selected parameters.')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderChart({
      defaultZoom: { from: CHART_START + HOUR, to: CHART_START + 5 * HOUR },
    });
    expect(await axe(container)).toHaveNoViolations();
  });
});
