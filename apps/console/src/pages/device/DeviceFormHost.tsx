import type { Device } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useConsoleMutations } from '@hvac/console-api/react';
import { DEVICE_MESSAGES } from '@hvac/console-domain';
import type { DeviceFormValues, DeviceModelOption } from '@hvac/console-ui';
import { DeviceFormDialog, systemRowsOf, useToast } from '@hvac/console-ui';

/**
 * A refused save as the device form reads it: the server's field messages stay on their fields; a
 * 4xx `detail` meant for people ('You do not have permission to do this.') becomes the form's
 * message; anything else (a 5xx, no answer) leaves the form to show the action's own message.
 */
async function forForm<Answer>(call: Promise<Answer>): Promise<Answer> {
  try {
    return await call;
  } catch (error) {
    if (
      isApiError(error) &&
      error.status >= 400 &&
      error.status < 500 &&
      Object.keys(error.fieldErrors).length === 0 &&
      error.detail
    ) {
      throw Object.assign(new Error(error.detail), {
        fieldErrors: { non_field_errors: [error.detail] },
      });
    }
    throw error;
  }
}

/** The form's values of a device as the detail answer gives it. */
function valuesOf(device: Device): Partial<DeviceFormValues> {
  return {
    model: device.model ?? '',
    unit_id: device.unit_id,
    ...(device.connection
      ? {
          host: device.connection.host,
          port: String(device.connection.port),
          unit: String(device.connection.unit),
          poll_interval: String(device.connection.poll_interval),
        }
      : {}),
    systems: systemRowsOf(device.units ?? []),
  };
}

export interface DeviceFormHostProps {
  /** Add Device to this project, or Edit this device. */
  target: { projectId: number } | { device: Device };
  models: readonly DeviceModelOption[] | undefined;
  modelsError: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The device form wired to the API (a chunk of its own, loaded when Add Device or Edit is first
 * pressed): saves, Check Connection, the success toasts.
 */
export default function DeviceFormHost({
  target,
  models,
  modelsError,
  open,
  onOpenChange,
}: DeviceFormHostProps) {
  const { createDevice, updateDevice, checkConnection } = useConsoleMutations();
  const toast = useToast();
  const editing = 'device' in target ? target.device : undefined;
  return (
    <DeviceFormDialog
      mode={editing ? 'edit' : 'create'}
      models={models}
      modelsError={modelsError}
      initialValues={editing ? valuesOf(editing) : undefined}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={async (device) => {
        if (editing) {
          await forForm(updateDevice(editing.id, device));
          toast.success(DEVICE_MESSAGES.DEVICE_UPDATED);
        } else if ('projectId' in target) {
          await forForm(createDevice(target.projectId, device));
          toast.success(DEVICE_MESSAGES.DEVICE_ADDED);
        }
      }}
      onCheckConnection={(request) => forForm(checkConnection(request))}
    />
  );
}
