import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LIVE_MESSAGES, livePauseText } from '@hvac/console-domain';
import { LiveUpdatesNotice } from './LiveUpdatesNotice';

const meta = {
  title: 'Components/LiveUpdatesNotice',
  component: LiveUpdatesNotice,
  args: {
    paused: true,
    title: LIVE_MESSAGES.PAUSED,
    reason: livePauseText('dropped', 10_000),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Says that the console's live updates are paused, and why (the app's shell shows it above each screen).\n\n**When to use.** Once per screen, above the content, bound to the live-event stream's status.\n\n**When not to use.** Not for a failed action (use a Toast) nor for a value that is stale (the value says so).\n\n**Accessibility.** A polite status region that stays in the page while live updates arrive, so pausing and resuming are announced without taking focus.",
      },
    },
  },
} satisfies Meta<typeof LiveUpdatesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(LIVE_MESSAGES.PAUSED).closest('[aria-live]');
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    await expect(notice).toHaveTextContent(
      `${LIVE_MESSAGES.PAUSED} ${livePauseText('dropped', 10_000)}`,
    );
  },
};

export const Playground: Story = {};
