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

  it('has no axe violations', async () => {
    const { container } = render(
      <MultiSelect label="Headers" options={options} defaultValue={['freq']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
