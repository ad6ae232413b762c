import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled checkbox (Radix), with an optional indeterminate state.\n\n**When to use.** Use it for an independent yes/no choice that takes effect when the form is submitted, or in a list where several can be chosen (indeterminate for a partly chosen group).\n\n**When not to use.** Not for a setting that applies at once (use Switch) nor for one choice among several (use Select).',
      },
    },
  },
  args: { label: 'Only active alarms', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Only active alarms' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  args: { description: 'Hide alarms that were resolved', defaultChecked: true },
};
