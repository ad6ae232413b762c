import { MESSAGES } from '@hvac/console-domain';

/** The texts of InviteDialog: the defaults, and what a product may replace through `labels`. */
export interface InviteDialogLabels {
  failedToInviteUser: string;
  inviteUser: string;
  invite: string;
  email: string;
  permissionType: string;
  choosePermissionType: string;
  cancel: string;
}

export const DEFAULT_INVITE_DIALOG_LABELS: InviteDialogLabels = {
  failedToInviteUser: MESSAGES.FAILED_TO_INVITE_USER,
  inviteUser: 'Invite User',
  invite: 'Invite',
  email: 'Email',
  permissionType: 'Permission Type',
  choosePermissionType: 'Choose a permission type',
  cancel: 'Cancel',
};
