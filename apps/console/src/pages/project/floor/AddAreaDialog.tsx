import type { UnitType } from '@hvac/console-domain';
import {
  AREA_TEXT,
  MESSAGES,
  UNIT_TYPES,
  UNIT_TYPE_LABELS,
  isUnitType,
} from '@hvac/console-domain';
import { Button, FormDialog, Select, Spinner, TextField } from '@hvac/console-ui';
import type { Ref } from 'react';
import { useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

export const UNIT_TYPE_OPTIONS = UNIT_TYPES.map((value) => ({
  value,
  label: UNIT_TYPE_LABELS[value],
}));

export interface NewArea {
  label: string;
  /** The chosen indoor unit's id (the value of its option). */
  indoorUnitId: number;
  unitType: UnitType;
}

/**
 * Add New Area: label, one indoor unit of any device of the project and the unit type. A project without
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

  const reset = () => {
    setLabel('');
    setUnitNumber('');
    setUnitType('kasetna');
    setErrors({});
  };

  async function submit() {
    // The list is still being read: nothing to check yet.
    if (unitsLoading) return false;
    const next = {
      label: label.trim() ? undefined : MESSAGES.AREA_LABEL_REQUIRED,
      unitNumber: unitNumber ? undefined : MESSAGES.AREA_UNIT_REQUIRED,
    };
    setErrors(next);
    if (next.label || next.unitNumber) return false;
    setBusy(true);
    const added = await onAdd({
      label: label.trim(),
      indoorUnitId: Number(unitNumber),
      unitType,
    });
    setBusy(false);
    if (added == null) return false;
    addedId.current = added;
    return true;
  }
  const noUnits = !unitsLoading && unitOptions.length === 0;
  const trigger = (
    <Button ref={triggerRef} variant="outline" disabled={disabled}>
      {FLOOR_TEXT.addNewArea}
    </Button>
  );
  const changeOpen = (next: boolean) => {
    if (next) reset();
    setOpen(next);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={FLOOR_TEXT.addNewArea}
      trigger={trigger}
      submitLabel={FLOOR_TEXT.add}
      cancelLabel={FLOOR_TEXT.cancel}
      closeLabel={FLOOR_TEXT.close}
      // Without units there is nothing to place: the reason, and Close instead of the form.
      unavailable={noUnits ? <p>{AREA_TEXT.noUnits}</p> : undefined}
      busy={busy}
      onSubmit={submit}
      onReset={reset}
      onCloseAutoFocus={(event) => {
        const id = addedId.current;
        addedId.current = null;
        if (id == null || !onAdded) return;
        event.preventDefault();
        onAdded(id);
      }}
    >
      {unitsLoading ? (
        <Spinner />
      ) : (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
