import { AREA_TEXT } from '@hvac/console-domain';
import { Button, Dialog, DialogClose } from '@hvac/console-ui';
import { useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

/**
 * Remove Area, after a confirmation naming the area (as Delete Floor asks). Once removed, focus
 * goes where `onRemoved` puts it: the Remove Area button leaves with its panel.
 */
export function RemoveAreaDialog({
  label,
  disabled,
  onRemove,
  onRemoved,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => Promise<boolean>;
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const removed = useRef(false);
  async function confirm() {
    setBusy(true);
    // Set before the answer: once it is gone, the page may unmount this dialog with what it
    // removed, and its focus hand-over must already know.
    removed.current = true;
    const done = await onRemove();
    removed.current = done;
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
      title={FLOOR_TEXT.removeArea}
      description={AREA_TEXT.confirmRemove(label)}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        removed.current = false;
        event.preventDefault();
        onRemoved();
      }}
      trigger={
        <Button variant="outline" tone="danger" disabled={disabled}>
          {FLOOR_TEXT.removeArea}
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
            {FLOOR_TEXT.remove}
          </Button>
        </>
      }
    />
  );
}
