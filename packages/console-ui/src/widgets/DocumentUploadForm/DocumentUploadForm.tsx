import type { UploadableDocumentType } from '@hvac/console-domain';
import {
  documentTypeLabel,
  MESSAGES,
  UPLOAD_ACCEPT,
  UPLOADABLE_DOCUMENT_TYPES,
} from '@hvac/console-domain';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { FormField } from '../../components/FormField/FormField';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './DocumentUploadForm.css';
import type { DocumentUploadFormState } from './useDocumentUploadForm';
import { DEFAULT_DOCUMENT_UPLOAD_FORM_LABELS } from './labels';

export interface DocumentUploadFormLabels {
  heading: string;
  name: string;
  file: string;
  fileHint: string;
  type: string;
  typePlaceholder: string;
  upload: string;
  uploading: string;
}

export interface DocumentUploadFormProps {
  /** The form's state and behaviour, from `useDocumentUploadForm` (or any hook of that shape). */
  form: DocumentUploadFormState;
  /** The types offered (console.md §3: every type but installation). */
  documentTypes?: readonly UploadableDocumentType[];
  headingLevel?: 2 | 3;
  labels?: Partial<DocumentUploadFormLabels>;
  className?: string;
}

/** A field's own message; the shared 'fill out all fields' message is shown once, under the form. */
function ownMessage(message: string | undefined): string | undefined {
  return message === MESSAGES.FILL_ALL_UPLOAD_FIELDS ? undefined : message;
}

/**
 * The upload form of a project's documents (console.md §2): name, file and type, the Upload button
 * enabled once a name and a file exist, the progress of the upload, and the messages of the domain
 * package. Behaviour comes from `useDocumentUploadForm`; this is its markup.
 */
export function DocumentUploadForm({
  form,
  documentTypes = UPLOADABLE_DOCUMENT_TYPES,
  headingLevel = 2,
  labels,
  className,
}: DocumentUploadFormProps) {
  const text = { ...DEFAULT_DOCUMENT_UPLOAD_FORM_LABELS, ...labels };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Card title={text.heading} headingLevel={headingLevel} className={className}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={text.heading}>
        <TextField
          label={text.name}
          value={form.name}
          onChange={(event) => form.setName(event.target.value)}
          error={ownMessage(form.fieldErrors.name)}
          disabled={form.uploading}
          required
          autoComplete="off"
        />
        <FormField
          label={text.file}
          hint={text.fileHint}
          error={ownMessage(form.fieldErrors.file)}
          required
        >
          {(controlProps) => (
            <input
              {...controlProps}
              key={form.fileInputKey}
              type="file"
              accept={UPLOAD_ACCEPT}
              className={styles.fileInput}
              disabled={form.uploading}
              onChange={(event) => form.selectFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <Select
          label={text.type}
          placeholder={text.typePlaceholder}
          options={documentTypes.map((value) => ({ value, label: documentTypeLabel(value) }))}
          value={form.documentType}
          onValueChange={form.setDocumentType}
          error={ownMessage(form.fieldErrors.documentType)}
          disabled={form.uploading}
          required
        />
        {form.formError ? (
          <p role="alert" className={styles.formError}>
            {form.formError}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button type="submit" disabled={!form.canSubmit} loading={form.uploading}>
            {text.upload}
          </Button>
          {form.uploading ? (
            <ProgressBar
              className={styles.progress}
              label={text.uploading}
              value={Math.round((form.progress ?? 0) * 100)}
              showLabel
            />
          ) : null}
        </div>
      </form>
    </Card>
  );
}
