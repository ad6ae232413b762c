import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@hvac/console-domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHART_START, makeChartData } from '../fixtures/graph';
import { TimeSeriesChart } from './TimeSeriesChart';

const DAY = 86_400_000;
const oneSeries = makeChartData({ days: 7, intervalMinutes: 30, seriesCount: 1 });
const sixSeries = makeChartData({ days: 7, intervalMinutes: 30, seriesCount: 6 });
const ninetyDays = makeChartData({ days: 90, intervalMinutes: 5, seriesCount: 6 });
const withGap = makeChartData({
  days: 7,
  intervalMinutes: 15,
  seriesCount: 2,
  gap: { fromDay: 3, toDay: 4.5 },
});

const meta = {
  title: 'Widgets/TimeSeriesChart/Features',
  component: TimeSeriesChart,
  args: {
    title: 'Graph logs',
    timestamps: sixSeries.timestamps,
    series: sixSeries.series,
    width: 900,
    height: 360,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alpha of the plot's canvas at a fraction of its width, over its whole height. */
function columnHasInk(canvasElement: HTMLElement, fraction: number): boolean {
  const canvas = canvasElement.querySelector('canvas');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return false;
  const x = Math.round(canvas.width * fraction);
  const pixels = context.getImageData(x, 0, 1, canvas.height).data;
  for (let index = 3; index < pixels.length; index += 4) if (pixels[index] > 0) return true;
  return false;
}

export const Empty: Story = {
  args: { timestamps: [], series: [], emptyMessage: MESSAGES.NO_GRAPH_DATA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.NO_GRAPH_DATA)).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

export const OneSeries: Story = {
  args: { timestamps: oneSeries.timestamps, series: oneSeries.series },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('button', { name: 'Outdoor air temperature (°C)' });
    await expect(legend).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(legend);
    await expect(legend).toHaveAttribute('aria-pressed', 'false');
    await expect(columnHasInk(canvasElement, 0.5)).toBe(false);
    await userEvent.click(legend);
    await expect(legend).toHaveAttribute('aria-pressed', 'true');
    await expect(columnHasInk(canvasElement, 0.5)).toBe(true);
    await expect(canvas.getByText('°C')).toBeInTheDocument();
  },
};

/**
 * Three units, three stacked panels with a value axis each and one time axis: 3 bar is not drawn
 * flat under 60 Hz. Each line has its colour and its dash pattern, in the plot and in the legend.
 */
export const SixSeries: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(
      within(canvasElement).getByRole('list', { name: 'Series' }),
    ).getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    const units = [...canvasElement.querySelectorAll('[data-unit]')].map((panel) =>
      panel.getAttribute('data-unit'),
    );
    await expect(units).toEqual(['°C', 'Hz', 'bar']);
    await expect(within(canvasElement).queryByText('°C · Hz · bar')).toBeNull();
    // Every panel has ink: the pressure line uses its own panel's height.
    const canvas = canvasElement.querySelector('canvas');
    const context = canvas?.getContext('2d');
    const pixels = context?.getImageData(0, 0, canvas?.width ?? 0, canvas?.height ?? 0).data;
    const rowsWithInk = new Set<number>();
    for (let index = 3; pixels && index < pixels.length; index += 4) {
      if (pixels[index] > 0) rowsWithInk.add(Math.floor(index / 4 / (canvas?.width ?? 1)));
    }
    const third = (canvas?.height ?? 0) / 3;
    await expect([...rowsWithInk].some((row) => row < third)).toBe(true);
    await expect([...rowsWithInk].some((row) => row > third && row < 2 * third)).toBe(true);
    await expect([...rowsWithInk].some((row) => row > 2 * third)).toBe(true);
  },
};

/** Zoom by keyboard: + and − around the crosshair's point, which stays chosen. */
export const KeyboardZoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('slider', { name: 'Graph logs' });
    plot.focus();
    await expect(plot).toHaveFocus();
    for (let step = 0; step < 40; step += 1) await userEvent.keyboard('{ArrowRight}');
    const point = plot.getAttribute('aria-valuetext')?.split(': ')[0];
    await expect(point).toBe('January 1, 2026 at 20:00');
    await userEvent.keyboard('+');
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    await expect(plot.getAttribute('aria-valuetext')?.split(': ')[0]).toBe(point);
    await userEvent.keyboard('+');
    await expect(plot).toHaveFocus();
    await waitFor(() => expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent(point ?? ''));
  },
};

/** 6 × 25,920 points (90 days at 5 minutes), reduced to the plot's pixel columns. */
export const NinetyDays: Story = {
  args: { timestamps: ninetyDays.timestamps, series: ninetyDays.series, maxGap: 7.5 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(ninetyDays.timestamps).toHaveLength(25_920);
    await expect(columnHasInk(canvasElement, 0.01)).toBe(true);
    await expect(columnHasInk(canvasElement, 0.99)).toBe(true);
  },
};

/** An outage of a day and a half: no line across it. */
export const Gap: Story = {
  args: { timestamps: withGap.timestamps, series: withGap.series, maxGap: 22.5 * 60_000 },
  play: async ({ canvasElement }) => {
    const span = withGap.timestamps[withGap.timestamps.length - 1] - withGap.timestamps[0];
    const middleOfGap = (CHART_START + 3.75 * DAY - withGap.timestamps[0]) / span;
    await expect(columnHasInk(canvasElement, middleOfGap)).toBe(false);
    await expect(columnHasInk(canvasElement, middleOfGap - 0.2)).toBe(true);
  },
};

export const Zoomed: Story = {
  args: { defaultZoom: { from: CHART_START + 2 * DAY, to: CHART_START + 2.5 * DAY } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
    await expect(canvas.getByText('06:00')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(6);
    await expect(columnHasInk(canvasElement, 0.5)).toBe(true);
  },
};

/** Reached by keyboard: the crosshair reads every series at the point. */
export const TooltipShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('slider', { name: 'Graph logs' });
    for (let step = 0; step < 20 && document.activeElement !== plot; step += 1)
      await userEvent.tab();
    await expect(plot).toHaveFocus();
    for (let step = 0; step < 150; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('January 4, 2026 at 03:00: '),
    );
    const tooltip = await canvas.findByTestId('chart-tooltip');
    await expect(tooltip).toHaveTextContent('January 4, 2026 at 03:00');
    await waitFor(() =>
      expect(within(tooltip).getAllByRole('definition', { hidden: true })).toHaveLength(6),
    );
  },
};
