import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  describe('with server search', () => {
    const site = (number: number) => ({ value: String(number), label: `Site ${number}` });
    const firstPage = [site(1), site(2), site(3)];

    it('asks the server after typing, lists its answer unfiltered and keeps chosen names', async () => {
      const onSearchChange = vi.fn();
      const onValueChange = vi.fn();
      const props = {
        label: 'Projects',
        onSearchChange,
        onValueChange,
        knownOptions: [site(2000)],
        defaultValue: ['2000'],
      };
      const { container, rerender } = render(
        <MultiSelect {...props} options={firstPage} total={2000} />,
      );
      // The saved choice first, named though the first page does not hold it.
      const boxes = screen.getAllByRole('checkbox');
      expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual([
        'true',
        'false',
        'false',
        'false',
      ]);
      expect(boxes[0]).toHaveAccessibleName('Site 2000');
      expect(screen.getByRole('status')).toHaveTextContent('3 of 2,000 shown. Type to find more.');
      expect(await axe(container)).toHaveNoViolations();
      // The search box starts empty, and so does the server's search.
      await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith(''));

      fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' site 150 ' } });
      rerender(<MultiSelect {...props} options={firstPage} total={2000} searching />);
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('site 150'));
      expect(onSearchChange.mock.calls).toEqual([[''], ['site 150']]);

      // The server's answer is listed as it is (no filtering here).
      rerender(<MultiSelect {...props} options={[site(150), site(1150)]} total={2} />);
      expect(screen.getAllByRole('checkbox')).toHaveLength(3);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Site 150' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['2000', '150']);

      // Another search: what was chosen stays listed, by name.
      rerender(<MultiSelect {...props} options={[]} total={0} />);
      expect(screen.getAllByRole('checkbox')).toHaveLength(2);
      expect(screen.getByRole('checkbox', { name: 'Site 150' })).toBeChecked();
      expect(screen.getByRole('group', { name: 'Projects (2 selected)' })).toBeInTheDocument();
    });

    it('says when nothing matches', () => {
      render(<MultiSelect label="Projects" options={[]} onSearchChange={vi.fn()} />);
      expect(screen.getByRole('status')).toHaveTextContent('No matches');
      expect(screen.queryByRole('list')).toBeNull();
    });
  });
});
