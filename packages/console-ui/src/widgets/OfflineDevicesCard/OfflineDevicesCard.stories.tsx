import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFLINE_DEVICES } from '../fixtures/realDevices';
import * as layout from '../fixtures/storyLayout.css';
import { OfflineDevicesCard } from './OfflineDevicesCard';

const meta = {
  title: 'Widgets/OfflineDevicesCard',
  component: OfflineDevicesCard,
  parameters: {
    docs: {
      description: {
        component:
          'The dashboard’s Offline Devices: how many devices are offline now and the five silent the longest (never seen first), each a link to its device with its last seen time and last error.\n\n**When to use.** On the dashboard.\n\n**When not to use.** Not for one project’s devices (the project’s Devices card counts those).',
      },
    },
  },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveTextContent('SA-GW-01');
  },
};

export const Playground: Story = {};
