import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALARM_COUNTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { AlarmStatsCard } from './AlarmStatsCard';

const meta = {
  title: 'Widgets/AlarmStatsCard',
  component: AlarmStatsCard,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's Alarm Entry Stats: 'Last 7 days' … '{n} alarms'.\n\n**When to use.** Use it on the dashboard for the alarm counts of the last days.\n\n**When not to use.** Not for a single project's counts (ProjectStatusCard).",
      },
    },
  },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Alarm Entry Stats' })).toBeVisible();
    await expect(canvas.getByText('3 alarms')).toBeVisible();
    await expect(canvas.getByText('12 alarms')).toBeVisible();
    await expect(canvas.getByText('41 alarms')).toBeVisible();
  },
};

export const Playground: Story = { args: { counts: { 7: 0, 30: 5, 90: 5 } } };
