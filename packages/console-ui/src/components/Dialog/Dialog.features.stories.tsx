import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';
import * as styles from './Dialog.css';

const footer = (
  <>
    <DialogClose>
      <Button variant="outline" tone="neutral">
        Cancel
      </Button>
    </DialogClose>
    <Button tone="danger">Delete</Button>
  </>
);

const meta = {
  title: 'Components/Dialog/Features',
  component: Dialog,
  args: {
    title: 'Delete floor',
    description: 'The floor plan and the positions of its devices will be removed.',
    trigger: <Button tone="danger">Delete floor</Button>,
    footer,
    defaultOpen: true,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    // Focus moves into the dialog when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
  },
};

export const ClosesWithCancel: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };

export const LongContent: Story = {
  args: {
    title: 'Alarm configuration of the outdoor system on the technical floor of tower B',
    size: 'small',
    children: (
      <p>
        Every alarm of this configuration is sent to the project managers and to the operators on
        duty. Changing the thresholds takes effect for the next reading of each register; readings
        already stored keep the state they were evaluated with.
      </p>
    ),
  },
};

export const Large: Story = { args: { size: 'large' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * The page behind stays blocked by the overlay, while <body> keeps `pointer-events: auto` (Radix's
 * `none` on <body> restyled the whole page on opening and closing): the point under the page's
 * button is the overlay's, a press there closes the dialog, and the page's button is not pressed.
 */
export const PageBehindBlockedByOverlay: Story = {
  args: { defaultOpen: false, onOpenChange: fn() },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Dialog {...args} />
      <Button variant="outline" tone="neutral" onClick={pressedBehind}>
        Behind
      </Button>
    </div>
  ),
  play: async ({ args }) => {
    pressedBehind.mockClear();
    const behind = screen.getByRole('button', { name: 'Behind' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    await expect(getComputedStyle(document.body).pointerEvents).toBe('auto');
    const box = behind.getBoundingClientRect();
    const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(under).not.toBe(behind);
    await expect(under?.closest('[role="dialog"]')).toBeNull();
    // A press outside the dialog, where the page's button is, closes it.
    await userEvent.pointer({ keys: '[MouseLeft]', target: under as Element });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(pressedBehind).not.toHaveBeenCalled();
    // Radix's style and the mark are gone with the dialog.
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
    await expect(document.body.classList.contains(styles.bodyUnderDialog)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete floor' })).toHaveFocus());
  },
};

const pressedBehind = fn();
