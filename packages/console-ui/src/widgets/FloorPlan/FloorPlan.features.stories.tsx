import type { FloorArea } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FEW_AREAS,
  FEW_LIVE,
  ONE_AREA,
  PLAN_IMAGE,
  PLAN_SIZE,
  gridAreas,
} from '../fixtures/floorPlan';
import type { FloorPlanProps } from './FloorPlan';
import { FloorPlan } from './FloorPlan';
import * as layout from './FloorPlan.stories.css';

/** The plan with its areas in state, as a page keeps them until Save Positions. */
function EditablePlan(props: FloorPlanProps) {
  const [areas, setAreas] = useState<readonly FloorArea[]>(props.areas);
  return (
    <FloorPlan
      {...props}
      areas={areas}
      onMove={(id, position) => {
        props.onMove?.(id, position);
        setAreas((current) =>
          current.map((area) => (area.id === id ? { ...area, ...position } : area)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Widgets/FloorPlan/Features',
  component: FloorPlan,
  args: {
    imageUrl: PLAN_IMAGE,
    imageAlt: 'Ground floor',
    imageSize: PLAN_SIZE,
    areas: FEW_AREAS,
    live: FEW_LIVE,
    onMove: fn(),
    onSelectedIdChange: fn(),
  },
  render: (args) => <EditablePlan {...args} />,
  decorators: [
    (Story) => (
      <div className={layout.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloorPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

const areaBox = (canvasElement: HTMLElement, id: string) => {
  const element = canvasElement.querySelector<HTMLElement>(`[data-area-id="${id}"]`);
  if (!element) throw new Error(`area ${id} not rendered`);
  return element;
};

/** A floor without a plan image says so instead of showing an empty frame. */
export const Empty: Story = {
  args: { imageUrl: null, areas: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This floor has no plan image.' }),
    ).toBeVisible();
  },
};

export const NoAreas: Story = {
  args: { areas: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No areas on this floor yet.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const OneArea: Story = {
  args: { areas: ONE_AREA },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('button', {
      name: 'IU 0.01, unit 1, Kasetna, On, No Error, Set 22.0 °C, actual 23.5 °C',
    });
    await userEvent.click(area);
    await expect(area).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedIdChange).toHaveBeenCalledWith('a1');
  },
};

/** 200 areas with live values: the plan of the drag benchmark. */
export const TwoHundredAreas: Story = {
  args: { ...gridAreas(200) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(200);
    await expect(
      canvas
        .getByRole('button', { name: /^IU 18, unit 18, Kasetna, On, Error/ })
        .closest('[data-area-id]'),
    ).toHaveAttribute('data-state', 'error');
  },
};

/** Dragging on: the area follows the pointer and is clamped inside the image. */
export const DraggingOn: Story = {
  args: { draggable: true, selectedId: undefined },
  play: async ({ canvasElement, args }) => {
    const box = areaBox(canvasElement, 'a1');
    const start = box.getBoundingClientRect();
    await fireEvent.pointerDown(box, {
      clientX: start.left + 10,
      clientY: start.top + 10,
      button: 0,
    });
    await fireEvent.pointerMove(window, { clientX: start.left + 60, clientY: start.top + 30 });
    await fireEvent.pointerUp(window, { clientX: start.left + 60, clientY: start.top + 30 });
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('a1', { x: 170, y: 100 }));
    // Far beyond the top-left corner: held at (0, 0).
    const moved = box.getBoundingClientRect();
    await fireEvent.pointerDown(box, {
      clientX: moved.left + 5,
      clientY: moved.top + 5,
      button: 0,
    });
    await fireEvent.pointerMove(window, { clientX: moved.left - 900, clientY: moved.top - 900 });
    await fireEvent.pointerUp(window, { clientX: moved.left - 900, clientY: moved.top - 900 });
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('a1', { x: 0, y: 0 }));
    await expect(box.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Dragging off: a press selects the area and it stays where it is. */
export const DraggingOff: Story = {
  args: { draggable: false },
  play: async ({ canvasElement, args }) => {
    const box = areaBox(canvasElement, 'a2');
    const start = box.getBoundingClientRect();
    await fireEvent.pointerDown(box, {
      clientX: start.left + 10,
      clientY: start.top + 10,
      button: 0,
    });
    await fireEvent.pointerMove(window, { clientX: start.left + 90, clientY: start.top + 90 });
    await fireEvent.pointerUp(window, { clientX: start.left + 90, clientY: start.top + 90 });
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(box.getBoundingClientRect().left).toBe(start.left);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Tab selects, arrows move by 1 px, Shift+arrows by 10 px; each move is announced. */
export const KeyboardMove: Story = {
  args: { draggable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /^IU 0\.01/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).toHaveBeenLastCalledWith('a1', { x: 121, y: 80 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(args.onMove).toHaveBeenLastCalledWith('a1', { x: 121, y: 90 });
    await expect(canvas.getByRole('status')).toHaveTextContent('IU 0.01 moved to 121, 90.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^IU 0\.02/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Read-only (no edit_projects): areas are selectable to read their state, never moved. */
export const ReadOnly: Story = {
  args: { draggable: false, defaultSelectedId: 'a3' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('button', { name: /^IU 0\.03/ });
    await expect(area).toHaveAttribute('aria-pressed', 'true');
    area.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(area.closest('[data-area-id]')).not.toHaveAttribute('data-draggable');
  },
};

/** Values older than two refresh intervals: dashed borders and 'Stale' in every area's name. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('button', { name: /^IU 0\.01.*, Stale$/ });
    await expect(area.closest('[data-area-id]')).toHaveAttribute('data-stale');
  },
};

/**
 * The first area's device is offline: the area says so in words with an icon and its values are
 * the last ones polled, marked stale; the other areas stay current.
 */
export const OfflineDevice: Story = {
  args: {
    live: Object.fromEntries(
      Object.entries(FEW_LIVE).map(([id, live], index) => [
        id,
        index === 0 ? { ...live, offline: true } : live,
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('button', {
      name: /^IU 0\.01.*, Offline, last values$/,
    });
    const box = area.closest('[data-area-id]');
    await expect(box).toHaveAttribute('data-offline');
    await expect(box).toHaveAttribute('data-stale');
    await expect(within(box as HTMLElement).getByText('Offline')).toBeVisible();
  },
};

/** Areas without live values yet (the first read is on its way). */
export const NoLiveValues: Story = {
  args: { live: {} },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getByRole('button', {
          name: 'IU 0.01, unit 1, Kasetna, no live values',
        })
        .closest('[data-area-id]'),
    ).not.toHaveAttribute('data-state');
  },
};

/** At 320 px the plan scales down with its areas; nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const plan = within(canvasElement).getByRole('group', { name: 'Floor plan' });
    await expect(plan.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    // On a small plan an area grows to its text (12 px at least) instead of cutting it.
    const box = areaBox(canvasElement, 'a1');
    await expect(parseFloat(getComputedStyle(box).fontSize)).toBeGreaterThanOrEqual(12);
    await expect(box.getBoundingClientRect().width).toBeGreaterThan((50 / 800) * plan.clientWidth);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await expect(box).toHaveTextContent('Set 22.0 °C');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedId: 'a1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^IU 0\.01/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
