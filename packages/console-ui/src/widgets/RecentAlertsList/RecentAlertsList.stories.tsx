import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALERTS } from '../fixtures/dashboard';
import * as layout from '../fixtures/storyLayout.css';
import { RecentAlertsList } from './RecentAlertsList';

const meta = {
  title: 'Widgets/RecentAlertsList',
  component: RecentAlertsList,
  parameters: {
    docs: {
      description: {
        component:
          "Up to five unresolved alarm entries; each opens its project. 'No alerts' when there are none.\n\n**When to use.** Use it on the dashboard for the latest unresolved alarms, each a link to its project.\n\n**When not to use.** Not as the full alarm history (the project's Alarms tab).",
      },
    },
  },
  args: { alerts: ALERTS, onOpenProject: fn(), timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentAlertsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('button');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('March 14, 2026 at 09:12');
    await userEvent.click(items[1]);
    await expect(args.onOpenProject).toHaveBeenCalledWith(ALERTS[2]);
  },
};

export const Playground: Story = { args: { alerts: ALERTS.slice(0, 2) } };
