import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WarningIcon } from '../../icons';
import { Badge, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Unresolved', tone: 'warning' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unresolved')).toBeVisible();
  },
};

export const Playground: Story = { args: { variant: 'solid', icon: <WarningIcon /> } };
