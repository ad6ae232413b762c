import type { ListParams } from './common';

import type { PermissionType } from '@hvac/console-domain';

export type { PermissionType };

/** A user of the company, as listed on the users page. */
export interface User {
  id: number;
  /** The same as `id` (the server sends both). */
  pk?: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_type?: PermissionType;
  is_company_admin: boolean;
  is_company_manager: boolean;
  is_company_operator: boolean;
  is_company_spectator: boolean;
  is_superuser?: boolean;
  is_active?: boolean;
  /** The user's own switch for alarm notifications. */
  notifications_muted?: boolean;
  company?: string;
  date_joined?: string;
}

/** PATCH /users/{id}/: an admin changes a user's permission type (or names). */
export interface UpdateUserRequest {
  permission_type?: PermissionType;
  first_name?: string;
  last_name?: string;
}

export interface UserListParams extends ListParams {
  /** Only these users (the server's `ids=1,2,3`, at most 100); the service's `byIds` takes more. */
  ids?: readonly number[] | null;
}

export interface Invite {
  id: string;
  email: string;
  company: string;
  permission_type: PermissionType;
  redeemed: boolean;
  expired: boolean;
  last_sent_at: string | null;
  created_at?: string;
}

export type InviteListParams = ListParams;

export interface InviteRequest {
  email: string;
  permission_type: PermissionType;
}

/** GET /users/redeem_invite/{id}/: what the invited person sees before joining. */
export interface RedeemInviteInfo {
  email: string;
  company: string;
  permission_type?: PermissionType;
}

export interface RedeemInviteRequest {
  first_name: string;
  last_name: string;
  password1: string;
  password2: string;
}
