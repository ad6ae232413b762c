import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  parameters: {
    docs: {
      description: {
        component:
          'An on/off switch (Radix, role "switch") that takes effect immediately.\n\n**When to use.** Use it for a setting that takes effect the moment it is flipped (Enable Dragging, a live refresh).\n\n**When not to use.** Not in a form that is saved with a button (use Checkbox: a switch promises an immediate effect).',
      },
    },
  },
  args: { label: 'Live updates', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live updates' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { args: { defaultChecked: true } };
