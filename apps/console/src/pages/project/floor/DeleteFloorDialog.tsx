import { Button, Dialog, DialogClose } from '@hvac/console-ui';
import { useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

/**
 * Delete Floor, after a confirmation naming the floor (a floor cannot be restored). Once deleted,
 * focus goes where `onDeleted` puts it (the floor shown next), not back to a button of a floor
 * that is gone.
 */
export function DeleteFloorDialog({
  floorName,
  onDelete,
  onDeleted,
}: {
  floorName: string;
  onDelete: () => Promise<boolean>;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  async function confirm() {
    setBusy(true);
    // Set before the answer: once it is gone, the page may unmount this dialog with what it
    // removed, and its focus hand-over must already know.
    deleted.current = true;
    const done = await onDelete();
    deleted.current = done;
    setBusy(false);
    if (done) setOpen(false);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      size="small"
      title={FLOOR_TEXT.deleteFloor}
      description={FLOOR_TEXT.confirmDeleteFloor(floorName)}
      onCloseAutoFocus={(event) => {
        if (!deleted.current || !onDeleted) return;
        deleted.current = false;
        event.preventDefault();
        onDeleted();
      }}
      trigger={
        <Button variant="outline" tone="danger">
          {FLOOR_TEXT.deleteFloor}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral" disabled={busy}>
              {FLOOR_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button tone="danger" loading={busy} onClick={() => void confirm()}>
            {FLOOR_TEXT.delete}
          </Button>
        </>
      }
    />
  );
}
