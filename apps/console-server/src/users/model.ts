import type { PermissionType } from '@hvac/console-domain';
import { permissionFlagsOf } from '@hvac/console-domain';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_type: PermissionType;
  is_superuser: boolean;
  is_active: boolean;
  created_at: Date;
}

export const USER_COLUMNS =
  'id, username, email, first_name, last_name, permission_type, is_superuser, is_active, created_at';

/** A user as the API shows it: the four is_company_* flags of console.md plus permission_type. */
export function userJson(row: UserRow, company: string) {
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
    company,
    date_joined: row.created_at.toISOString(),
  };
}
