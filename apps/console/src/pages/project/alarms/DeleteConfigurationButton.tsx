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
  const deleted = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    deleted.current = await onConfirm(configuration);
    return deleted.current;
  }

  function close() {
    setOpen(false);
    // After a delete the owner places focus; after Cancel it goes back to this button.
    if (!deleted.current) requestAnimationFrame(() => buttonRef.current?.focus());
  }

  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        variant="outline"
        tone="danger"
        aria-label={`${PROJECT_TEXT.deleteAlarmConfiguration} ${name}`}
        onClick={() => {
          deleted.current = false;
          setOpen(true);
        }}
      >
        {SCREEN_TEXT.delete}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeleteConfigurationDialog name={name} onConfirm={confirm} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
