import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog';
import { IconButton } from '../../components/IconButton/IconButton';
import { TextField } from '../../components/TextField/TextField';
import { PencilIcon, TrashIcon } from './documentIcons';
import type { DocumentListLabels, DocumentListItem } from './DocumentList';

interface DocumentActionProps {
  document: DocumentListItem;
  labels: DocumentListLabels;
}

/** Rename: a dialog with the name field; resolves true from `onRename` close it. */
export function RenameDocumentDialog({
  document,
  labels,
  onRename,
}: DocumentActionProps & {
  onRename: (document: DocumentListItem, name: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(document.name);
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
    const renamed = await onRename(document, name.trim());
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const deleted = await onDelete(document);
    setBusy(false);
    if (deleted) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      size="small"
      title={`${labels.deleteTitle}: ${document.name}`}
      description={labels.confirmDelete}
      trigger={
        <IconButton
          aria-label={`${labels.delete} ${document.name}`}
          icon={<TrashIcon />}
          tone="danger"
        />
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral" disabled={busy}>
              {labels.cancel}
            </Button>
          </DialogClose>
          <Button tone="danger" loading={busy} onClick={() => void confirm()}>
            {labels.delete}
          </Button>
        </>
      }
    />
  );
}
