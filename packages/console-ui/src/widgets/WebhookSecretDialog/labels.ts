import { NOTIFICATION_TEXT } from '@hvac/console-domain';

/** The texts of WebhookSecretDialog: the defaults, and what a product may replace through `labels`. */
export interface WebhookSecretDialogLabels {
  secretTitle: string;
  done: string;
  copied: string;
  copy: string;
}

export const DEFAULT_WEBHOOK_SECRET_DIALOG_LABELS: WebhookSecretDialogLabels = {
  secretTitle: NOTIFICATION_TEXT.secretTitle,
  done: NOTIFICATION_TEXT.done,
  copied: NOTIFICATION_TEXT.copied,
  copy: NOTIFICATION_TEXT.copy,
};
