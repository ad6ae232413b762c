import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { StatusIcon } from './StatusIcon';

const meta = {
  title: 'Components/StatusIcon/Features',
  component: StatusIcon,
  args: { kind: 'power', active: true },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PowerOn: Story = {};
export const PowerOff: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Off' })).toBeVisible();
  },
};
export const ErrorActive: Story = { args: { kind: 'error', active: true } };
export const NoError: Story = {
  args: { kind: 'error', active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No Errors' })).toBeVisible();
  },
};

function AllWithLabels() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      <StatusIcon kind="power" active showLabel />
      <StatusIcon kind="power" active={false} showLabel />
      <StatusIcon kind="error" active showLabel />
      <StatusIcon kind="error" active={false} showLabel />
      <StatusIcon kind="error" active showLabel label="Indoor error" />
    </div>
  );
}

export const WithVisibleLabels: Story = { render: () => <AllWithLabels /> };
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <AllWithLabels /> };
