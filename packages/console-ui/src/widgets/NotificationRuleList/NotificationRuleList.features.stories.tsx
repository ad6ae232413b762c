import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { RULE_SUMMARIES } from '../fixtures/notifications';
import { NotificationRuleList } from './NotificationRuleList';

const meta = {
  title: 'Widgets/NotificationRuleList/Features',
  component: NotificationRuleList,
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

export const Loading: Story = {
  args: { rules: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(NOTIFICATION_MESSAGES.RULES_TITLE),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rules: [], emptyAction: <Button>New Rule</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: NOTIFICATION_MESSAGES.NO_RULES }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Rule' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rules: [], error: NOTIFICATION_MESSAGES.FAILED_TO_LOAD_RULES, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      NOTIFICATION_MESSAGES.FAILED_TO_LOAD_RULES,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An admin's or manager's view without edit rights (no actions at all). */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Delete asks first; the rule goes only once the confirmation is given. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', {
      name: 'Delete Night shift on call',
    });
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete notification rule' });
    await expect(confirm).toHaveTextContent('Delete the rule "Night shift on call"?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    rules: [
      {
        ...RULE_SUMMARIES[0],
        name: 'Maintenance coordinators of the north wing, building C (weekends and holidays)',
        recipientsText:
          'maintenance.coordinator.building-c.north-wing@regional-logistics-cold-storage.example.com',
      },
    ],
  },
};

export const Narrow: Story = {
  parameters: { testViewport: { width: 320, height: 800 } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
