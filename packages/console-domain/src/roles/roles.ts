/** Company permission types, each with its display label (console.md §6). */
export const PERMISSION_TYPES = [
  'company_admin',
  'company_manager',
  'company_operator',
  'company_spectator',
] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export const PERMISSION_TYPE_LABELS: Record<PermissionType, string> = {
  company_admin: 'Company Admin',
  company_manager: 'Manager',
  company_operator: 'Operator',
  company_spectator: 'Spectator',
};

/** The invite dialog's options, in display order. */
export const PERMISSION_TYPE_OPTIONS = PERMISSION_TYPES.map((value) => ({
  value,
  label: PERMISSION_TYPE_LABELS[value],
}));

/** Action ids of the role matrix (DECISIONS.md Roles). */
export const ACTIONS = [
  'view',
  'resolve_alarms',
  'write_parameters',
  'edit_alarm_configurations',
  'edit_projects',
  'manage_documents',
  'invite_users',
  'manage_users',
  'view_users',
  // DECISIONS "Real devices": POST /device-models/ is the company admin's.
  'add_device_models',
] as const;
export type Action = (typeof ACTIONS)[number];

/** The DECISIONS.md matrix as data. invite_users is further limited by canInvitePermission. */
export const ROLE_MATRIX: Record<PermissionType, Record<Action, boolean>> = {
  company_admin: {
    view: true,
    resolve_alarms: true,
    write_parameters: true,
    edit_alarm_configurations: true,
    edit_projects: true,
    manage_documents: true,
    invite_users: true,
    manage_users: true,
    view_users: true,
    add_device_models: true,
  },
  company_manager: {
    view: true,
    resolve_alarms: true,
    write_parameters: true,
    edit_alarm_configurations: true,
    edit_projects: true,
    manage_documents: true,
    invite_users: true,
    manage_users: false,
    view_users: true,
    add_device_models: false,
  },
  company_operator: {
    view: true,
    resolve_alarms: true,
    write_parameters: true,
    edit_alarm_configurations: false,
    edit_projects: false,
    manage_documents: false,
    invite_users: false,
    manage_users: false,
    view_users: false,
    add_device_models: false,
  },
  company_spectator: {
    view: true,
    resolve_alarms: false,
    write_parameters: false,
    edit_alarm_configurations: false,
    edit_projects: false,
    manage_documents: false,
    invite_users: false,
    manage_users: false,
    view_users: false,
    add_device_models: false,
  },
};

export function isPermissionType(value: unknown): value is PermissionType {
  return typeof value === 'string' && (PERMISSION_TYPES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** Whether a permission type may perform an action; false for a missing or unknown type. */
export function can(permissionType: string | null | undefined, action: Action): boolean {
  return isPermissionType(permissionType) && ROLE_MATRIX[permissionType][action];
}

/** The permission types a user may issue invites for: admins any, managers operator and spectator. */
export function invitablePermissionTypes(
  inviter: string | null | undefined,
): readonly PermissionType[] {
  if (!isPermissionType(inviter)) return [];
  switch (inviter) {
    case 'company_admin':
      return PERMISSION_TYPES;
    case 'company_manager':
      return ['company_operator', 'company_spectator'];
    case 'company_operator':
    case 'company_spectator':
      return [];
    default:
      return inviter satisfies never;
  }
}

export function canInvitePermission(
  inviter: string | null | undefined,
  invitedType: string | null | undefined,
): boolean {
  return isPermissionType(invitedType) && invitablePermissionTypes(inviter).includes(invitedType);
}

export interface PermissionFlags {
  is_company_admin?: boolean | null;
  is_company_manager?: boolean | null;
  is_company_operator?: boolean | null;
  is_company_spectator?: boolean | null;
}

/** The permission type of a user from its flags (the highest set flag wins); undefined when none. */
export function permissionTypeOfUser(
  flags: PermissionFlags | null | undefined,
): PermissionType | undefined {
  if (!flags) return undefined;
  if (flags.is_company_admin) return 'company_admin';
  if (flags.is_company_manager) return 'company_manager';
  if (flags.is_company_operator) return 'company_operator';
  if (flags.is_company_spectator) return 'company_spectator';
  return undefined;
}

/** The four flags of a permission type (exactly one set). */
export function permissionFlagsOf(permissionType: PermissionType): Required<{
  [Key in keyof PermissionFlags]: boolean;
}> {
  return {
    is_company_admin: permissionType === 'company_admin',
    is_company_manager: permissionType === 'company_manager',
    is_company_operator: permissionType === 'company_operator',
    is_company_spectator: permissionType === 'company_spectator',
  };
}

/** 'Manager' for company_manager; the raw value when unknown. */
export function permissionTypeLabel(value: string | null | undefined): string {
  return isPermissionType(value) ? PERMISSION_TYPE_LABELS[value] : (value ?? '');
}
