import { NOTIFICATION_TEXT } from '@hvac/console-domain';

/** The texts of NotificationRuleList: the defaults, and what a product may replace through `labels`. */
export interface NotificationRuleListLabels {
  retry: string;
  events: string;
  projects: string;
  recipients: string;
  sending: string;
  every: (typeof NOTIFICATION_TEXT)['every'];
  repeatEvery: (typeof NOTIFICATION_TEXT)['repeatEvery'];
  edit: string;
  sendTest: string;
  delete: string;
  confirmDelete: string;
  confirmDeleteText: (typeof NOTIFICATION_TEXT)['confirmDeleteText'];
  cancel: string;
}

export const DEFAULT_NOTIFICATION_RULE_LIST_LABELS: NotificationRuleListLabels = {
  retry: NOTIFICATION_TEXT.retry,
  events: NOTIFICATION_TEXT.events,
  projects: NOTIFICATION_TEXT.projects,
  recipients: NOTIFICATION_TEXT.recipients,
  sending: NOTIFICATION_TEXT.sending,
  every: NOTIFICATION_TEXT.every,
  repeatEvery: NOTIFICATION_TEXT.repeatEvery,
  edit: NOTIFICATION_TEXT.edit,
  sendTest: NOTIFICATION_TEXT.sendTest,
  delete: NOTIFICATION_TEXT.delete,
  confirmDelete: NOTIFICATION_TEXT.confirmDelete,
  confirmDeleteText: NOTIFICATION_TEXT.confirmDeleteText,
  cancel: NOTIFICATION_TEXT.cancel,
};
