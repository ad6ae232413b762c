import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import type { Canvas, PageStoryParameters } from './PageStory';
import {
  PHONE_GLOBALS,
  PHONE_SCREEN,
  expectAlert,
  expectForbidden,
  expectNoSidewaysScroll,
  expectSpinner,
  mockStateAs,
  pageStory,
  dismissToasts,
  scrollToTop,
  settled,
} from './PageStory';

const path = '/projects/1/?tab=tree_plan';
const DEVICES = 'GET /projects/:id/devices_and_configurations/';
const TREE = 'Device Models, Systems and Indoor Units';

const meta = {
  title: 'Pages/ProjectDetail/Tree View',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path } satisfies PageStoryParameters,
    // A whole screen: its landmarks' names must differ (the parameter tables' scroll regions
    // once shared their sections' names), so the rule skipped for lone components runs here.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses the project's VRF in the tree and waits for its live parameters. */
async function chooseDevice(canvas: Canvas) {
  const tree = await canvas.findByRole('tree', { name: TREE });
  await userEvent.click(await within(tree).findByRole('treeitem', { name: 'BW-VRF-01' }));
  await expect(await canvas.findByText(MESSAGES.REALTIME_LOADED)).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3, name: 'Error Parameters' })).toBeVisible();
  return canvas.getByRole('table', { name: 'Status Parameters' });
}

/** Goes down to an indoor unit (device, system 2, unit 3) and waits for its live parameters. */
async function chooseUnit(canvas: Canvas) {
  await chooseDevice(canvas);
  const tree = canvas.getByRole('tree', { name: TREE });
  await userEvent.click(within(tree).getByRole('treeitem', { name: 'System 2' }));
  await userEvent.click(await within(tree).findByRole('treeitem', { name: 'Unit 3 · Open space' }));
  await expect(await canvas.findByText(MESSAGES.REALTIME_LOADED_INDOOR)).toBeVisible();
  const status = canvas.getByRole('table', { name: 'Status Parameters' });
  await within(status).findByRole('rowheader', { name: 'Set temperature' });
  return status;
}

/** The device tree, and 'No Item Selected' until something is chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('tree', { name: TREE });
    await expect(within(tree).getByRole('treeitem', { name: 'BW-VRF-01' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MESSAGES.NO_ITEM_SELECTED })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A chosen device: its facts and its Status and Error Parameters, read live. */
export const DeviceSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseDevice(canvas);
    for (const [term, value] of [
      ['Unit ID', 'BW-VRF-01'],
      ['Firmware', '5.1.0'],
      ['Manufacturer', 'Climatek'],
      ['Model', 'CT-VRF 280'],
    ]) {
      await expect(canvas.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    await settled(canvasElement);
    await dismissToasts(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** A chosen indoor unit: an admin may write its writable parameters (Set temperature, …). */
export const UnitSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await chooseUnit(canvas);
    // The fixtures' writable formulas carry no limits, so no row has a Write rule to offer.
    await expect(within(status).getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await settled(canvasElement);
    await dismissToasts(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** A spectator reads the unit's live parameters and has no Write action. */
export const Spectator: Story = {
  parameters: { page: { path, mock: { state: mockStateAs('company_spectator') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await chooseUnit(canvas);
    await settled(canvasElement);
    await expect(within(status).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await dismissToasts(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** The devices while the server has not answered (the project has). */
export const Loading: Story = {
  parameters: { page: { path, mock: { pending: [DEVICES] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Tree View', selected: true });
    await expectSpinner(canvas);
  },
};

/** A project without devices: the tree says so. */
export const Empty: Story = {
  parameters: { page: { path: '/projects/3/?tab=tree_plan' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No devices in this project.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MESSAGES.NO_ITEM_SELECTED })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The server failed: the catalogue's message with a retry (and the same toast). */
export const Failed: Story = {
  parameters: { page: { path, mock: { failures: { [DEVICES]: 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS, {
      retry: true,
    });
    await settled(canvasElement);
  },
};

/** The server refused the devices to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { failures: { [DEVICES]: 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement), { retry: false });
    await settled(canvasElement);
  },
};

/** On a 320 px phone the tree and the panel stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    await chooseDevice(within(canvasElement));
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await dismissToasts(canvasElement);
    scrollToTop(canvasElement);
  },
};
