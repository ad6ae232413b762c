/**
 * SWR keys: `[baseUrl, area, ...parameters]`. The base URL keeps two tenants' caches apart; the
 * area lets a write revalidate every read it changes (`matchesArea`).
 */
export const AREAS = [
  'currentUser',
  'users',
  'invites',
  'redeemInvite',
  'devices',
  'deviceModels',
  'realtime',
  'graph',
  'documents',
  'projects',
  'recentProjects',
  'changeLog',
  'floors',
  'alarmConfigurations',
  'alarmEntries',
  'alarmCounts',
  'alarmStats',
  'notificationRules',
  'notificationDeliveries',
] as const;

export type Area = (typeof AREAS)[number];

export type ConsoleKey = readonly [baseUrl: string, area: Area, ...parameters: unknown[]];

export function consoleKey(baseUrl: string, area: Area, ...parameters: unknown[]): ConsoleKey {
  return [baseUrl, area, ...parameters];
}

/** True for keys of `baseUrl` in one of `areas` (the filter of SWR's global mutate). */
export function matchesArea(key: unknown, baseUrl: string, areas: readonly Area[]): boolean {
  return (
    Array.isArray(key) &&
    key[0] === baseUrl &&
    typeof key[1] === 'string' &&
    (areas as readonly string[]).includes(key[1])
  );
}

/** A key only when every required parameter is known; otherwise null (SWR then does not fetch). */
export function keyWhen(
  ready: boolean,
  baseUrl: string,
  area: Area,
  ...parameters: unknown[]
): ConsoleKey | null {
  return ready ? consoleKey(baseUrl, area, ...parameters) : null;
}
