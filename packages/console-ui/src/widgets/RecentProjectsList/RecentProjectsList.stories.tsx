import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RECENT_PROJECTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { RecentProjectsList } from './RecentProjectsList';

const meta = {
  title: 'Widgets/RecentProjectsList',
  component: RecentProjectsList,
  parameters: {
    docs: {
      description: {
        component:
          "The recently visited projects; 'No recent projects available' when there are none.\n\n**When to use.** Use it on the dashboard for the projects the user visited last.\n\n**When not to use.** Not as the project list.",
      },
    },
  },
  args: { projects: RECENT_PROJECTS, onOpen: fn() },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentProjectsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Airport_City_Phase_2' }));
    await expect(args.onOpen).toHaveBeenCalledWith('3', { name: 'Airport_City_Phase_2', id: '3' });
  },
};

export const Playground: Story = { args: { projects: ['Lab_9'] } };
