import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import * as styles from './WebhookSecretDialog.css';
import type { WebhookSecretDialogLabels } from './labels';
import { DEFAULT_WEBHOOK_SECRET_DIALOG_LABELS } from './labels';

export interface WebhookSecretDialogProps {
  /** The secret the server answered once; the dialog is open while it is set. */
  secret: string | null;
  onClose: () => void;
  /** Copies the secret (the clipboard by default). */
  copy?: (text: string) => Promise<void>;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<WebhookSecretDialogLabels>;
  /**
   * Where focus goes once it closes: the dialog opens after the rule's own dialog closed, so what
   * had focus then may be gone; prevent the event's default and focus a named place instead.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * Shows a new webhook's signing secret, the one time the server tells it: the secret as selectable
 * text, a Copy button that says when it copied, and Done.
 */
export function WebhookSecretDialog({
  secret,
  onClose,
  copy = clipboardCopy,
  labels,
  onCloseAutoFocus,
}: WebhookSecretDialogProps) {
  const text = { ...DEFAULT_WEBHOOK_SECRET_DIALOG_LABELS, ...labels };
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      title={text.secretTitle}
      description={NOTIFICATION_MESSAGES.SECRET_ONCE}
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      size="small"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <DialogClose>
          <Button>{text.done}</Button>
        </DialogClose>
      }
    >
      <div className={styles.row}>
        <code className={styles.secret}>{secret}</code>
        <div>
          <Button
            variant="outline"
            tone="neutral"
            size="small"
            onClick={() =>
              void copy(secret ?? '').then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? text.copied : text.copy}
          </Button>
          <VisuallyHidden role="status">{copied ? text.copied : ''}</VisuallyHidden>
        </div>
      </div>
    </Dialog>
  );
}
