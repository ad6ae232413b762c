import { ConfirmDialog } from '@hvac/console-ui';

import { PROJECT_TEXT } from '../projectText';
import { SCREEN_TEXT } from '../../../app/text';

export interface DeleteConfigurationDialogProps {
  /** The device and parameter of the configuration, named in the question. */
  name: string;
  /** Deletes; resolves true once the configuration is gone (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
  /** The dialog closed: cancelled, or after the delete. */
  onClose: () => void;
}

/** 'Delete the alarm on …?' with Cancel and Delete; a chunk of its own, loaded on first use. */
export default function DeleteConfigurationDialog({
  name,
  onConfirm,
  onClose,
}: DeleteConfigurationDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={PROJECT_TEXT.deleteAlarmConfiguration}
      description={`${PROJECT_TEXT.confirmDeleteAlarmConfiguration} ${name}?`}
      confirmLabel={SCREEN_TEXT.delete}
      cancelLabel={SCREEN_TEXT.cancel}
      onConfirm={onConfirm}
    />
  );
}
