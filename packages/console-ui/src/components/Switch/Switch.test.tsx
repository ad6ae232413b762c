import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that turns on and off', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Dark theme" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('follows a controlled value', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Live updates" checked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Live updates' });
    await userEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(toggle).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Switch label="Live updates" defaultChecked />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
