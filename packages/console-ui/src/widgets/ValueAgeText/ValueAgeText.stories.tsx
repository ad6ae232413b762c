import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValueAgeText } from './ValueAgeText';

// Times are fixed: the refresh interval is 10 s, so a value older than 20 s is stale.
const NOW = '2026-03-02T10:00:30Z';
const INTERVAL_MS = 10_000;

const meta = {
  title: 'Widgets/ValueAgeText',
  component: ValueAgeText,
  parameters: {
    docs: {
      description: {
        component:
          "'updated 12 s ago', with a 'Stale' badge once the value is older than two refresh intervals.\n\n**When to use.** Under live values (device cards, the tree view) to say how old they are.\n\n**When not to use.** Not for a time of an event (an alarm, a change-log entry): show the time itself.",
      },
    },
  },
  args: { now: NOW, updatedAt: '2026-03-02T10:00:18Z', intervalMs: INTERVAL_MS },
} satisfies Meta<typeof ValueAgeText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read 12 s ago with a 10 s interval: fresh, no badge. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('updated 12 s ago')).toHaveAttribute(
      'datetime',
      '2026-03-02T10:00:18.000Z',
    );
    await expect(canvas.queryByText('Stale')).toBeNull();
  },
};

/** Read 3 min ago: more than two intervals, so the badge says Stale in words. */
export const Stale: Story = {
  args: { updatedAt: '2026-03-02T09:57:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('updated 3 min ago')).toBeVisible();
    await expect(canvas.getByText('Stale')).toBeVisible();
  },
};

/** Translated texts through `labels`. */
export const Translated: Story = {
  args: {
    updatedAt: '2026-03-02T09:57:00Z',
    labels: {
      stale: 'Zastarelo',
      updated: (ms: number) => `osveženo pre ${Math.floor(ms / 60_000)} min`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('osveženo pre 3 min')).toBeVisible();
    await expect(canvas.getByText('Zastarelo')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { updatedAt: '2026-03-02T09:57:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stale')).toBeVisible();
  },
};
