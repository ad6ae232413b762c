import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { ProjectStatusCard } from './ProjectStatusCard';

const meta = {
  title: 'Widgets/ProjectStatusCard',
  component: ProjectStatusCard,
  parameters: {
    docs: {
      description: {
        component:
          "A project's Status: Active Alarms and the alarms of the last 7 and 30 days. A failed read of the counts is only logged by the owner (projects.md §8); the card then shows '—' for each figure.\n\n**When to use.** Use it on a project's page for its active and recent alarm counts.\n\n**When not to use.** Not for the whole company's counts (AlarmStatsCard).",
      },
    },
  },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Status' });
    await expect(card).toHaveTextContent('Active Alarms2');
    await expect(card).toHaveTextContent('Alarms in last 7 days5');
    await expect(card).toHaveTextContent('Alarms in last 30 days17');
  },
};

export const Playground: Story = {};
