import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { DEVICES } from '../fixtures/devices';
import { OFFLINE_STATUS, UNKNOWN_STATUS } from '../fixtures/realDevices';
import { DeviceCard } from './DeviceCard';

const meta = {
  title: 'Widgets/DeviceCard/Features',
  component: DeviceCard,
  args: { device: DEVICES[0], onActivate: fn() },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The narrow device list: cards in a column, reached with Tab, opened with Space. */
export const List: Story = {
  render: (args) => (
    <div className={layout.stack}>
      {DEVICES.map((device) => (
        <DeviceCard key={device.id} device={device} onActivate={args.onActivate} />
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /Unit ID HP-0042/ }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onActivate).toHaveBeenCalledWith(DEVICES[1]);
  },
};

/** Only the Unit ID is known. */
export const Minimal: Story = {
  args: { device: { id: 1, unit_id: 'VRF-0099' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/Unit ID\s*VRF-0099/);
  },
};

export const LongText: Story = {
  args: {
    device: {
      id: 2,
      unit_id: 'VRF-2026-03-SERBIA-BELGRADE-USCE-TOWER-ROOF-WEST-0000000001',
      device_type: 'Variable refrigerant flow outdoor system',
      project: 'Regional Logistics and Cold Storage Distribution Centre',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

/** An offline device: its state, when it last answered and why its last poll failed. */
export const Offline: Story = {
  args: { device: { ...DEVICES[0], status: OFFLINE_STATUS } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Unit ID VRF-0001/ });
    await expect(card).toHaveTextContent('Offline');
    await expect(card).toHaveTextContent(/Last Seen: \S/);
    await expect(card).toHaveTextContent('Last Error: No answer within 2 s');
  },
};

/** Not polled yet: never seen, and no error to tell. */
export const NotYetPolled: Story = {
  args: { device: { ...DEVICES[1], status: UNKNOWN_STATUS } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Unit ID HP-0042/ });
    await expect(card).toHaveTextContent('Last Seen: Never');
    await expect(card).not.toHaveTextContent('Last Error');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};
