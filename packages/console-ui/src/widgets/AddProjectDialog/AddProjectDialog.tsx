import type { AddProjectField } from '@hvac/console-domain';
import { COUNTRIES, IMAGE_ACCEPT, isImageFileName } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { WIDGET_TEXT } from '../text';
import type { AddProjectSubmission, ReportProgress } from './useAddProjectForm';
import { useAddProjectForm } from './useAddProjectForm';

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
}

const TEXT_FIELDS: readonly {
  field: Exclude<AddProjectField, 'address_country' | 'image'>;
  label: string;
}[] = [
  { field: 'name', label: WIDGET_TEXT.projectNameField },
  { field: 'address_city', label: WIDGET_TEXT.city },
  { field: 'address_street_one', label: WIDGET_TEXT.street },
  { field: 'address_zip', label: WIDGET_TEXT.zipCode },
];

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const defaultDescribeFailure = () => WIDGET_TEXT.errorCreatingProject;

/**
 * Add Project: Project Name, City, Street, Zip Code, Country (Serbia by default) and an optional
 * image, with the domain's messages; the upload's progress shows while it runs; focus moves to the
 * first invalid field after a refused submit; the dialog closes only once the project exists.
 */
export function AddProjectDialog({
  onSubmit,
  describeFailure = defaultDescribeFailure,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
}: AddProjectDialogProps) {
  const form = useAddProjectForm(onSubmit, describeFailure);

  return (
    <FormDialog
      title={WIDGET_TEXT.addProject}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      submitLabel={WIDGET_TEXT.create}
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
          label={label}
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
          label={WIDGET_TEXT.country}
          options={COUNTRY_OPTIONS}
          value={form.values.address_country}
          onValueChange={(value) => form.setValue('address_country', value)}
          error={form.fieldErrors.address_country}
          required
          disabled={form.busy}
        />
      </div>
      <TextField
        label={WIDGET_TEXT.image}
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
          label={WIDGET_TEXT.uploadingImage}
          value={Math.round(form.progress * 100)}
          showLabel
        />
      ) : null}
    </FormDialog>
  );
}
