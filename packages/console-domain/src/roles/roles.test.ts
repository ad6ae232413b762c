import { describe, expect, it } from 'vitest';
import type { Action, PermissionType } from './roles';
import {
  ACTIONS,
  PERMISSION_TYPES,
  PERMISSION_TYPE_OPTIONS,
  can,
  canInvitePermission,
  invitablePermissionTypes,
  isAction,
  permissionFlagsOf,
  permissionTypeLabel,
  permissionTypeOfUser,
} from './roles';

// The DECISIONS.md matrix, row by row: admin, manager, operator, spectator.
const MATRIX: [Action, boolean, boolean, boolean, boolean][] = [
  ['view', true, true, true, true],
  ['resolve_alarms', true, true, true, false],
  ['write_parameters', true, true, true, false],
  ['edit_alarm_configurations', true, true, false, false],
  ['edit_projects', true, true, false, false],
  ['manage_documents', true, true, false, false],
  ['invite_users', true, true, false, false],
  ['manage_users', true, false, false, false],
  ['view_users', true, true, false, false],
  ['add_device_models', true, false, false, false],
];

describe('can (DECISIONS.md Roles)', () => {
  it('covers exactly the action ids of DECISIONS.md', () => {
    expect(ACTIONS).toEqual(MATRIX.map(([action]) => action));
  });

  it.each(MATRIX)('%s: admin %s, manager %s, operator %s, spectator %s', (action, ...allowed) => {
    PERMISSION_TYPES.forEach((type, index) => {
      expect(can(type, action)).toBe(allowed[index]);
    });
  });

  it.each([[undefined], [null], [''], ['superuser']])('denies everything to %j', (type) => {
    for (const action of ACTIONS) expect(can(type, action)).toBe(false);
  });

  it('recognises action ids', () => {
    expect(isAction('view_users')).toBe(true);
    expect(isAction('debug')).toBe(false);
  });
});

describe('canInvitePermission', () => {
  it.each<[PermissionType, PermissionType[]]>([
    ['company_admin', [...PERMISSION_TYPES]],
    ['company_manager', ['company_operator', 'company_spectator']],
    ['company_operator', []],
    ['company_spectator', []],
  ])('%s may invite %j', (inviter, invitable) => {
    expect(invitablePermissionTypes(inviter)).toEqual(invitable);
    for (const type of PERMISSION_TYPES) {
      expect(canInvitePermission(inviter, type)).toBe(invitable.includes(type));
    }
  });

  it('refuses unknown inviters and types', () => {
    expect(invitablePermissionTypes(undefined)).toEqual([]);
    expect(canInvitePermission('company_admin', 'root')).toBe(false);
    expect(canInvitePermission(null, 'company_spectator')).toBe(false);
  });
});

describe('permission types', () => {
  it('offers the spec labels in order', () => {
    expect(PERMISSION_TYPE_OPTIONS).toEqual([
      { value: 'company_admin', label: 'Company Admin' },
      { value: 'company_manager', label: 'Manager' },
      { value: 'company_operator', label: 'Operator' },
      { value: 'company_spectator', label: 'Spectator' },
    ]);
    expect(permissionTypeLabel('company_operator')).toBe('Operator');
    expect(permissionTypeLabel('other')).toBe('other');
    expect(permissionTypeLabel(undefined)).toBe('');
  });

  it.each([
    [{ is_company_admin: true, is_company_manager: true }, 'company_admin'],
    [{ is_company_manager: true }, 'company_manager'],
    [{ is_company_operator: true, is_company_spectator: true }, 'company_operator'],
    [{ is_company_spectator: true }, 'company_spectator'],
    [{ is_company_admin: false }, undefined],
    [null, undefined],
  ])('reads flags %o as %s', (flags, type) => {
    expect(permissionTypeOfUser(flags)).toBe(type);
  });

  it.each(PERMISSION_TYPES)('round-trips %s through its flags', (type) => {
    const flags = permissionFlagsOf(type);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    expect(permissionTypeOfUser(flags)).toBe(type);
  });
});
