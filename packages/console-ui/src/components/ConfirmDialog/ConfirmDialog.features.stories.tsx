import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    title: 'Delete invite',
    description: 'Delete the invite of ana.petrovic@example.com? It cannot be restored.',
    confirmLabel: 'Delete',
    trigger: (
      <Button variant="outline" tone="danger">
        Delete invite
      </Button>
    ),
    onConfirm: fn(() => Promise.resolve(true)),
    onConfirmed: undefined,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list's heading that takes focus once the deleted row and its button are gone. */
function WithHeading(args: ConfirmDialogProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Invites
      </h2>
      <ConfirmDialog {...args} onConfirmed={() => heading.current?.focus()} />
    </div>
  );
}

/**
 * Confirmed: the action runs once, the dialog closes, and focus goes where the owner puts it
 * (the list's heading) instead of back to a trigger that left with the deleted item.
 */
export const Confirmed: Story = {
  render: (args) => <WithHeading {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Invites' })).toHaveFocus());
  },
};

/** Refused (the action resolved false): the dialog stays open and can be tried again. */
export const Refused: Story = {
  args: { onConfirm: fn(() => Promise.resolve(false)), defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog', { name: 'Delete invite' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(confirm).toHaveFocus();
  },
};

/**
 * While the action runs, the confirming button waits and keeps focus, Cancel is disabled and
 * Escape does not close the dialog.
 */
export const Busy: Story = {
  // An answer that does not come while the story is looked at.
  args: { onConfirm: fn(() => new Promise<boolean>(() => undefined)), defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Delete invite' })).toBeVisible();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * By keyboard alone: Enter opens, focus starts inside, Tab stays inside, Escape closes and focus
 * returns to the trigger; then Tab to the confirming button and Enter confirms.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete invite' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    while (dialog.ownerDocument.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Without `onConfirmed`, focus returns to the trigger (still on the page here).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A question that is not a deletion: the brand tone, labels of the owner's language. */
export const BrandToneAndLabels: Story = {
  args: {
    defaultOpen: true,
    tone: 'brand',
    title: 'Einladung erneut senden',
    description: 'Die Einladung an ana.petrovic@example.com erneut senden?',
    confirmLabel: 'Senden',
    cancelLabel: 'Abbrechen',
    closeLabel: 'Schließen',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Einladung erneut senden' });
    for (const name of ['Senden', 'Abbrechen', 'Schließen']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete the alarm configuration of the outdoor system on the technical floor',
    description:
      'Delete the alarm on BW-VRF-01 · Outdoor unit 1 · High pressure switch of the technical floor of tower B? Alarms already raised stay in the history; no new ones are raised.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Delete invite' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  args: { defaultOpen: true },
  parameters: { testViewport: { width: 320, height: 640 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
