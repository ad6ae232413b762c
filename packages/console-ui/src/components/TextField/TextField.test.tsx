import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { SearchIcon } from '../../icons';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled text box that reports typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
    expect(onChange).toHaveBeenCalledTimes('ana@example.com'.length);
  });

  it('shows the error, marks the input invalid and wires the message', () => {
    render(<TextField label="Email" error="Email is required" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('keeps a controlled value', async () => {
    render(<TextField label="Name" value="Fixed" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('Fixed');
  });

  it('can be disabled', () => {
    render(<TextField label="Name" disabled startAdornment={<SearchIcon />} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextField label="Search" hint="By name or city" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
