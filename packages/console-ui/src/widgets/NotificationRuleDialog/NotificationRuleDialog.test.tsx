import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { NotificationRuleList } from '../NotificationRuleList/NotificationRuleList';
import { NotificationRuleDialog } from './NotificationRuleDialog';
import { ruleValues } from './useNotificationRuleForm';

const PROJECTS = [
  { value: '1', label: 'Ušće Business Tower' },
  { value: '2', label: 'Airport City' },
];
const USERS = [{ value: '3', label: 'Ivana Nikolić' }];

function renderDialog(props: Partial<Parameters<typeof NotificationRuleDialog>[0]> = {}) {
  const onSubmit = vi.fn<(payload: unknown) => Promise<unknown>>(() => Promise.resolve());
  render(
    <NotificationRuleDialog
      projects={PROJECTS}
      users={USERS}
      onSubmit={onSubmit}
      defaultOpen
      {...props}
    />,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

describe('NotificationRuleDialog', { timeout: 20_000 }, () => {
  it('creates an e-mail rule from what was chosen and typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, dialog } = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.keyboard('Night shift');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Airport City' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-mail addresses/ }),
      'a@b.co, c@d.co',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Night shift',
      projects: [2],
      events: ['alarm_raised', 'alarm_resolved'],
      channel: 'email',
      recipients: {
        permission_types: ['company_manager'],
        users: [],
        emails: ['a@b.co', 'c@d.co'],
      },
      url: null,
      grouping_minutes: 5,
      repeat_minutes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows every field message, keeps what was typed and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alarm raised' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alarm resolved' }));
    const grouping = within(dialog).getByRole('textbox', { name: /Grouping/ });
    await user.clear(grouping);
    await user.type(grouping, '2000');
    await user.type(within(dialog).getByRole('textbox', { name: /Repeat/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [
      NOTIFICATION_MESSAGES.NAME_REQUIRED,
      NOTIFICATION_MESSAGES.EVENTS_REQUIRED,
      NOTIFICATION_MESSAGES.RECIPIENTS_REQUIRED,
      NOTIFICATION_MESSAGES.GROUPING_RANGE,
      NOTIFICATION_MESSAGES.REPEAT_RANGE,
    ])
      expect(within(dialog).getByText(message)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(grouping).toHaveValue('2000');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus(),
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("shows the server's refusal of a webhook URL on the URL field", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = Object.assign(new Error('Bad Request'), {
      fieldErrors: { url: [NOTIFICATION_MESSAGES.URL_NOT_ALLOWED] },
    });
    const { dialog } = renderDialog({ onSubmit: () => Promise.reject(refusal) });
    await user.keyboard('Hook');
    await user.click(within(dialog).getByRole('combobox', { name: /Channel/ }));
    await user.click(screen.getByRole('option', { name: 'Webhook' }));
    const url = within(dialog).getByRole('textbox', { name: /Webhook URL/ });
    await user.type(url, 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(NOTIFICATION_MESSAGES.URL_NOT_ALLOWED)).toBeVisible();
    expect(url).toHaveValue('http://10.0.0.5/hook');
    await waitFor(() => expect(url).toHaveFocus());
  });

  it('refuses a webhook URL with a user name or password on the URL field, before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onSubmit } = renderDialog();
    await user.keyboard('Hook');
    await user.click(within(dialog).getByRole('combobox', { name: /Channel/ }));
    await user.click(screen.getByRole('option', { name: 'Webhook' }));
    const url = within(dialog).getByRole('textbox', { name: /Webhook URL/ });
    await user.type(url, 'https://ops:s3cret@hooks.example.com/alarm');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS),
    ).toBeVisible();
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining(NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(url).toHaveFocus());
  });

  it('edits a rule starting from its values', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, dialog } = renderDialog({
      initial: ruleValues({
        name: 'Tickets',
        projects: [],
        events: ['device_offline'],
        channel: 'webhook',
        recipients: { permission_types: [], users: [], emails: [] },
        url: 'https://t.example.com/h',
        grouping_minutes: 0,
        repeat_minutes: 60,
      }),
    });
    expect(within(dialog).getByRole('heading', { name: 'Edit notification rule' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://t.example.com/h', repeat_minutes: 60 }),
    );
  });
});

describe('NotificationRuleList', { timeout: 20_000 }, () => {
  const rule = {
    id: 7,
    name: 'Night shift',
    channel: 'email' as const,
    events: ['alarm_raised' as const],
    projectsText: 'All projects',
    recipientsText: 'Manager',
    grouping_minutes: 5,
    repeat_minutes: null,
  };

  it('deletes a rule only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const onDelete = vi.fn(() => Promise.resolve());
    render(<NotificationRuleList rules={[rule]} canEdit onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Night shift' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete notification rule' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Night shift' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete notification rule' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no actions to those who may not change rules; shows empty and failed states', async () => {
    const { rerender } = render(<NotificationRuleList rules={[rule]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    rerender(<NotificationRuleList rules={[]} />);
    expect(screen.getByRole('heading', { name: NOTIFICATION_MESSAGES.NO_RULES })).toBeVisible();
    const onRetry = vi.fn();
    rerender(<NotificationRuleList rules={[]} error="Failed" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
