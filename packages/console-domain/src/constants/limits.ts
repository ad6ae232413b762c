/** One upload limit for client and server (DECISIONS.md): 30,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 30_000_000;
export const PASSWORD_MIN_LENGTH = 8;
/** The login form accepts a password only when it is longer than this. */
export const LOGIN_PASSWORD_MIN_EXCLUSIVE = 3;
/** Parameter names in the tree view are cut at this many characters. */
export const TREE_NAME_MAX = 50;
/** The parameter search filters from this many characters on. */
export const PARAMETER_FILTER_MIN_LENGTH = 2;
export const RECENT_PROJECTS_LIMIT = 5;
export const DASHBOARD_ALERT_COUNT = 5;
/** A real-time read carries at most this many coils plus registers per request. */
export const REALTIME_BATCH_SIZE = 40;
export const GRAPH_MAX_DAYS = 90;
export const GRAPH_MAX_POINTS_PER_HEADER = 26_000;
/** A graph request carries at most this many headers (DECISIONS.md). */
export const GRAPH_MAX_HEADERS = 12;
/** Login answers with these statuses are the only valid ones. */
export const LOGIN_SUCCESS_STATUSES = [200, 201] as const;

export function isLoginSuccessStatus(status: number): boolean {
  return (LOGIN_SUCCESS_STATUSES as readonly number[]).includes(status);
}
