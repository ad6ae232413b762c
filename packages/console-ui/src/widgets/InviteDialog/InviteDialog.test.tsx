import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Button } from '../../components/Button/Button';
import { InviteDialog } from './InviteDialog';

const ALL_TYPES = [
  'company_admin',
  'company_manager',
  'company_operator',
  'company_spectator',
] as const;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

function renderDialog(props: Partial<Parameters<typeof InviteDialog>[0]> = {}) {
  const onSubmit = vi.fn<(invite: unknown) => Promise<unknown>>(() => Promise.resolve());
  const utils = render(
    <InviteDialog
      permissionTypes={ALL_TYPES}
      onSubmit={onSubmit}
      trigger={<Button>Invite User</Button>}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, ...utils };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invite User' }));
  return screen.getByRole('dialog', { name: 'Invite User' });
}

async function choosePermission(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Permission Type/ }));
  await user.click(screen.getByRole('option', { name: label }));
}

// Radix Select and Dialog need many events per step; a loaded CI machine needs more than 5 s.
describe('InviteDialog', { timeout: 20_000 }, () => {
  it('opens with focus in the e-mail field and offers the given permission types', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({ permissionTypes: ['company_operator', 'company_spectator'] });
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: /Permission Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Operator',
      'Spectator',
    ]);
  });

  it("says 'All fields are required.' when both are missing, each field's message otherwise", async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required.');
    // The banner alone: the fields' own messages are not repeated (console.md §5).
    expect(within(dialog).queryByText('Email is required')).toBeNull();
    expect(within(dialog).queryByText('Permission type is required')).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).queryByText('All fields are required.')).toBeNull();
    expect(within(dialog).queryByText('Email is required')).toBeNull();
    expect(within(dialog).getByText('Permission type is required')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Permission Type/ })).toHaveFocus(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed e-mail and the type, shows busy, then closes and clears', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    renderDialog({ onSubmit });
    const dialog = await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), '  ana@example.com ');
    await choosePermission(user, 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      permission_type: 'company_manager',
    });
    const submit = within(dialog).getByRole('button', { name: 'Invite' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();

    await act(() => {
      pending.resolve();
      return pending.promise;
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('keeps what was typed and says so when the invite fails', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.reject(new Error('403')));
    renderDialog({ onSubmit });
    const dialog = await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await choosePermission(user, 'Spectator');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to invite user.');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
    expect(screen.getByRole('combobox', { name: /Permission Type/ })).toHaveTextContent(
      'Spectator',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Invite' })).toHaveFocus(),
    );
  });

  it("shows the server's field message on the Email field and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = Object.assign(new Error('400'), {
      fieldErrors: { email: ['Enter a valid email address.', 'Second reason.'] },
    });
    const onSubmit = vi.fn(() => Promise.reject(refusal));
    renderDialog({ onSubmit });
    const dialog = await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example');
    await choosePermission(user, 'Spectator');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
    expect(within(dialog).queryByText('Second reason.')).toBeNull();
    expect(within(dialog).queryByText('Failed to invite user.')).toBeNull();
    expect(email).toHaveValue('ana@example');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('Cancel closes and forgets the form; focus returns to the trigger', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'draft@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite User' })).toHaveFocus());
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('has no axe violations with errors shown', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
