import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeChartData } from '../fixtures/graph';
import { TimeSeriesChart } from './TimeSeriesChart';

const twoSeries = makeChartData({ days: 7, intervalMinutes: 30, seriesCount: 2 });

const meta = {
  title: 'Widgets/TimeSeriesChart',
  component: TimeSeriesChart,
  parameters: {
    docs: {
      description: {
        component:
          'A time-series line chart for many points: each series is reduced to min and max per pixel column before it is drawn on a canvas, so 6 × 26,000 points cost what 6 × 2 × width do. Axes are visx SVG; the legend hides and shows series; the crosshair reads every visible series at the pointer or, from the keyboard, point by point; a drag zooms, Reset zoom goes back.\n\n**When to use.** Use it for parameters over time, from a few hundred to hundreds of thousands of points: it draws in time proportional to its width.\n\n**When not to use.** Not for a handful of current values (cards) nor for categories (a table).',
      },
    },
  },
  args: {
    title: 'Graph logs',
    timestamps: twoSeries.timestamps,
    series: twoSeries.series,
    width: 900,
    height: 360,
    timeZone: 'UTC',
    maxGap: 45 * 60_000,
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Graph logs' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};

export const Playground: Story = {
  args: { width: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Series' })).toBeVisible();
  },
};
