import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a button that shows or hides what was typed. The button\'s name carries the field\'s label, so that a form with several password fields has no two alike.\n\n**When to use.** Use it for every password input: the show/hide button lets people check what they typed, and its name says which field it belongs to.\n\n**When not to use.** Not for other secrets that must never be shown again (API keys once issued): use TextField with `type="password"`.',
      },
    },
  },
  args: { label: 'Password', onVisibleChange: fn() },
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

/** Proves the toggle: hidden by default, shown as text, hidden again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Demo#2026');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: /^Show password/ }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Demo#2026');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: /^Hide password/ }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { label: 'New password', hint: 'At least 8 characters', autoComplete: 'new-password' },
};
