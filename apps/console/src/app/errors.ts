import { isApiError, isForbidden, isMessageForPeople, isNotFound } from '@hvac/console-api';
import type { CacheArea } from '@hvac/console-api/react';
import { readAreaOf } from '@hvac/console-api/react';
import { MESSAGES } from '@hvac/console-domain';

/**
 * The message to show for a failed call: the first field's first message, else the server's
 * `detail`, else the catalogue message the screen's specification names (DECISIONS.md error body).
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.SERVER_ERROR): string {
  return isApiError(error) ? error.firstMessage(fallback) : fallback;
}

/**
 * A read that asked the device itself (Debug Mode): the device's answer in words when the server
 * could not reach it (503: the device's error, 504: no poller answered), else as errorMessage.
 */
export function deviceReadErrorMessage(
  error: unknown,
  fallback: string = MESSAGES.SERVER_ERROR,
): string {
  if (
    isApiError(error) &&
    (error.status === 503 || error.status === 504) &&
    error.detail !== undefined &&
    isMessageForPeople(error.detail)
  )
    return error.detail;
  return errorMessage(error, fallback);
}

// The predicates live in console-api beside ApiError; re-exported for the screens' convenience.
export { isForbidden, isNotFound } from '@hvac/console-api';

/** The words a failed read is logged with where the specification names them (projects.md §8). */
const FAILED_READ_LOGS: Partial<Record<CacheArea, string>> = {
  changeLog: MESSAGES.ERROR_FETCHING_CHANGE_LOGS,
  alarmCounts: 'Failed to load the alarm counts',
};

/**
 * The one place failed reads are logged (console.md §8: the dashboard's statistics, for one, are
 * only logged; projects.md §8: the change log's failure, in its own words): the data provider calls
 * it once per failure, never a screen while it renders.
 */
export function logFailedRead(error: unknown, key: string): void {
  // A 404 is an answer the screen expects and shows (Project not found): no error to report.
  if (isNotFound(error)) {
    console.info(`Not found: ${key}`);
    return;
  }
  const area = readAreaOf(key);
  const words = area ? FAILED_READ_LOGS[area] : undefined;
  console.error(words ?? `Failed to read ${key}`, error);
}

/**
 * The message of a failed read, for a table's or panel's error state: the catalogue message of the
 * screen, or the permission message when the server refused the user; null when there is no error.
 */
export function loadErrorMessage(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return isForbidden(error) ? MESSAGES.NOT_ALLOWED : fallback;
}
