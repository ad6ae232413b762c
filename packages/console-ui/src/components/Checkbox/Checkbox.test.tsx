import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when the box or its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Only active alarms" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Only active alarms' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Only active alarms'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with the Space key', async () => {
    render(<Checkbox label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });

  it('shows a mixed state and its description', () => {
    render(<Checkbox label="All units" description="3 of 8 selected" checked="indeterminate" />);
    const checkbox = screen.getByRole('checkbox', { name: 'All units' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toHaveAccessibleDescription('3 of 8 selected');
  });

  it('does not change when disabled', async () => {
    render(<Checkbox label="Locked" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Locked' });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Checkbox label="Remember me" defaultChecked />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
