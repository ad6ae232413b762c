import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { SettingsIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './DropdownMenu';

function SettingsMenu({
  onProfile = () => undefined,
  onSignOut = () => undefined,
  onTheme = () => undefined,
}: {
  onProfile?: () => void;
  onSignOut?: () => void;
  onTheme?: (theme: string) => void;
}) {
  return (
    <DropdownMenu trigger={<IconButton aria-label="Settings" icon={<SettingsIcon />} />}>
      <DropdownMenuItem onSelect={onProfile}>Profile</DropdownMenuItem>
      <DropdownMenuRadioGroup label="Theme" defaultValue="light" onValueChange={onTheme}>
        <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" onSelect={onSignOut}>
        Sign out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('hides nothing of the page with aria-hidden while open (its controls stay focusable)', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">Devices</button>
        <SettingsMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] button')).toBeNull();
  });

  it('opens from its trigger and runs the chosen item', async () => {
    const onSignOut = vi.fn();
    render(<SettingsMenu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Settings' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is operable by keyboard and closes with Escape, returning focus', async () => {
    const onProfile = vi.fn();
    render(<SettingsMenu onProfile={onProfile} />);
    const trigger = screen.getByRole('button', { name: 'Settings' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onProfile).toHaveBeenCalledTimes(1);
  });

  it('checks one radio item of a group and stays open', async () => {
    const onTheme = vi.fn();
    render(<SettingsMenu onTheme={onTheme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(onTheme).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    render(<SettingsMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
