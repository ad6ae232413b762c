import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFLINE_STATUS } from '../fixtures/realDevices';
import { DeviceStateBadge } from './DeviceStateBadge';

const meta = {
  title: 'Widgets/DeviceStateBadge',
  component: DeviceStateBadge,
  parameters: {
    docs: {
      description: {
        component:
          'A device’s state in words with an icon: Online, Offline or Not yet polled. DeviceStatusSummary adds since when (last seen) and why (last error), for a device page’s header.\n\n**When to use.** Wherever a device is shown: lists, cards, the tree and the floor plan.\n\n**When not to use.** Not for a unit’s power or error status (StatusGlyph).',
      },
    },
  },
  args: { status: OFFLINE_STATUS },
} satisfies Meta<typeof DeviceStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};

export const Playground: Story = {};
