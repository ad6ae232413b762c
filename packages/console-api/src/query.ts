import type { ListParams, QueryParams } from './types/common';

/**
 * Builds a query string. Null, undefined and empty-string values are dropped (so an unset
 * `ordering` or `search` never reaches the server); arrays repeat their key.
 */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as ReadonlyArray<string | number | boolean>) {
        search.append(key, String(item));
      }
      continue;
    }
    const text = String(value);
    if (text.trim() === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Encodes one path segment (ids come from routes and user data). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** At most this many ids in one `ids` query parameter (the server's limit: one page of 100). */
export const MAX_LISTED_IDS = 100;

/**
 * A list call's parameters on the wire: `ids` as the server's comma-separated `ids=1,2,3`. An empty
 * `ids` names no row, so callers answer it without a request (the server would list them all).
 */
export function listQuery(params: ListParams & { ids?: readonly number[] | null }): QueryParams {
  const { ids, ...rest } = params;
  return { ...rest, ids: ids ? ids.join(',') : undefined };
}

/**
 * Every row of a list named by id, wherever it falls in the list's pages: one request per 100 ids
 * (distinct, in parallel); none for no ids. Rows the server does not answer (removed, another
 * tenant's) are simply missing.
 */
export async function listByIds<Item>(
  ids: readonly number[],
  fetchPage: (ids: number[]) => Promise<{ results: Item[] }>,
): Promise<Item[]> {
  const distinct = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let start = 0; start < distinct.length; start += MAX_LISTED_IDS) {
    chunks.push(distinct.slice(start, start + MAX_LISTED_IDS));
  }
  const pages = await Promise.all(chunks.map(fetchPage));
  return pages.flatMap((page) => page.results);
}
