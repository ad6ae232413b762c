import type { PermissionType } from '@hvac/console-domain';
import { PERMISSION_TYPES, permissionFlagsOf } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../http/responses';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_type: PermissionType;
  is_superuser: boolean;
  is_active: boolean;
  notifications_muted: boolean;
  created_at: Date;
}

export const USER_COLUMNS =
  'id, username, email, first_name, last_name, permission_type, is_superuser, is_active, notifications_muted, created_at';

export const userResponse = z.strictObject({
  id: wire.id,
  pk: wire.id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  permission_type: z.enum(PERMISSION_TYPES),
  is_company_admin: z.boolean(),
  is_company_manager: z.boolean(),
  is_company_operator: z.boolean(),
  is_company_spectator: z.boolean(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  /** The user's own switch: no alarm notification is sent to a muted user. */
  notifications_muted: z.boolean(),
  company: z.string(),
  date_joined: wire.timestamp,
});
export type UserResponse = z.infer<typeof userResponse>;
export const userPageResponse = pageResponse(userResponse);

/** A user as the API shows it: the four is_company_* flags of console.md plus permission_type. */
export function userJson(row: UserRow, company: string): UserResponse {
  return {
    id: row.id,
    pk: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permission_type: row.permission_type,
    ...permissionFlagsOf(row.permission_type),
    is_superuser: row.is_superuser,
    is_active: row.is_active,
    notifications_muted: row.notifications_muted,
    company,
    date_joined: row.created_at.toISOString(),
  };
}
