import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { TREE_DEVICES, TREE_THOUSAND_UNITS } from './fixtures';
import type { TreeProps } from './Tree';
import { Tree } from './Tree';

/** Keeps the chosen node, as the tree view tab does. */
function Selectable(args: TreeProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <Tree
      {...args}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        args.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Tree',
  component: Tree,
  parameters: {
    docs: {
      description: {
        component:
          'A single-select tree (WAI-ARIA tree view): parents open and close, one node is chosen. Only the visible rows are rendered, so a branch of a thousand units scrolls as fast as ten; every row carries its level, position and set size, so screen readers announce the hierarchy although the rows are flat in the page. Focus roves with the keyboard (see `useTree`); the chosen node is `aria-selected`.\n\n**When to use.** Use it for a hierarchy people open and choose from, such as device → system → unit, however many nodes it has.\n\n**When not to use.** Not for flat lists (Select or DataTable) nor for navigation between screens.',
      },
    },
  },
  args: {
    label: 'Devices, systems and indoor units',
    nodes: TREE_DEVICES,
    selectedId: null,
    onSelect: fn(),
    emptyText: 'No devices in this project.',
  },
  render: (args) => <Selectable {...args} />,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a device chooses it and opens it; its systems appear one level down. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('treeitem', { name: 'BW-VRF-01' }));
    await expect(args.onSelect).toHaveBeenCalledWith('d1');
    const device = canvas.getByRole('treeitem', { name: 'BW-VRF-01' });
    await expect(device).toHaveAttribute('aria-selected', 'true');
    await expect(device).toHaveAttribute('aria-expanded', 'true');
    const systems = canvas.getAllByRole('treeitem', { name: /^System/ });
    await expect(systems).toHaveLength(2);
    await expect(systems[0]).toHaveAttribute('aria-level', '2');
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No devices in this project.')).toBeVisible();
    await expect(canvas.queryByRole('tree')).toBeNull();
  },
};

/**
 * The keyboard of the tree: Tab enters at one row, Right opens and enters, Down moves, Left goes
 * back up and closes, End and Home, type-ahead, Enter chooses. Ends with a unit chosen.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = (name: string) => canvas.getAllByRole('treeitem', { name })[0];
    await userEvent.tab();
    await expect(item('BW-VRF-01')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('BW-VRF-01')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('System 1')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('HP-01')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect(item('System 2')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(item('Unit 2 · Archive')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('d1-s2-u2');
    await expect(item('Unit 2 · Archive')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('System 2')).toHaveFocus();
    await userEvent.keyboard('h');
    await expect(item('HP-01')).toHaveFocus();
    // Back on the chosen unit, so the picture shows the focus and the selection together.
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowDown}');
    await expect(item('Unit 2 · Archive')).toHaveFocus();
  },
};

/**
 * Long names are cut with an ellipsis; the whole name is the row's title (on hover) and its
 * accessible name and description (for screen readers).
 */
export const LongNames: Story = {
  args: {
    nodes: [
      {
        id: 'long',
        label: 'BW-VRF-01 Headquarters, north wing, third floor plant room',
        detail: 'Mitsubishi Electric · City Multi PUHY-P1000YNW-A2 with heat recovery',
      },
      ...TREE_DEVICES,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = canvas.getByRole('treeitem', {
      name: 'BW-VRF-01 Headquarters, north wing, third floor plant room',
    });
    await expect(long).toHaveAccessibleDescription(
      'Mitsubishi Electric · City Multi PUHY-P1000YNW-A2 with heat recovery',
    );
    await expect(long).toHaveAttribute(
      'title',
      'BW-VRF-01 Headquarters, north wing, third floor plant room — Mitsubishi Electric · City Multi PUHY-P1000YNW-A2 with heat recovery',
    );
  },
};

/**
 * A system with 1,000 indoor units, virtualized: only the rows in view are in the page, End reaches
 * the last unit, which is rendered, focused and announced as 1000 of 1000 on level 3.
 */
export const ThousandUnits: Story = {
  args: { nodes: TREE_THOUSAND_UNITS, defaultExpandedIds: ['big', 'big-s1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem').length).toBeLessThan(40);
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('big-u1000');
    const last = await canvas.findByRole('treeitem', { name: 'Unit 1000 · Kitchen' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-posinset', '1000');
    await expect(last).toHaveAttribute('aria-setsize', '1000');
    await expect(last).toHaveAttribute('aria-level', '3');
    // The scroll has settled at the end before the picture.
    const tree = canvas.getByRole('tree');
    await waitFor(() =>
      expect(tree.scrollTop + tree.clientHeight).toBeGreaterThanOrEqual(tree.scrollHeight - 1),
    );
  },
};

/**
 * An offline device: it and each of its units say so in words with an icon (never colour alone),
 * and the state is announced with the node.
 */
export const OfflineDevice: Story = {
  args: {
    nodes: TREE_DEVICES.map((device) =>
      device.id === 'd2'
        ? {
            ...device,
            warning: 'Offline',
            children: device.children?.map((system) => ({ ...system, warning: 'Offline' })),
          }
        : device,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const device = canvas.getByRole('treeitem', { name: 'BW-VRF-02' });
    await expect(device).toHaveAccessibleDescription('Offline · Gree · GMV6 Mini');
    await userEvent.click(device);
    await expect(canvas.getByRole('treeitem', { name: 'System 1' })).toHaveAccessibleDescription(
      'Offline · 0 indoor units',
    );
  },
};
