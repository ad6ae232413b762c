import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeChartData } from '../fixtures/graph';
import { TimeSeriesChart } from './TimeSeriesChart';

const twoSeries = makeChartData({ days: 7, intervalMinutes: 30, seriesCount: 2 });

const meta = {
  title: 'Widgets/TimeSeriesChart',
  component: TimeSeriesChart,
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
