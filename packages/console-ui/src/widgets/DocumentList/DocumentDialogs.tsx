import type { DocumentType } from '@hvac/console-domain';
import { UPLOADABLE_DOCUMENT_TYPES, documentTypeLabel, isDocumentType } from '@hvac/console-domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog';
import { IconButton } from '../../components/IconButton/IconButton';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { PencilIcon, TrashIcon } from './documentIcons';
import type { DocumentListLabels, DocumentListItem } from './DocumentList';

interface DocumentActionProps {
  document: DocumentListItem;
  labels: DocumentListLabels;
}

const TYPE_OPTIONS = UPLOADABLE_DOCUMENT_TYPES.map((value) => ({
  value,
  label: documentTypeLabel(value),
}));

/** Rename: a dialog with the name and the type (all six); resolves true from `onRename` close it. */
export function RenameDocumentDialog({
  document,
  labels,
  onRename,
}: DocumentActionProps & {
  onRename: (
    document: DocumentListItem,
    name: string,
    documentType: DocumentType,
  ) => Promise<boolean>;
}) {
  const initialType = isDocumentType(document.document_type) ? document.document_type : 'other';
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(document.name);
  const [documentType, setDocumentType] = useState<DocumentType>(initialType);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const formId = `rename-document-${document.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError(labels.nameRequired);
      return;
    }
    setBusy(true);
    const renamed = await onRename(document, name.trim(), documentType);
    setBusy(false);
    if (renamed) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) {
          setName(document.name);
          setDocumentType(initialType);
          setError(undefined);
        }
        setOpen(next);
      }}
      size="small"
      title={labels.renameTitle}
      trigger={
        <IconButton aria-label={`${labels.rename} ${document.name}`} icon={<PencilIcon />} />
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral" disabled={busy}>
              {labels.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={busy}>
            {labels.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={labels.name}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={error}
          required
          // The dialog is about this one field: typing can start at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
        />
        <Select
          label={labels.documentType}
          options={TYPE_OPTIONS}
          value={documentType}
          onValueChange={(value) => {
            if (isDocumentType(value)) setDocumentType(value);
          }}
          disabled={busy}
          native
        />
      </form>
    </Dialog>
  );
}

/** Delete: asks first, since a deleted document cannot be restored. */
export function DeleteDocumentDialog({
  document,
  labels,
  onDelete,
}: DocumentActionProps & { onDelete: (document: DocumentListItem) => Promise<boolean> }) {
  return (
    <ConfirmDialog
      title={`${labels.deleteTitle}: ${document.name}`}
      description={labels.confirmDelete}
      confirmLabel={labels.delete}
      cancelLabel={labels.cancel}
      onConfirm={() => onDelete(document)}
      trigger={
        <IconButton
          aria-label={`${labels.delete} ${document.name}`}
          icon={<TrashIcon />}
          tone="danger"
        />
      }
    />
  );
}
