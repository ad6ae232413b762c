import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component:
          'A button for an action: solid, outline or ghost; brand, neutral or danger tone; three sizes; optional icons and a busy state that keeps focus.\n\n**When to use.** Use it for an action on this screen: Save, Invite, Send. `solid` for the one main action of a form or dialog, `outline` for the others, `ghost` in toolbars and menus; `tone="danger"` for what deletes. Set `loading` while the action runs: the button keeps focus.\n\n**When not to use.** Not for moving to another screen (use a link: the app\'s router link or an `<a>`), and not for an action with only an icon (use IconButton, which requires a name).',
      },
    },
  },
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'outline', tone: 'neutral', size: 'large', startIcon: <PlusIcon /> },
};
