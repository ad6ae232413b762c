import type { UnitType } from '@hvac/console-domain';
import {
  AREA_TEXT,
  MESSAGES,
  UNIT_TYPES,
  UNIT_TYPE_LABELS,
  isUnitType,
} from '@hvac/console-domain';
import { Button, Dialog, DialogClose, Select, Spinner, TextField } from '@hvac/console-ui';
import type { FormEvent, Ref } from 'react';
import { useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

export const UNIT_TYPE_OPTIONS = UNIT_TYPES.map((value) => ({
  value,
  label: UNIT_TYPE_LABELS[value],
}));

export interface NewArea {
  label: string;
  unitNumber: string;
  unitType: UnitType;
}

/**
 * Add New Area: label, a unit number of the project's units and the unit type. A project without
 * indoor units gets the reason and what to do instead of an empty list. Once added, focus goes to
 * the new area (`onAdded` with its id), not back to the button.
 */
export function AddAreaDialog({
  unitOptions,
  unitsLoading = false,
  onAdd,
  onAdded,
  disabled,
  triggerRef,
}: {
  unitOptions: readonly { value: string; label: string }[];
  /** The project's units are still being read: the list waits for them. */
  unitsLoading?: boolean;
  /** Resolves to the new area's id, or null when it was not added. */
  onAdd: (area: NewArea) => Promise<string | null>;
  onAdded?: (id: string) => void;
  disabled?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const addedId = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [unitNumber, setUnitNumber] = useState('');
  const [unitType, setUnitType] = useState<UnitType>('kasetna');
  const [errors, setErrors] = useState<{ label?: string; unitNumber?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      label: label.trim() ? undefined : MESSAGES.AREA_LABEL_REQUIRED,
      unitNumber: unitNumber ? undefined : MESSAGES.AREA_UNIT_REQUIRED,
    };
    setErrors(next);
    if (next.label || next.unitNumber) return;
    setBusy(true);
    const added = await onAdd({ label: label.trim(), unitNumber, unitType });
    setBusy(false);
    if (added != null) {
      addedId.current = added;
      setOpen(false);
    }
  }
  const noUnits = !unitsLoading && unitOptions.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) {
          setLabel('');
          setUnitNumber('');
          setUnitType('kasetna');
          setErrors({});
        }
        setOpen(next);
      }}
      title={FLOOR_TEXT.addNewArea}
      onCloseAutoFocus={(event) => {
        const id = addedId.current;
        addedId.current = null;
        if (id == null || !onAdded) return;
        event.preventDefault();
        onAdded(id);
      }}
      trigger={
        <Button ref={triggerRef} variant="outline" disabled={disabled}>
          {FLOOR_TEXT.addNewArea}
        </Button>
      }
      footer={
        noUnits ? (
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {FLOOR_TEXT.close}
            </Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose>
              <Button variant="outline" tone="neutral" disabled={busy}>
                {FLOOR_TEXT.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" form="add-area-form" loading={busy}>
              {FLOOR_TEXT.add}
            </Button>
          </>
        )
      }
    >
      {noUnits ? (
        <p>{AREA_TEXT.noUnits}</p>
      ) : unitsLoading ? (
        <Spinner />
      ) : (
        <form id="add-area-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={FLOOR_TEXT.label}
            required
            maxLength={100}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
          />
          <Select
            label={FLOOR_TEXT.unitNumber}
            required
            options={unitOptions}
            // '' (not undefined) until one is chosen: the list stays controlled from the start.
            value={unitNumber}
            onValueChange={setUnitNumber}
            error={errors.unitNumber}
          />
          <Select
            label={FLOOR_TEXT.unitType}
            required
            options={UNIT_TYPE_OPTIONS}
            value={unitType}
            onValueChange={(value) => {
              if (isUnitType(value)) setUnitType(value);
            }}
          />
        </form>
      )}
    </Dialog>
  );
}
