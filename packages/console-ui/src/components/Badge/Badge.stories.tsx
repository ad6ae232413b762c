import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WarningIcon } from '../../icons';
import { Badge, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component:
          "A short status or count label. Colour is never the only signal: the text says it.\n\n**When to use.** Use it for a short state or count next to what it qualifies: a permission type, a document's format, the number of active alarms.\n\n**When not to use.** Not for actions (it is not clickable: use Button) nor for sentences (use text or EmptyState).",
      },
    },
  },
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
