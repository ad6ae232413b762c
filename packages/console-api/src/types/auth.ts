import type { PermissionType } from './users';

export interface LoginRequest {
  username: string;
  password: string;
}

/** The login answer: both tokens and who signed in. */
export interface LoginResponse {
  access: string;
  refresh: string;
  email: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
}

export interface TokenRefreshRequest {
  refresh: string;
}

export interface TokenRefreshResponse {
  access: string;
  /** Present when the server rotates refresh tokens. */
  refresh?: string;
}

/** GET /authentication/user/: the signed-in user. */
export interface CurrentUser {
  id: number;
  /** The same as `id` (Django's primary key alias). */
  pk?: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  permission_type: PermissionType;
  is_company_admin?: boolean;
  is_company_manager?: boolean;
  is_company_operator?: boolean;
  is_company_spectator?: boolean;
  is_active?: boolean;
  /** No alarm notification is sent to this user while true (PATCH /authentication/user/). */
  notifications_muted?: boolean;
  company?: string;
  date_joined?: string;
}

/** PATCH /authentication/user/: the profile edits first and last name. */
export interface UpdateCurrentUserRequest {
  first_name?: string;
  last_name?: string;
  /** The user's own switch: no alarm notification is sent while it is on. */
  notifications_muted?: boolean;
}

export interface ChangePasswordRequest {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirmRequest {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}

/** The answer of the password and logout calls, whose shape the specification leaves open. */
export interface DetailResponse {
  detail?: string;
}
