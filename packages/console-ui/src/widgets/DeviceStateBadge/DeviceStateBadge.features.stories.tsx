import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFLINE_STATUS, ONLINE_STATUS, UNKNOWN_STATUS } from '../fixtures/realDevices';
import * as layout from '../fixtures/storyLayout.css';
import { DeviceStateBadge, DeviceStatusSummary } from './DeviceStateBadge';

const meta = {
  title: 'Widgets/DeviceStateBadge/Features',
  component: DeviceStateBadge,
  args: { status: ONLINE_STATUS },
} satisfies Meta<typeof DeviceStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three states side by side: the words and icons differ, not only the colours. */
export const AllStates: Story = {
  render: () => (
    <div className={layout.stack}>
      <DeviceStateBadge status={ONLINE_STATUS} />
      <DeviceStateBadge status={OFFLINE_STATUS} />
      <DeviceStateBadge status={UNKNOWN_STATUS} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Online', 'Offline', 'Not yet polled']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** A device page's header line: state, since when, why. */
export const SummaryOffline: Story = {
  render: () => <DeviceStatusSummary status={OFFLINE_STATUS} timeZone="UTC" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 14, 2026 at 07:25')).toBeVisible();
    await expect(canvas.getByText('No answer within 2 s')).toBeVisible();
  },
};

export const SummaryNeverPolled: Story = {
  render: () => <DeviceStatusSummary status={UNKNOWN_STATUS} timeZone="UTC" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never')).toBeVisible();
  },
};

/** A long reason wraps inside 320 px. */
export const NarrowScreen: Story = {
  parameters: { testViewport: { width: 320, height: 400 } },
  render: () => (
    <DeviceStatusSummary
      status={{
        ...OFFLINE_STATUS,
        last_error: 'Gateway target device failed to respond (exception 11)',
      }}
      timeZone="UTC"
    />
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className={layout.stack}>
      <DeviceStateBadge status={ONLINE_STATUS} />
      <DeviceStateBadge status={UNKNOWN_STATUS} />
      <DeviceStatusSummary status={OFFLINE_STATUS} timeZone="UTC" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Offline')[0]).toBeVisible();
  },
};
