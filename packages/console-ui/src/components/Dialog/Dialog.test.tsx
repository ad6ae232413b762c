import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Button } from '../Button/Button';
import { DropdownMenu, DropdownMenuItem } from '../DropdownMenu/DropdownMenu';
import { Dialog, DialogClose } from './Dialog';

function DeleteDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      title="Delete floor"
      description="The floor plan and its device positions will be removed."
      trigger={<Button>Delete floor</Button>}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              Cancel
            </Button>
          </DialogClose>
          <Button tone="danger">Delete</Button>
        </>
      }
    >
      <p>This cannot be undone.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog', async () => {
    render(<DeleteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete floor' });
    expect(dialog).toHaveAccessibleDescription(
      'The floor plan and its device positions will be removed.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus: Tab cycles inside the dialog', async () => {
    render(<DeleteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<DeleteDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Delete floor' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from the Cancel button and the Close button', async () => {
    render(<DeleteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no axe violations while open', async () => {
    render(<DeleteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('lets its owner choose where focus goes on open and on close', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const elsewhere = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open stats</Button>
          <Button ref={elsewhere}>Elsewhere</Button>
          <Dialog
            title="Stats"
            open={open}
            onOpenChange={setOpen}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              document.getElementById('second')?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              elsewhere.current?.focus();
            }}
          >
            <Button>First</Button>
            <Button id="second">Second</Button>
          </Dialog>
        </>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus());
  });

  it('is controlled by open alone, without a copy of its own', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog title="Stats" open={false} onOpenChange={onOpenChange}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Dialog title="Stats" open onOpenChange={onOpenChange}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Stats' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The owner said open: it stays open until the owner says otherwise.
    expect(screen.getByRole('dialog', { name: 'Stats' })).toBeInTheDocument();
  });

  it('returns focus to the menu button when a menu item opened it (the item is gone)', async () => {
    function MenuOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <DropdownMenu trigger={<Button>Write</Button>}>
            <DropdownMenuItem onSelect={() => setOpen(true)}>Fan speed</DropdownMenuItem>
          </DropdownMenu>
          <Dialog title="Write Fan speed" open={open} onOpenChange={setOpen}>
            <Button>Send</Button>
          </Dialog>
        </>
      );
    }
    render(<MenuOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Fan speed' }));
    await screen.findByRole('dialog', { name: 'Write Fan speed' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write' })).toHaveFocus());
  });

  it('finds its opener again when the page re-rendered it as a new element', async () => {
    function RowOpener() {
      const [open, setOpen] = useState(false);
      const [version, setVersion] = useState(0);
      return (
        <>
          <Button key={version} onClick={() => setOpen(true)}>
            Write Fan speed
          </Button>
          <Dialog title="Write Fan speed" open={open} onOpenChange={setOpen}>
            <Button onClick={() => setVersion((v) => v + 1)}>Send</Button>
          </Dialog>
        </>
      );
    }
    render(<RowOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Write Fan speed' }));
    // Sending re-reads the row: its button is rendered anew while the dialog is open.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Write Fan speed' })).toHaveFocus(),
    );
  });

  it('paints a deferred controlled dialog as the dimmed page first, the modal after that frame', async () => {
    function AddOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Add Alarm Configuration</Button>
          <Dialog title="Add Alarm Configuration" open={open} onOpenChange={setOpen} deferBody>
            <label>
              Threshold Value <input />
            </label>
          </Dialog>
        </>
      );
    }
    render(<AddOpener />);
    const opener = screen.getByRole('button', { name: 'Add Alarm Configuration' });
    await userEvent.click(opener);
    // The click's frame: no modal yet, the page is still reachable and focus stays on the opener.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const dialog = await screen.findByRole('dialog', { name: 'Add Alarm Configuration' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(await screen.findByRole('textbox', { name: 'Threshold Value' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // Opened again, it defers again.
    await userEvent.click(opener);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
