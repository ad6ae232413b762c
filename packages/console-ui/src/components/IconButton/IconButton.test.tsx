import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { MenuIcon } from '../../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label, not by the icon', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Open navigation" icon={<MenuIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<IconButton aria-label="Menu" icon={<MenuIcon />} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
