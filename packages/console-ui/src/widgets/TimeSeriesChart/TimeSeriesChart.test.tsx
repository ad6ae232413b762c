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
