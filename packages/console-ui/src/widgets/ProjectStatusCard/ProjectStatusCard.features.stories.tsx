import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { ProjectStatusCard } from './ProjectStatusCard';

const meta = {
  title: 'Widgets/ProjectStatusCard/Features',
  component: ProjectStatusCard,
  args: { counts: { active_alarms: 2, seven_days: 5, thirty_days: 17 } },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { counts: { active_alarms: 0, seven_days: 0, thirty_days: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('0')).toHaveLength(3);
  },
};

/** The counts could not be read (only logged, projects.md §8): '—' for each figure. */
export const LoadFailed: Story = {
  args: { counts: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('—')).toHaveLength(3);
  },
};

export const LargeNumbers: Story = {
  args: { counts: { active_alarms: 1204, seven_days: 18342, thirty_days: 1000000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1000000')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('17')).toBeVisible();
  },
};
