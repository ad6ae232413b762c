import {
  IMAGE_ACCEPT,
  MESSAGES,
  imageRejectionMessage,
  validateAddFloor,
} from '@hvac/console-domain';
import { Button, FormDialog, FormField, TextField } from '@hvac/console-ui';
import { useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

export interface AddFloorValues {
  name: string;
  order: number;
  image: File;
}

export interface AddFloorDialogProps {
  /** The order proposed for the new floor (after the last one). */
  nextOrder: number;
  /** Resolves to a field message of the server's refusal, or nothing when the floor was added. */
  onAdd: (values: AddFloorValues) => Promise<Record<string, string> | undefined>;
  /** Puts focus on the new floor once the dialog has closed after an add. */
  onAdded?: () => void;
}

type Field = 'name' | 'floor_image' | 'order';

/** Add Floor: name, plan image and order, checked by the domain's rule before the upload. */
export function AddFloorDialog({ nextOrder, onAdd, onAdded }: AddFloorDialogProps) {
  const added = useRef(false);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [order, setOrder] = useState(String(nextOrder));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setOrder(String(nextOrder));
    setImage(null);
    setErrors({});
  };

  async function submit() {
    const validation = validateAddFloor({ name, floor_image: image, order });
    if (!validation.valid || !image) {
      setErrors(validation.fieldErrors);
      return false;
    }
    setBusy(true);
    const refused = await onAdd({ name: name.trim(), order: Number(order), image });
    setBusy(false);
    if (refused) {
      setErrors(refused);
      return false;
    }
    reset();
    added.current = true;
    return true;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // The order proposed is the one after the last floor as it is now.
        if (next) reset();
        setOpen(next);
      }}
      title={FLOOR_TEXT.addFloor}
      trigger={<Button>{FLOOR_TEXT.addFloor}</Button>}
      submitLabel={FLOOR_TEXT.add}
      cancelLabel={FLOOR_TEXT.cancel}
      busy={busy}
      onSubmit={submit}
      onReset={reset}
      // A refused submit moves focus to the first invalid field, which reads out its message.
      focusAfterFailure={(form) => form.querySelector<HTMLElement>('[aria-invalid="true"]')}
      onCloseAutoFocus={(event) => {
        if (!added.current || !onAdded) return;
        added.current = false;
        event.preventDefault();
        onAdded();
      }}
    >
      <TextField
        label={FLOOR_TEXT.floorName}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <FormField label={FLOOR_TEXT.floorImage} required error={errors.floor_image}>
        {(controlProps) => (
          <input
            {...controlProps}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              // Only a .jpeg, .jpg or .png image is kept ('Rejected files: notes.exe').
              const file = event.target.files?.[0] ?? null;
              const rejection = imageRejectionMessage(file ? [file] : []);
              if (rejection) event.target.value = '';
              setImage(rejection ? null : file);
              setErrors(({ floor_image: _previous, ...others }) =>
                rejection ? { ...others, floor_image: rejection } : others,
              );
            }}
          />
        )}
      </FormField>
      <TextField
        label={FLOOR_TEXT.order}
        required
        type="number"
        min={0}
        step={1}
        value={order}
        onChange={(event) => setOrder(event.target.value)}
        error={errors.order}
      />
    </FormDialog>
  );
}

/** The server's field messages of a refused floor, or the catalogue message on the name. */
export function floorFieldErrors(fieldErrors: Record<string, string[]> | undefined) {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return Object.keys(result).length > 0 ? result : { name: MESSAGES.ERROR_ADDING_FLOOR };
}
