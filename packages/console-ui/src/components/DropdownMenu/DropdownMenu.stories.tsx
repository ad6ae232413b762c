import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogOutIcon, SettingsIcon, UserIcon } from '../../icons';
import * as layout from '../../stories/layout.css';
import { IconButton } from '../IconButton/IconButton';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './DropdownMenu';

const onProfile = fn();
const onSignOut = fn();
const onThemeChange = fn();

/** The console's Settings menu: profile, theme and sign-out. */
const settingsItems = (
  <>
    <DropdownMenuItem icon={<UserIcon />} onSelect={onProfile}>
      Profile
    </DropdownMenuItem>
    <DropdownMenuSeparator />
    <DropdownMenuRadioGroup label="Theme" defaultValue="light" onValueChange={onThemeChange}>
      <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
      <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
    </DropdownMenuRadioGroup>
    <DropdownMenuSeparator />
    <DropdownMenuItem icon={<LogOutIcon />} tone="danger" onSelect={onSignOut}>
      Sign out
    </DropdownMenuItem>
  </>
);

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: {
    docs: {
      description: {
        component:
          "A menu of actions (Radix), e.g. the console's Settings menu: arrow keys move, Enter and Space select, typeahead jumps, Escape closes and focus returns to the trigger.\n\n**When to use.** Use it for a handful of actions or settings behind one button, where showing them all would crowd the bar (the Settings menu).\n\n**When not to use.** Not for choosing a value in a form (use Select) nor for navigation between screens (use the AppShell's navigation).",
      },
    },
  },
  args: {
    trigger: <IconButton aria-label="Settings" icon={<SettingsIcon />} variant="outline" />,
    children: settingsItems,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSignOut.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Settings' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  args: { defaultOpen: true, align: 'start' },
  // Radix hides the rest of the page (aria-hidden on #storybook-root) while a modal popover is
  // open; the trigger inside cannot take focus then because focus stays in the popover.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
};
