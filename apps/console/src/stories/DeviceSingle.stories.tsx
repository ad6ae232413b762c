import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import DeviceDetailSinglePage from '../pages/DeviceDetailSinglePage';
import { expectAlert, expectForbidden, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

// NS-HP-01 of the fixtures: a single-unit heat pump.
const path = '/devices/2/single/';

const meta = {
  title: 'Pages/Device (single unit)',
  component: DeviceDetailSinglePage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heat pump's live values in one card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'NS-HP-01' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Novi Sad Clinic' })).toBeVisible();
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

/** The server refused the device to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /devices/:id/slim/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement), { retry: false });
    await settled(canvasElement);
  },
};
