import { render, screen, waitFor } from '@testing-library/react';
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

  it('makes the rest of the page inert while open, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <div aria-live="polite">Toasts</div>
        <Select label="Country" options={countries} defaultValue="RS" />
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toBeVisible();
    // Not focusable behind the list (axe aria-hidden-focus), from the frame after it appears;
    // live regions keep announcing.
    await waitFor(() => expect(elsewhere.closest('[inert]')).not.toBeNull());
    expect(screen.getByText('Toasts', { selector: '[aria-live]' })).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(trigger).toHaveFocus();
    // Choosing closes it too.
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(document.querySelector('[inert]')).toBeNull();
    expect(trigger).toHaveTextContent('Germany');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Select label="Country" options={countries} defaultValue="RS" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
