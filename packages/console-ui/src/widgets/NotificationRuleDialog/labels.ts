import { NOTIFICATION_TEXT } from '@hvac/console-domain';

/** The texts of NotificationRuleDialog: the defaults, and what a product may replace through `labels`. */
export interface NotificationRuleDialogLabels {
  editRule: string;
  createRule: string;
  save: string;
  create: string;
  name: string;
  channel: string;
  events: string;
  projects: string;
  searchProjects: string;
  allProjects: string;
  permissionTypes: string;
  users: string;
  searchUsers: string;
  emails: string;
  emailsHint: string;
  url: string;
  urlHint: string;
  grouping: string;
  groupingHint: string;
  repeat: string;
  repeatHint: string;
}

export const DEFAULT_NOTIFICATION_RULE_DIALOG_LABELS: NotificationRuleDialogLabels = {
  editRule: NOTIFICATION_TEXT.editRule,
  createRule: NOTIFICATION_TEXT.createRule,
  save: NOTIFICATION_TEXT.save,
  create: NOTIFICATION_TEXT.create,
  name: NOTIFICATION_TEXT.name,
  channel: NOTIFICATION_TEXT.channel,
  events: NOTIFICATION_TEXT.events,
  projects: NOTIFICATION_TEXT.projects,
  searchProjects: NOTIFICATION_TEXT.searchProjects,
  allProjects: NOTIFICATION_TEXT.allProjects,
  permissionTypes: NOTIFICATION_TEXT.permissionTypes,
  users: NOTIFICATION_TEXT.users,
  searchUsers: NOTIFICATION_TEXT.searchUsers,
  emails: NOTIFICATION_TEXT.emails,
  emailsHint: NOTIFICATION_TEXT.emailsHint,
  url: NOTIFICATION_TEXT.url,
  urlHint: NOTIFICATION_TEXT.urlHint,
  grouping: NOTIFICATION_TEXT.grouping,
  groupingHint: NOTIFICATION_TEXT.groupingHint,
  repeat: NOTIFICATION_TEXT.repeat,
  repeatHint: NOTIFICATION_TEXT.repeatHint,
};
