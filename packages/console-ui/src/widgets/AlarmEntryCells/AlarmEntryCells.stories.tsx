import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlarmEntryResolvedCell } from './AlarmEntryCells';

const meta = {
  title: 'Widgets/AlarmEntryResolvedCell',
  component: AlarmEntryResolvedCell,
  parameters: {
    docs: {
      description: {
        component:
          "The Resolved At cell of an alarm entry: the resolution time, or 'Unresolved' (with an icon, not colour alone) and, for users who may, a Resolve button.\n\n**When to use.** Use it as the Resolved At cell of an alarm entries table: it shows the time or 'Unresolved' and, for users who may, the Resolve button.\n\n**When not to use.** Not outside a table of alarm entries.",
      },
    },
  },
  args: { resolvedAt: null, onResolve: fn(), entryLabel: 'MDV-FAAFC0 Indoor unit error code' },
} satisfies Meta<typeof AlarmEntryResolvedCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unresolved')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Resolve MDV-FAAFC0 Indoor unit error code' }),
    );
    await expect(args.onResolve).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};
