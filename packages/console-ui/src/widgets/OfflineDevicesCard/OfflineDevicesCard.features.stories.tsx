import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OFFLINE_DEVICES } from '../fixtures/realDevices';
import * as layout from '../fixtures/storyLayout.css';
import { OfflineDevicesCard } from './OfflineDevicesCard';

const meta = {
  title: 'Widgets/OfflineDevicesCard/Features',
  component: OfflineDevicesCard,
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
  args: {
    count: 7,
    devices: OFFLINE_DEVICES,
    deviceHref: (device) => `#/devices/${device.id}/`,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof OfflineDevicesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { count: undefined, devices: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoneOffline: Story = {
  args: { count: 0, devices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every device is answering.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { count: undefined, devices: undefined, errorMessage: 'Failed to load offline devices.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Keyboard: Tab reaches each device in order of silence. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[1]).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  parameters: { testViewport: { width: 320, height: 800 } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};
