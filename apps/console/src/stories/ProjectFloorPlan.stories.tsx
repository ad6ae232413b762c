import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import ProjectDetailPage from '../pages/ProjectDetailPage';
import { floorsWithPlans } from './floorPlans';
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
  scrollToTop,
  settled,
} from './PageStory';

const path = '/projects/1/?tab=floor_plan';
const FLOORS = 'GET /projects/:id/floors/';
const withPlans = () => createMockState({ floors: floorsWithPlans() });

const meta = {
  title: 'Pages/ProjectDetail/Floor Plan',
  component: ProjectDetailPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path, mock: { state: withPlans() } } satisfies PageStoryParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan of the first floor with its areas placed (they are once the image has loaded). */
async function plan(canvas: Canvas) {
  const group = await canvas.findByRole('group', { name: 'Floor: Ground floor' });
  await within(group).findByRole('button', { name: /^Reception/ });
  await within(group).findByRole('button', { name: /^Meeting room/ });
  return group;
}

/** An admin: the floor select, the floor and area tools, the plan and its live units. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await plan(canvas);
    await expect(canvas.getByRole('combobox', { name: 'Floor' })).toHaveTextContent('Ground floor');
    await expect(canvas.getByRole('button', { name: 'Add Floor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Floor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move floor up' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Enable Dragging' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Positions' })).toBeDisabled();
    await expect(canvas.getByText('Select an area on the plan to see its unit.')).toBeVisible();
    await settled(canvasElement);
  },
};

/** Choosing an area opens its panel: the unit's live values and the area's editor. */
export const AreaSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    await userEvent.click(within(group).getByRole('button', { name: /^Reception/ }));
    await expect(await canvas.findByRole('heading', { name: 'Area: Reception' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Label' })).toHaveValue('Reception');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Area' })).toBeVisible();
    await settled(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** A spectator sees the plan and an area's unit, and nothing that changes them. */
export const Spectator: Story = {
  parameters: {
    page: {
      path,
      mock: { state: mockStateAs('company_spectator', { floors: floorsWithPlans() }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    await expect(
      canvas.getByText('Select an area with Tab or a click to see its unit.'),
    ).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: /^Reception/ }));
    await expect(await canvas.findByRole('heading', { name: 'Area: Reception' })).toBeVisible();
    await settled(canvasElement);
    for (const name of [
      'Add Floor',
      'Delete Floor',
      'Save Positions',
      'Save Changes',
      'Remove Area',
    ]) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('switch', { name: 'Enable Dragging' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Label' })).toBeNull();
    scrollToTop(canvasElement);
  },
};

/** The floors while the server has not answered (the project has). */
export const Loading: Story = {
  parameters: { page: { path, mock: { state: withPlans(), pending: [FLOORS] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Floor Plan', selected: true });
    await expectSpinner(canvas);
  },
};

/** A project without floors: the message, and Add Floor to start. */
export const Empty: Story = {
  parameters: { page: { path, mock: { state: createMockState({ floors: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.NO_FLOORS)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Floor' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Floor' })).toBeNull();
    await settled(canvasElement);
  },
};

/** The server failed: 'Server error' (the specification names no message of its own) and Retry. */
export const Failed: Story = {
  parameters: { page: { path, mock: { state: withPlans(), failures: { [FLOORS]: 500 } } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), MESSAGES.SERVER_ERROR, { retry: true });
    await settled(canvasElement);
  },
};

/** The server refused the floors to this user. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { state: withPlans(), failures: { [FLOORS]: 403 } } } },
  play: async ({ canvasElement }) => {
    await expectForbidden(within(canvasElement), { retry: false });
    await settled(canvasElement);
  },
};

/** On a 320 px phone the plan scales to the screen; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { testViewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    await plan(within(canvasElement));
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
