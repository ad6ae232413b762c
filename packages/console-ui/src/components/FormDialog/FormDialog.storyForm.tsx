import { useState } from 'react';
import { TextField } from '../TextField/TextField';
import type { FormDialogProps } from './FormDialog';
import { FormDialog } from './FormDialog';

/** The form of the stories: a floor's name, required; the owner's state as an app keeps it. */
export function FloorForm({
  onSubmit,
  onReset,
  defaultName = '',
  defaultError,
  ...props
}: FormDialogProps & { defaultName?: string; defaultError?: string }) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>(defaultError);
  return (
    <FormDialog
      dirty={name !== defaultName}
      {...props}
      onSubmit={async () => {
        if (!name.trim()) {
          setError('Floor name is required');
          return false;
        }
        setError(undefined);
        return onSubmit();
      }}
      onReset={() => {
        setName('');
        setError(undefined);
        onReset();
      }}
      focusAfterFailure={(form) => form.querySelector('[aria-invalid="true"]')}
    >
      <TextField
        label="Floor name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <TextField label="Order" type="number" defaultValue="1" />
    </FormDialog>
  );
}
