import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEW_AREAS, FEW_LIVE, PLAN_IMAGE, PLAN_SIZE } from '../fixtures/floorPlan';
import * as layout from './FloorPlan.stories.css';
import { FloorPlan } from './FloorPlan';

const meta = {
  title: 'Widgets/FloorPlan',
  component: FloorPlan,
  parameters: {
    docs: {
      description: {
        component:
          "A floor's plan image with its areas placed in image coordinates, each showing its unit's live power, error and temperatures. Areas are selected by click or Tab; with dragging enabled they move by pointer or with the arrow keys (1 px, Shift 10 px), announced in a live region.\n\n**When to use.** Use it to find a unit in a building and watch it live: the Floor Plan tab. Turn on dragging only for users who may edit.\n\n**When not to use.** Not for a geographic map of sites (ProjectMap) nor for long lists of units (Tree or DataTable).",
      },
    },
  },
  args: {
    imageUrl: PLAN_IMAGE,
    imageAlt: 'Ground floor',
    imageSize: PLAN_SIZE,
    areas: FEW_AREAS,
    live: FEW_LIVE,
  },
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

/** Four areas with live values: on, off, an error, and the unit types' icons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ground floor' })).toBeVisible();
    await expect(
      canvas
        .getByRole('button', {
          name: 'IU 0.03, unit 3, Kasetna, On, Error, Set 21.0 °C, actual 28.8 °C',
        })
        .closest('[data-area-id]'),
    ).toHaveAttribute('data-state', 'error');
    await expect(
      canvas.getByRole('button', { name: /IU 0\.02/ }).closest('[data-area-id]'),
    ).toHaveAttribute('data-state', 'off');
  },
};

export const Playground: Story = {
  args: { draggable: true },
};
