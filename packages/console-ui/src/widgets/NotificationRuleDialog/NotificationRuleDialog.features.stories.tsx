import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationRuleDialog } from './NotificationRuleDialog';
import { RULE_PROJECTS, RULE_USERS } from '../fixtures/notifications';
import { ruleValues } from './useNotificationRuleForm';

const meta = {
  title: 'Widgets/NotificationRuleDialog/Features',
  component: NotificationRuleDialog,
  args: {
    projects: RULE_PROJECTS,
    users: RULE_USERS,
    onSubmit: fn(() => Promise.resolve()),
    defaultOpen: true,
  },
} satisfies Meta<typeof NotificationRuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** Every field's message at once; what was typed stays and focus goes to the first invalid field. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Alarm raised' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Alarm resolved' }));
    const grouping = within(form).getByRole('textbox', { name: /Grouping/ });
    await userEvent.clear(grouping);
    await userEvent.type(grouping, '2000');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail addresses/ }), 'ops@');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    for (const message of [
      NOTIFICATION_MESSAGES.NAME_REQUIRED,
      NOTIFICATION_MESSAGES.EVENTS_REQUIRED,
      NOTIFICATION_MESSAGES.INVALID_EMAILS,
      NOTIFICATION_MESSAGES.GROUPING_RANGE,
    ])
      await expect(within(form).getByText(message)).toBeVisible();
    await expect(grouping).toHaveValue('2000');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A webhook: the recipients give way to the URL; the server refuses a private address on it. */
export const WebhookRefused: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          fieldErrors: { url: [NOTIFICATION_MESSAGES.URL_NOT_ALLOWED] },
        }),
      ),
    ),
  },
  play: async () => {
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ticketing');
    await userEvent.click(within(form).getByRole('combobox', { name: /Channel/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Webhook' }));
    await expect(within(form).queryByRole('textbox', { name: /E-mail addresses/ })).toBeNull();
    const url = within(form).getByRole('textbox', { name: /Webhook URL/ });
    await userEvent.type(url, 'http://10.0.0.5/hook');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await expect(
      await within(form).findByText(NOTIFICATION_MESSAGES.URL_NOT_ALLOWED),
    ).toBeVisible();
    await expect(url).toHaveValue('http://10.0.0.5/hook');
    await waitFor(() => expect(url).toHaveFocus());
  },
};

/** The save failed without naming a field: the form's message, nothing typed is lost. */
export const SubmitFailed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Server error'))) },
  play: async () => {
    const form = await dialog();
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Night shift');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Company Admin' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await expect(
      await within(form).findByText(NOTIFICATION_MESSAGES.FAILED_TO_CREATE_RULE),
    ).toBeVisible();
    await expect(name).toHaveValue('Night shift');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create' })).toHaveFocus());
  },
};

const WEBHOOK_RULE = ruleValues({
  name: 'Ticketing webhook',
  projects: [1],
  events: ['alarm_raised', 'alarm_resolved', 'device_offline'],
  channel: 'webhook',
  recipients: { permission_types: [], users: [], emails: [] },
  url: 'https://tickets.demo-climate.rs/hooks/hvac',
  grouping_minutes: 0,
  repeat_minutes: 60,
});

/** Editing starts from the rule's values and saves them. */
export const EditRule: Story = {
  args: { initial: WEBHOOK_RULE },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(
      within(form).getByRole('heading', { name: 'Edit notification rule' }),
    ).toBeVisible();
    await expect(within(form).getByRole('checkbox', { name: 'Ušće Business Tower' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ticketing webhook',
        grouping_minutes: 0,
        repeat_minutes: 60,
      }),
    );
  },
};

/** On a 320 px phone: one column, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: { testViewport: { width: 320, height: 900 } },
  args: { initial: WEBHOOK_RULE },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: /Webhook URL/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await expect(within(form).getByText(NOTIFICATION_MESSAGES.NAME_REQUIRED)).toBeVisible();
  },
};
