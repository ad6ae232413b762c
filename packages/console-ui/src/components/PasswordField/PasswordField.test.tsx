import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'Demo#2026');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password, Password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Demo#2026');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password, Password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reports visibility changes and follows a controlled value', async () => {
    const onVisibleChange = vi.fn();
    const { rerender } = render(
      <PasswordField label="Password" visible={false} onVisibleChange={onVisibleChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password, Password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    rerender(<PasswordField label="Password" visible onVisibleChange={onVisibleChange} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('names each toggle with its field, so that two password fields have distinct toggles', () => {
    render(
      <>
        <PasswordField label="New password" />
        <PasswordField label="Repeat new password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show password, New password' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Show password, Repeat new password' }),
    ).toBeVisible();
  });

  it('wires its error message', () => {
    render(<PasswordField label="New password" error="Password is required" />);
    const input = screen.getByLabelText('New password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Password is required');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PasswordField label="Password" defaultVisible />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
