import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import DeviceDetailPage from '../pages/DeviceDetailPage';
import { expectAlert, expectForbidden, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

// BW-VRF-01 of the fixtures: a VRF with outdoor systems and indoor units.
const path = '/devices/1/';

const meta = {
  title: 'Pages/Device (multi-unit)',
  component: DeviceDetailPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path } satisfies PageStoryParameters,
    // A whole screen: its landmarks' names must differ (the section and the table's scroll
    // region once shared one), so the rule the test runner skips for lone components runs here.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device's outdoor systems and its indoor units with their live values. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'BW-VRF-01' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Outdoor Systems' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Indoor Units' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Belgrade Waterfront Tower' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The device while the server has not answered. */
export const Loading: Story = {
  parameters: { page: { path, mock: { latency: 'infinite' } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Device' }),
    ).toBeVisible();
  },
};

/** The server failed: the message with a retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /devices/:id/slim/': 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.FAILED_TO_LOAD_DEVICES, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused the device to this user: no retry, asking again cannot help. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /devices/:id/slim/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement), { retry: false });
    await settled(canvasElement);
  },
};

/** An address naming no device: not found, with the way back to the list. */
export const NotFound: Story = {
  parameters: { page: { path: '/devices/999/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Device not found')).toBeVisible();
    await settled(canvasElement);
  },
};
