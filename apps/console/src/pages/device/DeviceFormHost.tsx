import type { Device } from '@hvac/console-api';
import { isApiError, unitRemovalsOf } from '@hvac/console-api';
import { useConsoleMutations } from '@hvac/console-api/react';
import type { UnitRemoval } from '@hvac/console-domain';
import { DEVICE_MESSAGES, unitRemovalsText } from '@hvac/console-domain';
import type { DeviceFormValues, DeviceModelOption } from '@hvac/console-ui';
import { ConfirmDialog, DeviceFormDialog, systemRowsOf, useToast } from '@hvac/console-ui';
import { useMemo, useRef, useState } from 'react';

import { SCREEN_TEXT } from '../../app/text';

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
  const removal = useUnitRemovalQuestion();
  // Once per device read: the rows' keys are new on every call, and new start values reset the form
  // (a render of this host, e.g. for the question below, must keep what was typed).
  const initialValues = useMemo(() => (editing ? valuesOf(editing) : undefined), [editing]);
  return (
    <>
      <DeviceFormDialog
        mode={editing ? 'edit' : 'create'}
        models={models}
        modelsError={modelsError}
        initialValues={initialValues}
        open={open}
        onOpenChange={onOpenChange}
        onSubmit={async (device) => {
          if (editing) {
            // A save that removes units with data is refused until the user agrees to what goes.
            await forForm(
              updateDevice(editing.id, device).catch(async (error: unknown) => {
                const removals = unitRemovalsOf(error);
                if (!removals) throw error;
                if (!(await removal.ask(removals)))
                  throw Object.assign(new Error(DEVICE_MESSAGES.UNITS_KEPT), {
                    fieldErrors: { non_field_errors: [DEVICE_MESSAGES.UNITS_KEPT] },
                  });
                return updateDevice(editing.id, { ...device, confirm_unit_removal: true });
              }),
            );
            toast.success(DEVICE_MESSAGES.DEVICE_UPDATED);
          } else if ('projectId' in target) {
            await forForm(createDevice(target.projectId, device));
            toast.success(DEVICE_MESSAGES.DEVICE_ADDED);
          }
        }}
        onCheckConnection={(request) => forForm(checkConnection(request))}
      />
      {removal.dialog}
    </>
  );
}

/**
 * The question before a save removes units that have alarm configurations, alarm entries,
 * floor-plan areas or history: what goes, per unit. `ask` resolves true on Remove and save, false
 * on Cancel (the form stays open with what was typed).
 */
function useUnitRemovalQuestion() {
  const [removals, setRemovals] = useState<UnitRemoval[] | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRemovals(null);
  };
  const dialog = (
    <ConfirmDialog
      open={removals !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={DEVICE_MESSAGES.REMOVE_UNITS_TITLE}
      description={removals ? unitRemovalsText(removals) : ''}
      confirmLabel={DEVICE_MESSAGES.REMOVE_UNITS_CONFIRM}
      cancelLabel={SCREEN_TEXT.cancel}
      onConfirm={() => {
        settle(true);
        return true;
      }}
    />
  );
  return {
    dialog,
    ask: (list: UnitRemoval[]) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRemovals(list);
      }),
  };
}
