import type { Device } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useConsoleMutations, useDeviceModels } from '@hvac/console-api/react';
import { DEVICE_MESSAGES, removeDeviceText } from '@hvac/console-domain';
import { Button, Dialog, DialogClose, PlusIcon, useToast } from '@hvac/console-ui';
import type { ReactNode } from 'react';
import { Suspense, lazy, useRef, useState } from 'react';

import { SCREEN_TEXT } from '../../app/text';
import type { DeviceFormHostProps } from './DeviceFormHost';

// The device form (its systems editor and rules) loads when Add Device or Edit is first pressed:
// the project and device pages stay within their size budgets.
const DeviceFormHost = lazy(() => import('./DeviceFormHost'));

/** The models, asked for with the page so the form has them the moment it opens. */
function useModelOptions() {
  const models = useDeviceModels();
  return {
    models: models.data,
    modelsError: models.error ? DEVICE_MESSAGES.FAILED_TO_LOAD_DEVICE_MODELS : undefined,
  };
}

/** A button that opens the device form (loaded on first use); focus returns to it on closing. */
function DeviceFormButton({
  target,
  button,
}: {
  target: DeviceFormHostProps['target'];
  button: (open: () => void) => ReactNode;
}) {
  const options = useModelOptions();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      {button(() => {
        setUsed(true);
        setOpen(true);
      })}
      {used ? (
        <Suspense fallback={null}>
          <DeviceFormHost {...options} target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Add Device on a project (edit_projects): the device form with Check Connection. */
export function AddDeviceButton({ projectId }: { projectId: number }) {
  return (
    <DeviceFormButton
      target={{ projectId }}
      button={(open) => (
        <Button
          size="small"
          startIcon={<PlusIcon />}
          data-add-device=""
          aria-haspopup="dialog"
          onClick={open}
        >
          {DEVICE_MESSAGES.ADD_DEVICE}
        </Button>
      )}
    />
  );
}

/** Edit of one device (edit_projects): the device form with its values. */
export function EditDeviceButton({ device }: { device: Device }) {
  return (
    <DeviceFormButton
      target={{ device }}
      button={(open) => (
        <Button
          size="small"
          variant="outline"
          tone="neutral"
          aria-label={`${SCREEN_TEXT.edit} ${device.unit_id}`}
          aria-haspopup="dialog"
          onClick={open}
        >
          {SCREEN_TEXT.edit}
        </Button>
      )}
    />
  );
}

/**
 * Remove of one device (edit_projects), after a confirmation naming what goes with it: its
 * systems and indoor units, history, alarms and change log.
 */
export function RemoveDeviceButton({
  device,
  onRemoved,
}: {
  device: Pick<Device, 'id' | 'unit_id' | 'units'>;
  onRemoved?: () => void;
}) {
  const { removeDevice } = useConsoleMutations();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const removed = useRef(false);
  const systems = device.units ?? [];
  const description = removeDeviceText(device.unit_id, {
    systems: systems.length,
    indoorUnits: systems.reduce((sum, system) => sum + (system.indoor_units?.length ?? 0), 0),
  });

  async function confirm() {
    setBusy(true);
    try {
      await removeDevice(device.id);
      removed.current = true;
      toast.success(DEVICE_MESSAGES.DEVICE_REMOVED);
      setOpen(false);
      onRemoved?.();
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 403 && error.detail
          ? error.detail
          : DEVICE_MESSAGES.FAILED_TO_REMOVE_DEVICE,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      size="small"
      // The Remove button went with the device: focus goes where the owner said (onRemoved), else to
      // Add Device, never to the page.
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        if (onRemoved) {
          event.preventDefault();
          return;
        }
        const next = document.querySelector<HTMLElement>('[data-add-device]');
        if (!next) return;
        event.preventDefault();
        next.focus();
      }}
      title={`${DEVICE_MESSAGES.REMOVE_DEVICE} ${device.unit_id}`}
      description={description}
      trigger={
        <Button
          size="small"
          variant="outline"
          tone="danger"
          aria-label={`${SCREEN_TEXT.remove} ${device.unit_id}`}
        >
          {SCREEN_TEXT.remove}
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
            {SCREEN_TEXT.remove}
          </Button>
        </>
      }
    />
  );
}
