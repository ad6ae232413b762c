import { Button, Dialog } from '@hvac/console-ui';

import { PROJECT_TEXT } from '../projectText';
import { SCREEN_TEXT } from '../../../app/text';

export interface DeleteConfigurationDialogProps {
  /** The device and parameter of the configuration, named in the question. */
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete the alarm on …?' with Cancel and Delete; a chunk of its own, loaded on first use. */
export default function DeleteConfigurationDialog({
  name,
  busy,
  onConfirm,
  onCancel,
}: DeleteConfigurationDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      size="small"
      title={PROJECT_TEXT.deleteAlarmConfiguration}
      description={`${PROJECT_TEXT.confirmDeleteAlarmConfiguration} ${name}?`}
      footer={
        <>
          <Button variant="outline" tone="neutral" disabled={busy} onClick={onCancel}>
            {SCREEN_TEXT.cancel}
          </Button>
          <Button tone="danger" loading={busy} onClick={onConfirm}>
            {SCREEN_TEXT.delete}
          </Button>
        </>
      }
    />
  );
}
