import { createMockState, offlineStatus } from '@hvac/console-api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import type { PageStoryParameters } from './PageStory';
import {
  PHONE_GLOBALS,
  PHONE_SCREEN,
  expectNoSidewaysScroll,
  mockStateAs,
  pageStory,
  scrollToTop,
  settled,
} from './PageStory';
import { floorsWithPlans } from './floorPlans';

/** The demo world with the project's VRF (device 1) silent for two hours. */
function withOfflineVrf() {
  const state = createMockState({ floors: floorsWithPlans() });
  state.devices[0].status = offlineStatus(125, 'No answer within 2 s');
  return state;
}

const meta = {
  title: 'Pages/Real Devices',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/projects/1/' } satisfies PageStoryParameters,
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Device from the project's Devices card: a heat pump, its connection checked before saving. */
export const AddDevice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Devices' });
    await expect(card).toHaveTextContent('1 online, 0 offline');
    await userEvent.click(await within(card).findByRole('button', { name: 'Add Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Device' });
    const model = within(dialog).getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await userEvent.selectOptions(model, 'aquatherm-at-hp-12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Unit ID/ }), 'HP-9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Host/ }), '127.0.0.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Answered in 12 ms'));
  },
};

/** A spectator sees the devices and their state, and no Add, Edit or Remove. */
export const Spectator: Story = {
  parameters: {
    page: { path: '/projects/1/', mock: { state: mockStateAs('company_spectator') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Devices' });
    await within(card).findByRole('link', { name: 'Open BW-VRF-01' });
    await expect(within(card).queryByRole('button')).toBeNull();
    await settled(canvasElement);
  },
};

/**
 * The device page of an offline device: since when, why, and its values marked stale; Check now for
 * an editor.
 */
export const OfflineDevicePage: Story = {
  parameters: { page: { path: '/devices/1/', mock: { state: withOfflineVrf() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No answer within 2 s')).toBeVisible();
    await expect(canvas.getByText('Last seen')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Stale').length).toBeGreaterThan(0));
    await expect(await canvas.findByRole('button', { name: 'Edit BW-VRF-01' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check now BW-VRF-01' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The device list filtered to offline devices. */
export const OfflineDeviceList: Story = {
  parameters: { page: { path: '/devices/?state=offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Devices' });
    await expect(await within(table).findByRole('cell', { name: 'BW-VRF-02' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('offline');
    await settled(canvasElement);
  },
};

/**
 * The tree view marks the offline device and its units, shows its last values as stale with their
 * age, under one polite notice (no error toast).
 */
export const OfflineTreeView: Story = {
  parameters: {
    page: { path: '/projects/1/?tab=tree_plan', mock: { state: withOfflineVrf() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('tree');
    const device = await within(tree).findByRole('treeitem', { name: 'BW-VRF-01' });
    await expect(device).toHaveAccessibleDescription(/^Offline · /);
    await userEvent.click(device);
    // One polite notice: since when the device is silent, and that its values are the last ones.
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .filter((region) => region.textContent?.startsWith('The device is offline since')),
      ).toHaveLength(1),
    );
    await expect(
      canvas.getByText('Values are from the last successful poll.', { exact: false }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('(stale)').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('alert')).toBeNull();
    scrollToTop(canvasElement);
    await settled(canvasElement);
  },
};

/** The floor plan marks the areas of the offline device's units. */
export const OfflineFloorPlan: Story = {
  parameters: {
    page: { path: '/projects/1/?tab=floor_plan', mock: { state: withOfflineVrf() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Floor: Ground floor' });
    await expect(
      await within(group).findByRole('button', { name: /^Reception.*Offline, last values$/ }),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** The dashboard counts offline devices and links the ones silent the longest. */
export const OfflineDashboard: Story = {
  parameters: { page: { path: '/dashboard/', mock: { state: withOfflineVrf() } } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Offline Devices' });
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(2));
    await expect(within(card).getAllByRole('link')[0]).toHaveTextContent('BW-VRF-01');
    await settled(canvasElement);
  },
};

/** A company admin's Device Models: the models, and a new one from a JSON file. */
export const DeviceModels: Story = {
  parameters: { page: { path: '/device-models/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Climatek' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Device Model' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Device Models on a 320 px phone: nothing scrolls sideways. */
export const DeviceModelsPhone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN, page: { path: '/device-models/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Device Models', level: 1 }),
    ).toBeVisible();
    await canvas.findByText('Climatek');
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The offline device's page on a 320 px phone. */
export const OfflineDevicePhone: Story = {
  globals: PHONE_GLOBALS,
  parameters: {
    testViewport: PHONE_SCREEN,
    page: { path: '/devices/1/', mock: { state: withOfflineVrf() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No answer within 2 s')).toBeVisible();
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
