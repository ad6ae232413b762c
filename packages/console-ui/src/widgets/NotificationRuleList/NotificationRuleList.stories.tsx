import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RULE_SUMMARIES } from '../fixtures/notifications';
import { NotificationRuleList } from './NotificationRuleList';

const meta = {
  title: 'Widgets/NotificationRuleList',
  component: NotificationRuleList,
  parameters: {
    docs: {
      description: {
        component:
          'The company’s notification rules: each with its channel, events, projects, recipients, grouping and reminder, and (for those who may change rules) Edit, Send Test and Delete with a confirmation. Loading, empty and failed states are part of it.\n\n**When to use.** The Notifications page.\n\n**When not to use.** Not for what was sent: that is the DeliveryLog.',
      },
    },
  },
  args: {
    rules: RULE_SUMMARIES,
    canEdit: true,
    onEdit: fn(),
    onTest: fn(),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof NotificationRuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule's facts and actions; Send Test and Edit call back with the rule's id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ticketing webhook' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Test Ticketing webhook' }));
    await expect(args.onTest).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Night shift on call' }));
    await expect(args.onEdit).toHaveBeenCalledWith(1);
  },
};

export const Playground: Story = {};
