import type { AlarmConfiguration } from '@hvac/console-api';
import { Button } from '@hvac/console-ui';
import { Suspense, lazy, useRef, useState } from 'react';

import { PROJECT_TEXT } from '../projectText';
import { SCREEN_TEXT } from '../../../app/text';

const DeleteConfigurationDialog = lazy(() => import('./DeleteConfigurationDialog'));

/** A configuration row's Delete button: it asks first, since a deleted alarm cannot be restored. */
export function DeleteConfigurationButton({
  configuration,
  name,
  onConfirm,
}: {
  configuration: AlarmConfiguration;
  /** The device and parameter, naming the row in the button and the question. */
  name: string;
  /** Deletes; resolves true when the configuration is gone (the owner then places focus). */
  onConfirm: (configuration: AlarmConfiguration) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setBusy(true);
    const deleted = await onConfirm(configuration);
    setBusy(false);
    if (deleted) setOpen(false);
  }

  function cancel() {
    setOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }

  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        variant="outline"
        tone="danger"
        aria-label={`${PROJECT_TEXT.deleteAlarmConfiguration} ${name}`}
        onClick={() => setOpen(true)}
      >
        {SCREEN_TEXT.delete}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeleteConfigurationDialog
            name={name}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={cancel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
