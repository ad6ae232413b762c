import type { AlarmConfiguration } from '@hvac/console-api';
import { Button, Dialog, DialogClose } from '@hvac/console-ui';
import { useState } from 'react';

import { PROJECT_TEXT } from '../projectText';
import { SCREEN_TEXT } from '../../../app/text';

/** A configuration row's Delete button: it asks first, since a deleted alarm cannot be restored. */
export function DeleteConfigurationButton({
  configuration,
  name,
  onConfirm,
}: {
  configuration: AlarmConfiguration;
  /** The device and parameter, naming the row in the button and the question. */
  name: string;
  onConfirm: (configuration: AlarmConfiguration) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const deleted = await onConfirm(configuration);
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
      title={PROJECT_TEXT.deleteAlarmConfiguration}
      description={`${PROJECT_TEXT.confirmDeleteAlarmConfiguration} ${name}?`}
      trigger={
        <Button
          size="small"
          variant="outline"
          tone="danger"
          aria-label={`${PROJECT_TEXT.deleteAlarmConfiguration} ${name}`}
        >
          {SCREEN_TEXT.delete}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral" disabled={busy}>
              {SCREEN_TEXT.cancel}
            </Button>
          </DialogClose>
          <Button tone="danger" loading={busy} onClick={() => void confirm()}>
            {SCREEN_TEXT.delete}
          </Button>
        </>
      }
    />
  );
}
