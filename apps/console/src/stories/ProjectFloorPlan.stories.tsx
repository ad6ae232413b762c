import { createMockState } from '@hvac/console-api/mocks';
import { AREA_TEXT, MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

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
    // Disabled but focusable (aria-disabled): a move or a save keeps focus on its button.
    await expect(canvas.getByRole('button', { name: 'Move floor up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('switch', { name: 'Enable Dragging' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Positions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
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

/** The areas name which temperature is set and which is measured, with their unit. */
export const AreaTemperatures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    const box = within(group)
      .getByRole('button', { name: /^Reception/ })
      .closest<HTMLElement>('[data-area-id]');
    await expect(box).toHaveTextContent(/Set \d+\.\d °C/);
    await expect(box).toHaveTextContent(/Room \d+\.\d °C/);
    await expect(parseFloat(getComputedStyle(box as HTMLElement).fontSize)).toBeGreaterThanOrEqual(
      12,
    );
    await settled(canvasElement);
  },
};

/**
 * X and Y in the side panel move an area without dragging (WCAG 2.5.7); Save Changes keeps focus;
 * the unit is named with its system and device.
 */
export const MoveByFields: Story = {
  // A world of its own: the stories of a file share the page and would share changes.
  parameters: { page: { path, mock: { state: withPlans() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    await userEvent.click(within(group).getByRole('button', { name: /^Reception/ }));
    await expect(await canvas.findByText(/^System 1 · Unit 1 · Reception · /)).toBeVisible();
    const x = canvas.getByRole('spinbutton', { name: AREA_TEXT.x });
    const y = canvas.getByRole('spinbutton', { name: AREA_TEXT.y });
    await userEvent.clear(x);
    await userEvent.type(x, '400');
    await userEvent.clear(y);
    await userEvent.type(y, '300');
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    const box = within(group)
      .getByRole('button', { name: /^Reception/ })
      .closest<HTMLElement>('[data-area-id]');
    // 400 of 800 px, 300 of 500 px.
    await waitFor(() => expect(box?.style.left).toBe('50%'), { timeout: 5000 });
    await expect(box?.style.top).toBe('60%');
    await expect(x).toHaveValue(400);
    await expect(save).toHaveFocus();
    await settled(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** Remove Area asks first, as Delete Floor does; Cancel keeps the area. */
export const RemoveAreaAsks: Story = {
  // A world of its own: the stories of a file share the page and would share changes.
  parameters: { page: { path, mock: { state: withPlans() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    await userEvent.click(within(group).getByRole('button', { name: /^Meeting room/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Area' });
    await expect(dialog).toHaveTextContent(AREA_TEXT.confirmRemove('Meeting room'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(group).getByRole('button', { name: /^Meeting room/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Area' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Area' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Area' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(
      () => expect(within(group).queryByRole('button', { name: /^Meeting room/ })).toBeNull(),
      { timeout: 5000 },
    );
    // Focus goes to an area left on the plan, never to the page's body.
    await waitFor(
      () => expect(within(group).getByRole('button', { name: /^Reception/ })).toHaveFocus(),
      { timeout: 5000 },
    );
    await settled(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** Moving the shown floor down keeps it shown, and focus on a move button that still works. */
export const MoveFloorDown: Story = {
  // A world of its own: the stories of a file share the page and would share changes.
  parameters: { page: { path, mock: { state: withPlans() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await plan(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Move floor down' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move floor up' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('combobox', { name: 'Floor' })).toHaveTextContent('Ground floor');
    await expect(canvas.getByRole('button', { name: 'Move floor down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settled(canvasElement);
    scrollToTop(canvasElement);
  },
};

/**
 * Add New Area: the units named with system and device; the new area is placed where it hides no
 * other one and takes focus. (The list's controlled start is proved in AddAreaDialog.test.tsx:
 * Radix warns only in development builds.)
 */
export const AddArea: Story = {
  // A world of its own: the stories of a file share the page and would share changes.
  parameters: { page: { path, mock: { state: withPlans() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await plan(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Area' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Lobby');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Unit number' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /^System 1 · Unit 2 · Meeting room · / }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const added = await within(group).findByRole('button', { name: /^Lobby/ }, { timeout: 5000 });
    await waitFor(() => expect(added).toHaveFocus(), { timeout: 5000 });
    const boxes = [...group.querySelectorAll<HTMLElement>('[data-area-id]')];
    const mine = added.closest<HTMLElement>('[data-area-id]')?.getBoundingClientRect();
    for (const other of boxes) {
      if (other.contains(added) || !mine) continue;
      const rect = other.getBoundingClientRect();
      const apart =
        mine.right <= rect.left ||
        rect.right <= mine.left ||
        mine.bottom <= rect.top ||
        rect.bottom <= mine.top;
      await expect(apart).toBe(true);
    }
    await settled(canvasElement);
    scrollToTop(canvasElement);
  },
};

/** A project without devices: Add New Area says why there is no unit and what to do. */
export const AddAreaWithoutDevices: Story = {
  parameters: {
    page: {
      path: '/projects/3/?tab=floor_plan',
      mock: {
        state: createMockState({
          floors: floorsWithPlans().map((floor) => ({ ...floor, project: 3, device_map: [] })),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Area' });
    await expect(await within(dialog).findByText(AREA_TEXT.noUnits)).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: 'Unit number' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
    await settled(canvasElement);
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
