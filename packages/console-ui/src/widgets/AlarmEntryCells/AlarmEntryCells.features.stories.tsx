import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AlarmEntryResolvedCell } from './AlarmEntryCells';

const meta = {
  title: 'Widgets/AlarmEntryResolvedCell/Features',
  component: AlarmEntryResolvedCell,
  args: { resolvedAt: null, onResolve: fn(), entryLabel: 'MDV-FAAFC0 Indoor unit error code' },
} satisfies Meta<typeof AlarmEntryResolvedCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Resolve call is running. */
export const Loading: Story = {
  args: { resolving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Resolved: the time alone, in the console's date format. */
export const Resolved: Story = {
  args: { resolvedAt: '2026-03-14T09:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/March 14, 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A spectator: 'Unresolved' without a Resolve button. */
export const Empty: Story = {
  args: { onResolve: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unresolved')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An unparsable resolution time reads 'Invalid date' (DECISIONS.md). */
export const LoadFailed: Story = {
  args: { resolvedAt: 'not a date' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid date')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    entryLabel:
      'MDV-FAAFC0 Backup heater leaving water temperature after the domestic hot water booster stage',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      /^Resolve MDV-FAAFC0 Backup heater/,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unresolved')).toBeVisible();
  },
};
