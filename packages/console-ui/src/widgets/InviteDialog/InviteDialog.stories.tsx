import { PERMISSION_TYPES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { InviteDialog } from './InviteDialog';

const meta = {
  title: 'Widgets/InviteDialog',
  component: InviteDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Invite a user by e-mail with a permission type. Validation uses the domain's messages; focus starts in the e-mail field and moves to the first invalid field on a failed submit; the dialog closes and clears only when the invite went out.\n\n**When to use.** Use it where a user may invite someone: the users list's Invite User button.\n\n**When not to use.** Not for changing an existing user's permission type (the user's detail page).",
      },
    },
  },
  args: {
    permissionTypes: PERMISSION_TYPES,
    onSubmit: fn(() => Promise.resolve()),
    trigger: <Button>Invite User</Button>,
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, fill in, invite: the dialog closes once the invite went out. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite User' }));
    // The dialog renders in a portal, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Permission Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      permission_type: 'company_operator',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
