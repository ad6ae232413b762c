import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TreeListItem, TreeListProps } from './TreeList';
import { TreeList } from './TreeList';
import * as layout from '../fixtures/storyLayout.css';

const DEVICES: TreeListItem[] = [
  { id: '1', label: 'BW-VRF-01', detail: 'Midea · MV6-i450WV2GN1' },
  { id: '2', label: 'BW-VRF-02', detail: 'Gree · GMV6 Mini' },
  { id: '3', label: 'HP-01', detail: 'Daikin · Altherma 3' },
];

/** 1,000 indoor units: only the visible rows are in the page. */
const THOUSAND: TreeListItem[] = Array.from({ length: 1000 }, (_, index) => ({
  id: String(index + 1),
  label: `Unit ${index + 1} · ${['Office', 'Lobby', 'Meeting room', 'Kitchen'][index % 4]}`,
}));

function Selectable(args: TreeListProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <TreeList
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
  title: 'Widgets/TreeList',
  component: TreeList,
  args: {
    label: 'Devices',
    items: DEVICES,
    selectedId: null,
    onSelect: fn(),
    emptyText: 'No devices',
  },
  render: (args) => <Selectable {...args} />,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TreeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: /BW-VRF-02/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('2');
    await expect(canvas.getByRole('option', { name: /BW-VRF-02/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No devices')).toBeVisible();
  },
};

/** Arrows, End, Home and type-ahead move the active row; Enter chooses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const list = canvas.getByRole('listbox', { name: 'Devices' });
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /HP-01/ }).id,
    );
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('h{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('3');
  },
};

/** A thousand units, virtualized: End reaches the last one, which is rendered and announced. */
export const ThousandUnits: Story = {
  args: { label: 'Indoor units', items: THOUSAND, emptyText: 'No units' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
    canvas.getByRole('listbox').focus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('1000');
    const last = await canvas.findByRole('option', { name: 'Unit 1000 · Kitchen' });
    await expect(last).toHaveAttribute('aria-posinset', '1000');
    await expect(last).toHaveAttribute('aria-setsize', '1000');
  },
};
