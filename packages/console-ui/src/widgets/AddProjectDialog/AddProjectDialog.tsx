import type { AddProjectField } from '@hvac/console-domain';
import { COUNTRIES } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from '../InviteDialog/InviteDialog.css';
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
  field: Exclude<AddProjectField, 'address_country'>;
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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useAddProjectForm(onSubmit, describeFailure);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  const changeOpen = (next: boolean) => {
    if (!next && form.busy) return;
    if (!next) form.reset();
    setOpen(next);
  };

  // After a refused submit focus goes to the first invalid field, else back to the submit button;
  // an effect of the failure's own render, once aria-invalid is committed.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? submitRef.current)?.focus();
  }, [failures]);

  const handleSubmit = async () => {
    if (await form.submit()) setOpen(false);
    else setFailures((count) => count + 1);
  };

  return (
    <Dialog
      title={WIDGET_TEXT.addProject}
      trigger={trigger}
      open={isOpen}
      onOpenChange={changeOpen}
      footer={
        <div className={styles.footer}>
          <Button
            variant="outline"
            tone="neutral"
            disabled={form.busy}
            onClick={() => changeOpen(false)}
          >
            {WIDGET_TEXT.cancel}
          </Button>
          <Button ref={submitRef} type="submit" form={formId} loading={form.busy}>
            {WIDGET_TEXT.create}
          </Button>
        </div>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        noValidate
        aria-busy={form.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        {form.formError ? (
          <p role="alert" className={styles.formError}>
            {form.formError}
          </p>
        ) : null}
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
          accept="image/png,image/jpeg"
          disabled={form.busy}
          onChange={(event) => form.setImage(event.target.files?.[0] ?? null)}
        />
        {form.progress !== undefined ? (
          <ProgressBar
            label={WIDGET_TEXT.uploadingImage}
            value={Math.round(form.progress * 100)}
            showLabel
          />
        ) : null}
      </form>
    </Dialog>
  );
}
