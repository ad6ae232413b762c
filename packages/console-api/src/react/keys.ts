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
  'rawRead',
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

/**
 * The area of a read from the cache key SWR hands to `onError` (its serialized form of
 * `[baseUrl, area, ...]`, prefixed `$inf$` for a paged list such as the change log); undefined for
 * a key that is not one of these hooks'. Lets the provider's `onError` name the read that failed.
 */
export function readAreaOf(serializedKey: string): Area | undefined {
  const match = /^(?:\$inf\$)?@"(?:[^"\\]|\\.)*","([A-Za-z]+)"/.exec(serializedKey);
  const area = match?.[1];
  return (AREAS as readonly string[]).includes(area ?? '') ? (area as Area) : undefined;
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
