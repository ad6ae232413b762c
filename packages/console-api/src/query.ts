import type { QueryParams } from './types/common';

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
