import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import DeviceListPage from '../pages/DeviceListPage';
import { expectAlert, expectForbidden, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

const path = '/devices/';

const meta = {
  title: 'Pages/Devices',
  component: DeviceListPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the company's devices, searchable and sortable on the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Devices' });
    await expect(await within(table).findByRole('cell', { name: 'BW-VRF-01' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search devices' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The list while the server has not answered. */
export const Loading: Story = {
  parameters: { page: { path, mock: { latency: 'infinite' } } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Devices' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A company without devices. */
export const Empty: Story = {
  parameters: { page: { path, mock: { state: createMockState({ devices: [] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MESSAGES.NO_DEVICES)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The server failed: the list says so in place of its rows, with a retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /devices/slim/': 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.FAILED_TO_LOAD_DEVICES, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused the list to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { 'GET /devices/slim/': 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement));
    await settled(canvasElement);
  },
};
