import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField/Features',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'Demo#2026' },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Shown: Story = {
  args: { defaultVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: /^Hide password/ })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    label: 'New password',
    defaultValue: 'short',
    error: 'Password must be at least 8 characters long.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultVisible: true } };
