import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TREE_DEVICES, TREE_THOUSAND_UNITS } from './fixtures';
import type { TreeProps } from './Tree';
import { Tree } from './Tree';

/** Keeps the chosen node, as the tree view tab does. */
function Harness(props: Partial<TreeProps> & { onChoose?: (id: string) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(props.selectedId ?? null);
  return (
    <Tree
      label="Devices"
      nodes={TREE_DEVICES}
      emptyText="No devices"
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onChoose?.(id);
      }}
    />
  );
}

// jsdom lays nothing out: give the scrolling tree the size a browser would, so the virtualizer
// renders the rows that fit (as in Storybook), not none.
const sizes = ['clientHeight', 'clientWidth'] as const;
beforeAll(() => {
  for (const size of sizes) {
    Object.defineProperty(HTMLElement.prototype, size, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.getAttribute('role') !== 'tree') return 0;
        return size === 'clientHeight' ? Number.parseFloat(this.style.height) || 0 : 300;
      },
    });
  }
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('Tree', () => {
  it('is a tree of levels with positions, closed parents and no selection at first', async () => {
    const { container } = render(<Harness />);
    const tree = screen.getByRole('tree', { name: 'Devices' });
    const top = within(tree).getAllByRole('treeitem');
    expect(top.map((node) => node.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(item('BW-VRF-01')).toHaveAttribute('aria-level', '1');
    expect(item('BW-VRF-01')).toHaveAttribute('aria-setsize', '3');
    expect(item('BW-VRF-01')).toHaveAttribute('aria-expanded', 'false');
    expect(item('BW-VRF-01')).toHaveAccessibleName('BW-VRF-01');
    expect(item('BW-VRF-01')).toHaveAccessibleDescription('Midea · MV6-i450WV2GN1');
    // A device without systems is a leaf: nothing to open.
    expect(item('HP-01')).not.toHaveAttribute('aria-expanded');
    expect(top.filter((node) => node.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    // Roving tabindex: exactly one row is in the Tab order.
    expect(top.map((node) => node.tabIndex)).toEqual([0, -1, -1]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens, enters, leaves and closes branches with the arrow keys', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const user = userEvent.setup();
    await user.tab();
    expect(item('BW-VRF-01')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(item('BW-VRF-01')).toHaveAttribute('aria-expanded', 'true');
    expect(item('BW-VRF-01')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const system = screen.getAllByRole('treeitem', { name: 'System 1' })[0];
    expect(system).toHaveFocus();
    expect(system).toHaveAttribute('aria-level', '2');
    expect(system).toHaveAttribute('aria-posinset', '1');
    expect(system).toHaveAttribute('aria-setsize', '2');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(item('Unit 1 · Office')).toHaveFocus();
    expect(item('Unit 1 · Office')).toHaveAttribute('aria-level', '3');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Unit 3 · Kitchen')).toHaveFocus();
    // Left from a leaf goes to its parent; Left again closes it; Left once more goes up.
    await user.keyboard('{ArrowLeft}');
    expect(system).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'Unit 1 · Office' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(item('BW-VRF-01')).toHaveFocus();
    // Moving never chose anything.
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('goes to the first and last row, finds a row by typing and chooses with Enter', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{End}');
    expect(item('HP-01')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('BW-VRF-01')).toHaveFocus();
    // 'h' jumps to HP-01; a moment later 'bw-vrf-02' typed quickly finds the second device.
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.keyboard('h');
    expect(item('HP-01')).toHaveFocus();
    vi.setSystemTime(Date.now() + 1000);
    await user.keyboard('bw-vrf-02');
    vi.useRealTimers();
    expect(item('BW-VRF-02')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('d2');
    // Choosing a parent also opens it, and it alone is selected.
    expect(item('BW-VRF-02')).toHaveAttribute('aria-selected', 'true');
    expect(item('BW-VRF-02')).toHaveAttribute('aria-expanded', 'true');
    expect(item('BW-VRF-01')).toHaveAttribute('aria-selected', 'false');
    expect(item('BW-VRF-02').tabIndex).toBe(0);
  });

  it('opens every sibling with *, and a click on a name chooses it', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('*');
    expect(item('BW-VRF-01')).toHaveAttribute('aria-expanded', 'true');
    expect(item('BW-VRF-02')).toHaveAttribute('aria-expanded', 'true');
    // The systems of the first device, one level down.
    await user.keyboard('{ArrowDown}*');
    expect(screen.getAllByRole('treeitem', { name: 'System 2' })[0]).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByText('Unit 2 · Archive'));
    expect(onChoose).toHaveBeenLastCalledWith('d1-s2-u2');
    expect(item('Unit 2 · Archive')).toHaveAttribute('aria-selected', 'true');
    expect(item('Unit 2 · Archive')).toHaveFocus();
  });

  it('keeps focus on the nearest open ancestor when a branch closes over it', async () => {
    render(<Harness defaultExpandedIds={['d1', 'd1-s1']} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Unit 2 · Lobby'));
    await user.click(screen.getByText('BW-VRF-01').parentElement!.previousElementSibling!);
    expect(item('BW-VRF-01')).toHaveAttribute('aria-expanded', 'false');
    expect(item('BW-VRF-01').tabIndex).toBe(0);
  });

  it('renders only the visible rows of a thousand units and still reaches the last', async () => {
    const onChoose = vi.fn();
    render(
      <Harness
        nodes={TREE_THOUSAND_UNITS}
        defaultExpandedIds={['big', 'big-s1']}
        onChoose={onChoose}
      />,
    );
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(40);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{End}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('big-u1000');
    const last = item('Unit 1000 · Kitchen');
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-posinset', '1000');
    expect(last).toHaveAttribute('aria-setsize', '1000');
    expect(last).toHaveAttribute('aria-level', '3');
  });

  it('says when there is nothing to show', () => {
    render(<Harness nodes={[]} />);
    expect(screen.getByText('No devices')).toBeVisible();
    expect(screen.queryByRole('tree')).toBeNull();
  });
});
