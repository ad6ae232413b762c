import type { AddProjectField } from '@hvac/console-domain';
import { COUNTRIES, IMAGE_ACCEPT, isImageFileName } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import type { AddProjectSubmission, ReportProgress } from './useAddProjectForm';
import { useAddProjectForm } from './useAddProjectForm';
import type { AddProjectDialogLabels } from './labels';
import { DEFAULT_ADD_PROJECT_DIALOG_LABELS } from './labels';

export interface AddProjectDialogProps {
  /**
   * Creates the project; call `reportProgress` with the upload's fraction. A rejection keeps the
   * dialog open with what was typed: one carrying `fieldErrors` shows them on their fields, any
   * other the message of `describeFailure`.
   */
  onSubmit: (project: AddProjectSubmission, reportProgress: ReportProgress) => Promise<unknown>;
  /** The failure message of a rejection; 'Error creating project.' by default. */
  describeFailure?: (error: unknown) => string;
  /** The element that opens the dialog, e.g. an 'Add Project' button. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<AddProjectDialogLabels>;
}

const TEXT_FIELDS: readonly {
  field: Exclude<AddProjectField, 'address_country' | 'image'>;
  label: 'projectNameField' | 'city' | 'street' | 'zipCode';
}[] = [
  { field: 'name', label: 'projectNameField' },
  { field: 'address_city', label: 'city' },
  { field: 'address_street_one', label: 'street' },
  { field: 'address_zip', label: 'zipCode' },
];

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/**
 * Add Project: Project Name, City, Street, Zip Code, Country (Serbia by default) and an optional
 * image, with the domain's messages; the upload's progress shows while it runs; focus moves to the
 * first invalid field after a refused submit; the dialog closes only once the project exists.
 */
export function AddProjectDialog({
  onSubmit,
  describeFailure,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  labels,
}: AddProjectDialogProps) {
  const text = { ...DEFAULT_ADD_PROJECT_DIALOG_LABELS, ...labels };
  const form = useAddProjectForm(onSubmit, describeFailure ?? (() => text.errorCreatingProject));

  return (
    <FormDialog
      title={text.addProject}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      submitLabel={text.create}
      cancelLabel={text.cancel}
      busy={form.busy}
      formError={form.formError}
      onSubmit={form.submit}
      onReset={form.reset}
      // After a refused submit focus goes to the first invalid field, else to the submit button.
      focusAfterFailure={(element) => element.querySelector<HTMLElement>('[aria-invalid="true"]')}
    >
      {TEXT_FIELDS.map(({ field, label }, index) => (
        <TextField
          key={field}
          label={text[label]}
          name={field}
          required
          // The first field takes focus when the dialog opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={index === 0}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
          error={form.fieldErrors[field]}
          readOnly={form.busy}
        />
      ))}
      <div>
        <Select
          label={text.country}
          options={COUNTRY_OPTIONS}
          value={form.values.address_country}
          onValueChange={(value) => form.setValue('address_country', value)}
          error={form.fieldErrors.address_country}
          required
          disabled={form.busy}
        />
      </div>
      <TextField
        label={text.image}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={form.busy}
        error={form.fieldErrors.image}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          form.setImage(file);
          // A refused file is not kept as the field's value either.
          if (file && !isImageFileName(file.name)) event.target.value = '';
        }}
      />
      {form.progress !== undefined ? (
        <ProgressBar
          label={text.uploadingImage}
          value={Math.round(form.progress * 100)}
          showLabel
        />
      ) : null}
    </FormDialog>
  );
}
