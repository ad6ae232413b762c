import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusIcon, statusKinds } from './StatusIcon';

const meta = {
  title: 'Components/StatusIcon',
  component: StatusIcon,
  args: { kind: 'power', active: true },
  argTypes: { kind: { control: 'inline-radio', options: statusKinds } },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'On' })).toBeVisible();
  },
};

export const Playground: Story = { args: { kind: 'error', active: true, showLabel: true } };
