import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALARM_COUNTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { AlarmStatsCard } from './AlarmStatsCard';

const meta = {
  title: 'Widgets/AlarmStatsCard/Features',
  component: AlarmStatsCard,
  args: { counts: ALARM_COUNTS },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlarmStatsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No stats at all: every period reads 0 alarms. */
export const Empty: Story = {
  args: { counts: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('0 alarms')).toHaveLength(3);
  },
};

export const LoadFailed: Story = {
  args: { counts: undefined, errorMessage: 'Server error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Server error');
  },
};

export const LargeNumbers: Story = {
  args: { counts: { 7: 1204, 30: 18342, 90: 1000000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1000000 alarms')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('41 alarms')).toBeVisible();
  },
};
