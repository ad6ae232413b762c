import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { MultiSelect } from './MultiSelect';

const options = [
  { value: 't_out', label: 'Outdoor air temperature' },
  { value: 't_lw', label: 'Leaving water temperature' },
  { value: 'freq', label: 'Compressor frequency' },
];

describe('MultiSelect', () => {
  it('filters the options by the search text and reports the chosen values in order', () => {
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        label="Headers"
        options={options}
        onValueChange={onValueChange}
        labels={{ search: 'Search headers' }}
      />,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search headers' }), {
      target: { value: 'TEMP' },
    });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leaving water temperature' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Outdoor air temperature' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['t_lw', 't_out']);
    expect(screen.getByRole('group', { name: 'Headers (2 selected)' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pressure' } });
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('disables the other options once the maximum is chosen', () => {
    render(
      <MultiSelect
        label="Headers"
        options={options}
        defaultValue={['t_out']}
        max={1}
        maxMessage="At most 1."
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Outdoor air temperature' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Compressor frequency' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('At most 1.');
  });

  it('is one tab stop whose options the arrow keys, Home and End walk through', () => {
    render(<MultiSelect label="Headers" options={options} />);
    const boxes = screen.getAllByRole('checkbox');
    // Only the first option is in the Tab order.
    expect(boxes.map((box) => box.tabIndex)).toEqual([0, -1, -1]);
    boxes[0].focus();
    fireEvent.keyDown(boxes[0], { key: 'ArrowDown' });
    expect(boxes[1]).toHaveFocus();
    expect(boxes.map((box) => box.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(boxes[1], { key: 'End' });
    expect(boxes[2]).toHaveFocus();
    fireEvent.keyDown(boxes[2], { key: 'ArrowDown' });
    expect(boxes[2]).toHaveFocus();
    fireEvent.keyDown(boxes[2], { key: 'Home' });
    expect(boxes[0]).toHaveFocus();
    fireEvent.keyDown(boxes[0], { key: 'ArrowUp' });
    expect(boxes[0]).toHaveFocus();
  });

  it('skips the options disabled by the maximum and keeps a tab stop on an enabled one', () => {
    render(<MultiSelect label="Headers" options={options} defaultValue={['freq']} max={1} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <MultiSelect label="Headers" options={options} defaultValue={['freq']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
