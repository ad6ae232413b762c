import { Button, Dialog, DialogClose } from '@hvac/console-ui';
import { useState } from 'react';

import { FLOOR_TEXT } from './floorText';

/** Delete Floor, after a confirmation naming the floor (a floor cannot be restored). */
export function DeleteFloorDialog({
  floorName,
  onDelete,
}: {
  floorName: string;
  onDelete: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const deleted = await onDelete();
    setBusy(false);
    if (deleted) setOpen(false);
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
