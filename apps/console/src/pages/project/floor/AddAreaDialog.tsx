import type { UnitType } from '@hvac/console-domain';
import { MESSAGES, UNIT_TYPES, UNIT_TYPE_LABELS, isUnitType } from '@hvac/console-domain';
import { Button, Dialog, DialogClose, Select, TextField } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';

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

/** Add New Area: label, a unit number of the project's units and the unit type (50 × 50 at 0, 0). */
export function AddAreaDialog({
  unitOptions,
  onAdd,
  disabled,
}: {
  unitOptions: readonly { value: string; label: string }[];
  onAdd: (area: NewArea) => Promise<boolean>;
  disabled?: boolean;
}) {
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
    if (added) setOpen(false);
  }

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
      trigger={
        <Button variant="outline" disabled={disabled}>
          {FLOOR_TEXT.addNewArea}
        </Button>
      }
      footer={
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
      }
    >
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
          value={unitNumber || undefined}
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
    </Dialog>
  );
}
