import type { ReactElement, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import type { DialogSize } from '../Dialog/Dialog';
import { Dialog } from '../Dialog/Dialog';
import { COMPONENT_LABELS } from '../labels';
import { useControllableState } from '../../utils/useControllableState';

export const confirmDialogTones = ['danger', 'brand'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The question, naming what is at stake; announced when the dialog opens. */
  description: ReactNode;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The confirming button's text ('Delete', 'Remove'…). */
  confirmLabel: string;
  /** The text of the button that closes without acting. */
  cancelLabel?: string;
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** `danger` (the default) for what cannot be undone. */
  tone?: ConfirmDialogTone;
  size?: DialogSize;
  /**
   * Does what was asked. Resolve true when it is done: the dialog closes. False keeps it open (the
   * owner says why, e.g. in a toast), and so does nothing (an owner that leaves the page instead).
   * While it runs the buttons wait and the dialog cannot be closed.
   */
  onConfirm: () => Promise<boolean | void> | boolean | void;
  /**
   * Called instead of returning focus to the trigger once the dialog has closed after a confirmed
   * action: the trigger usually leaves with what was deleted, so the owner places focus (the list's
   * heading, what is shown next). Also called when the owner unmounts the dialog as it removes the
   * deleted item, before the answer has closed it.
   */
  onConfirmed?: () => void;
  /** Busy for a reason of the owner's (e.g. another action of the same screen runs). */
  busy?: boolean;
}

/**
 * Asks before an action that cannot be undone: the title, the question, Cancel and the confirming
 * button. Escape, Cancel and the close button close it and focus returns to the trigger; a
 * confirmed action closes it when done, and a refused one keeps it open.
 */
export function ConfirmDialog({
  title,
  description,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  confirmLabel,
  cancelLabel = COMPONENT_LABELS.cancel,
  closeLabel,
  tone = 'danger',
  size = 'small',
  onConfirm,
  onConfirmed,
  busy: ownerBusy = false,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [running, setRunning] = useState(false);
  const busy = running || ownerBusy;
  // Set before the answer: once the action is done the owner may unmount this dialog together with
  // what it removed, and the focus hand-over on unmount must already know.
  const confirmed = useRef(false);

  const changeOpen = (next: boolean) => {
    if (!next && busy) return;
    setOpen(next);
  };

  async function confirm() {
    setRunning(true);
    confirmed.current = true;
    let done = false;
    try {
      done = (await onConfirm()) === true;
    } finally {
      confirmed.current = done;
      setRunning(false);
    }
    if (done) setOpen(false);
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={changeOpen}
      size={size}
      title={title}
      description={description}
      trigger={trigger}
      closeLabel={closeLabel}
      onCloseAutoFocus={(event) => {
        if (!confirmed.current || !onConfirmed) return;
        confirmed.current = false;
        event.preventDefault();
        onConfirmed();
      }}
      footer={
        <>
          <Button
            variant="outline"
            tone="neutral"
            disabled={busy}
            onClick={() => changeOpen(false)}
          >
            {cancelLabel}
          </Button>
          <Button tone={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
