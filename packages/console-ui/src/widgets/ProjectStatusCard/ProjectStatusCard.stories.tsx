import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { ProjectStatusCard } from './ProjectStatusCard';

const meta = {
  title: 'Widgets/ProjectStatusCard',
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
