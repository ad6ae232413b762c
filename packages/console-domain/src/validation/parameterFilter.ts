import { PARAMETER_FILTER_MIN_LENGTH, TREE_NAME_MAX } from '../constants/limits';

/** The parameter search filters once the query has 2 or more characters. */
export function parameterFilterActive(query: string | null | undefined): boolean {
  return (query ?? '').trim().length >= PARAMETER_FILTER_MIN_LENGTH;
}

/** Items whose name contains the query (case-insensitive); all items while the filter is inactive. */
export function filterParameters<T>(
  items: readonly T[],
  query: string | null | undefined,
  nameOf: (item: T) => string,
): T[] {
  if (!parameterFilterActive(query)) return [...items];
  const needle = (query ?? '').trim().toLowerCase();
  return items.filter((item) => nameOf(item).toLowerCase().includes(needle));
}

/** Tree-view names are cut at 50 characters, followed by '...'. */
export function truncateParameterName(name: string, max: number = TREE_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
