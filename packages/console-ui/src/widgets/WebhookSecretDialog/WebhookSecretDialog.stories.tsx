import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WebhookSecretDialog } from './WebhookSecretDialog';

const SECRET = 'whsec_3q2+7w_Zk9VdT0aY8mN4pL1sR6uE5xC2';

const meta = {
  title: 'Widgets/WebhookSecretDialog',
  component: WebhookSecretDialog,
  parameters: {
    docs: {
      description: {
        component:
          "Shows a new webhook's signing secret, the one time the server tells it: the secret as selectable text, a Copy button that says when it copied, and Done.\n\n**When to use.** Right after a webhook rule was created.\n\n**When not to use.** Never to show a secret again: the server does not keep it readable.",
      },
    },
  },
  args: { secret: SECRET, onClose: fn(), copy: fn(() => Promise.resolve()) },
} satisfies Meta<typeof WebhookSecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy, then Done: the copy got the secret and the dialog reports it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    await expect(dialog).toHaveTextContent(NOTIFICATION_MESSAGES.SECRET_ONCE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await expect(args.copy).toHaveBeenCalledWith(SECRET);
    await expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Playground: Story = {};
