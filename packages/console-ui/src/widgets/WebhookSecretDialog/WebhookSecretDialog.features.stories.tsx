import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { WebhookSecretDialog } from './WebhookSecretDialog';

const meta = {
  title: 'Widgets/WebhookSecretDialog/Features',
  component: WebhookSecretDialog,
  args: {
    secret: 'whsec_3q2+7w_Zk9VdT0aY8mN4pL1sR6uE5xC2',
    onClose: fn(),
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof WebhookSecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long secret wraps inside the dialog on a phone. */
export const Narrow: Story = {
  parameters: { testViewport: { width: 320, height: 640 } },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Signing secret' })).toBeVisible();
  },
};
