import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { RULE_PROJECTS, RULE_USERS } from '../fixtures/notifications';
import { NotificationRuleDialog } from './NotificationRuleDialog';

const meta = {
  title: 'Widgets/NotificationRuleDialog',
  component: NotificationRuleDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Create or edit a notification rule: name, channel (e-mail or webhook), events, projects (none: all), recipients by permission type, chosen users and addresses (e-mail) or the URL (webhook), the grouping window and the repeat reminder. Field messages come from the domain's rule and from the server; focus goes to the first invalid field after a refused submit.\n\n**When to use.** The Notifications page's New Rule and Edit.\n\n**When not to use.** Not for alarm configurations (thresholds of a device's parameter): those say when an alarm is raised, a rule says who hears of it.",
      },
    },
  },
  args: {
    projects: RULE_PROJECTS,
    users: RULE_USERS,
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>New Rule</Button>,
  },
} satisfies Meta<typeof NotificationRuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, name it, choose who hears of alarms, create: the dialog closes once the rule is saved. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notification rule' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Night shift on call');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Night shift on call',
        channel: 'email',
        recipients: { permission_types: ['company_manager'], users: [], emails: [] },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
