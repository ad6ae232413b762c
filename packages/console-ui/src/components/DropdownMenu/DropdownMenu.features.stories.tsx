import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobeIcon, LogOutIcon, SettingsIcon, UserIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { IconButton } from '../IconButton/IconButton';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './DropdownMenu';

const meta = {
  title: 'Components/DropdownMenu/Features',
  component: DropdownMenu,
  args: {
    trigger: <IconButton aria-label="Settings" icon={<SettingsIcon />} variant="outline" />,
    defaultOpen: true,
    children: (
      <>
        <DropdownMenuLabel>Signed in as admin</DropdownMenuLabel>
        <DropdownMenuItem icon={<UserIcon />}>Profile</DropdownMenuItem>
        <DropdownMenuItem icon={<GlobeIcon />} disabled>
          Language
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup label="Theme" defaultValue="dark">
          <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOutIcon />} tone="danger">
          Sign out
        </DropdownMenuItem>
      </>
    ),
  },
  // Radix hides the rest of the page (aria-hidden on #storybook-root) while a modal popover is
  // open; the trigger inside cannot take focus then because focus stays in the popover.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  decorators: [
    (Story) => (
      <div className={layout.roomForMenu}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    await expect(screen.getByRole('menuitem', { name: 'Language' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const KeyboardOnly: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Settings' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
