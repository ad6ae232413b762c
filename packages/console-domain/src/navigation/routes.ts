import type { Action } from '../roles/roles';
import { can } from '../roles/roles';

/** Route paths of the console (console.md §2, projects.md §2, DECISIONS.md). */
export const ROUTES = {
  login: '/login/',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uid/:token/',
  changePassword: '/changepassword/',
  redeemInvite: '/invite/:id',
  dashboard: '/dashboard/',
  projects: '/projects/',
  projectDetail: '/projects/:id/',
  devices: '/devices/',
  deviceDetail: '/devices/:id/',
  deviceDetailSingle: '/devices/:id/single/',
  users: '/users/',
  userDetail: '/users/:id/',
  profile: '/profile/',
  notifications: '/notifications/',
  deviceModels: '/device-models/',
} as const;

/** Routes reachable without signing in. */
export const PUBLIC_ROUTES = [
  ROUTES.login,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.redeemInvite,
] as const;

export function projectPath(id: number | string): string {
  return `/projects/${id}/`;
}

export function userPath(id: number | string): string {
  return `/users/${id}/`;
}

/** A device row opens the single-unit view when is_single_unit, else the multi-unit detail. */
export function devicePath(device: {
  id: number | string;
  is_single_unit?: boolean | null;
}): string {
  return device.is_single_unit ? `/devices/${device.id}/single/` : `/devices/${device.id}/`;
}

/** Drawer entries, in order. */
export const NAV_ITEMS = [
  { label: 'Home', path: ROUTES.dashboard },
  { label: 'Projects', path: ROUTES.projects },
  { label: 'Devices', path: ROUTES.devices },
  { label: 'Users', path: ROUTES.users },
] as const;

/** Project detail tabs in order; 'alarms' is the default. */
export const PROJECT_TABS = [
  { id: 'alarms', label: 'Alarms' },
  { id: 'floor_plan', label: 'Floor Plan' },
  { id: 'tree_plan', label: 'Tree View' },
  { id: 'change_log', label: 'Change Log' },
  { id: 'graph', label: 'Graph Logs' },
  { id: 'documentation', label: 'Documentation' },
  { id: 'debug_mode', label: 'Debug Mode' },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number]['id'];
export const DEFAULT_PROJECT_TAB: ProjectTab = 'alarms';

/** Tabs a user sees: Debug Mode only for superusers (DECISIONS.md). */
export function visibleProjectTabs(isSuperuser: boolean): (typeof PROJECT_TABS)[number][] {
  return PROJECT_TABS.filter((tab) => tab.id !== 'debug_mode' || isSuperuser);
}

export function isProjectTab(value: unknown): value is ProjectTab {
  return typeof value === 'string' && PROJECT_TABS.some((tab) => tab.id === value);
}

/** A navigation entry with the action a user needs to see it (none: everyone signed in). */
const NAV_ITEM_REQUIREMENTS: Partial<Record<(typeof NAV_ITEMS)[number]['path'], Action>> = {
  [ROUTES.users]: 'view_users',
};

/**
 * The navigation entries a permission type sees (DECISIONS.md role matrix): Users needs
 * view_users. Until the user is known (undefined) entries that need a permission stay hidden
 * rather than flash in and out.
 */
export function visibleNavItems(
  permissionType: string | null | undefined,
): (typeof NAV_ITEMS)[number][] {
  return NAV_ITEMS.filter((item) => {
    const required = NAV_ITEM_REQUIREMENTS[item.path];
    return required === undefined || can(permissionType, required);
  });
}

/**
 * The numeric id of an address segment ('/devices/{id}/'), or null when it is not one: 'abc',
 * '1.5', '-3', '0', '007' and ids past the safe integers are all malformed, and a screen shows
 * not-found for them at once instead of waiting for an answer that never comes.
 */
export function parseEntityId(segment: string | null | undefined): number | null {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}
