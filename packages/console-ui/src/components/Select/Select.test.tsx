import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Select } from './Select';

const countries = [
  { value: 'RS', label: 'Serbia' },
  { value: 'DE', label: 'Germany' },
  { value: 'AT', label: 'Austria', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox showing the placeholder until something is chosen', () => {
    render(<Select label="Country" options={countries} placeholder="Choose a country" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Choose a country');
  });

  it('opens, lists the options and reports the choice', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Country" options={countries} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Serbia', 'Germany', 'Austria']);
    expect(screen.getByRole('option', { name: 'Austria' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onValueChange).toHaveBeenCalledWith('DE');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');
  });

  it('wires its error message to the trigger', () => {
    render(<Select label="Country" options={countries} error="Country is required" />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Country is required');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Select label="Country" options={countries} defaultValue="RS" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
