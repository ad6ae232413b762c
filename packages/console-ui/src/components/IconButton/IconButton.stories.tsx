import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuIcon, SettingsIcon } from '../../icons';
import { buttonSizes, buttonTones, buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  parameters: {
    docs: {
      description: {
        component:
          'A square button showing only an icon; its name comes from the required `aria-label`.\n\n**When to use.** Use it for a frequent, well-known action where space is short: close, remove a row, open the menu. Its `aria-label` is required and becomes its tooltip.\n\n**When not to use.** Not when the icon alone would be ambiguous to a newcomer: use Button with a label (and an icon).',
      },
    },
  },
  args: { 'aria-label': 'Open navigation', icon: <MenuIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { 'aria-label': 'Settings', icon: <SettingsIcon />, variant: 'outline', size: 'large' },
};
