import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@hvac/console-domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, SqlValue } from '../db';
import type { CountCache } from './countCache';
import { fieldErrors } from './errors';
import { SERVER_MESSAGES } from './messages';
import { strictInt } from './params';

export { MAX_PAGE_SIZE };

/** page ≥ 1, page_size 1..100, ordering and search optional (empty means none). Unknown keys are ignored. */
export const listQuerySchema = z.object({
  page: strictInt(1, 1_000_000).default(1),
  page_size: strictInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ordering: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What a list query needs of the client's query string. */
export type PageRequest = Pick<ListQuery, 'page' | 'page_size' | 'ordering' | 'search'>;

export interface Page<Item> {
  results: Item[];
  count: number;
  pages: { current_page: number; total_pages: number; page_size: number };
  next: string | null;
  previous: string | null;
}

/** An output column of a query whose rows are `Row`. */
export type ColumnOf<Row> = Extract<keyof Row, string>;

/**
 * A list query over rows of type `Row`: the ordering, search and tiebreaker columns must be columns
 * of `Row`, so the compiler catches a list that sorts by a column its SELECT does not have.
 */
export interface PagedQuery<Row extends object> {
  /**
   * A SELECT whose output columns are `Row`'s, already filtered by tenant, without ORDER BY or LIMIT.
   * It runs as a subquery, so ordering and search refer to output names.
   */
  sql: string;
  params: readonly SqlValue[];
  /** public ordering name (what the client sends) → output column of `sql` */
  ordering: Readonly<Record<string, ColumnOf<Row>>>;
  /** used when the client sends none, e.g. '-created_at' */
  defaultOrdering: string;
  /** output columns searched with ILIKE (case-insensitive substring) */
  search: readonly ColumnOf<Row>[];
  /**
   * The search as an SQL condition over the output columns, given the placeholder of the LIKE pattern,
   * when plain ILIKEs over `search` would filter joined rows one by one: it must select the same rows
   * (e.g. `project_id IN (SELECT id FROM projects WHERE … name ILIKE $n)` for `project_name ILIKE $n`),
   * in a form whose parts an index answers. `term` is the trimmed search term itself.
   */
  searchCondition?: (placeholder: string, term: string) => string;
  /** unique output column appended to every ORDER BY so pages are stable; default 'id' */
  tiebreaker?: ColumnOf<Row>;
  /**
   * Output columns that are never NULL: their ORDER BY has no NULLS clause, so it matches a plain
   * (tenant_id, column, id) index and a page is read from the index instead of sorting the whole list.
   */
  notNull?: readonly ColumnOf<Row>[];
  /**
   * A cheaper statement for the list's `count` than counting the rows of `sql` (one row `{count}`),
   * given the LIKE pattern of the search (undefined without one). It must count exactly the rows the
   * list's filters and search select. With it, a page is one ORDER BY … LIMIT that stops at the page
   * and the count a separate query; without it the count is a window over the same statement.
   */
  count?: (pattern: string | undefined) => {
    sql: string;
    params: readonly SqlValue[];
    /** Keeps the count while the tenant's version of what it counts holds (countCache.ts). */
    cache?: CountCache;
    /**
     * The count's placeholders are the page statement's own (`params` a prefix of the page's): the
     * count then runs inside the page statement as one scalar subquery, one round trip instead of two
     * (a separate statement only for a page past the end, which has no row to carry it).
     */
    inline?: boolean;
  };
}

/** One page of rows and what the page's links need to know. */
export interface RowPage<Row> {
  rows: Row[];
  /** Rows of the whole list (all pages). */
  count: number;
  page: number;
  pageSize: number;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Separates the names a row keeps in its `search_text` column (migration 303). A term that contains it
 * could match across two names, so such a search tests the names one by one instead.
 */
export const SEARCH_TEXT_SEPARATOR = '\u001f';

/**
 * The condition `search_text LIKE lower(pattern)` when it selects exactly the rows one of whose names
 * matches the pattern with ILIKE (PostgreSQL's ILIKE is LIKE over both sides lower-cased), else
 * `fallback`, the ILIKEs over the names themselves.
 */
export function searchTextCondition(
  column: string,
  placeholder: string,
  term: string,
  fallback: () => string,
): string {
  return term.includes(SEARCH_TEXT_SEPARATOR) ? fallback() : `${column} LIKE lower(${placeholder})`;
}

/** `%term%` with LIKE's wildcards escaped, so a search for '50%' finds '50%' only. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** ORDER BY clause for an `ordering` value; an unknown field is a 400 `{ordering: [...]}`. */
export function orderByClause<Row extends object>(
  ordering: string | undefined,
  spec: Pick<PagedQuery<Row>, 'ordering' | 'defaultOrdering' | 'tiebreaker' | 'notNull'>,
): string {
  const requested = ordering && ordering.trim() !== '' ? ordering.trim() : spec.defaultOrdering;
  const descending = requested.startsWith('-');
  const field = descending ? requested.slice(1) : requested;
  if (!Object.hasOwn(spec.ordering, field)) {
    throw fieldErrors({ ordering: SERVER_MESSAGES.INVALID_ORDERING });
  }
  const column = quoteIdentifier(spec.ordering[field]);
  const tiebreaker = quoteIdentifier(spec.tiebreaker ?? 'id');
  // NULLs sort as the smallest value; a column without NULLs needs no clause (and then fits an index).
  const nulls = spec.notNull?.includes(spec.ordering[field])
    ? ''
    : descending
      ? ' NULLS LAST'
      : ' NULLS FIRST';
  const direction = `${descending ? 'DESC' : 'ASC'}${nulls}`;
  return `ORDER BY ${column} ${direction}, ${tiebreaker} ${descending ? 'DESC' : 'ASC'}`;
}

const TOTAL_COLUMN = '__total';

/**
 * Runs one page of a list query with ordering and search. With `spec.count` the page and the count
 * are two statements (the page stops after its rows); otherwise the total comes from a window count
 * on the same statement, and only a page past the end (no rows) needs a second query to count.
 */
export async function queryPage<Row extends object>(
  db: Database,
  spec: PagedQuery<Row>,
  request: PageRequest,
): Promise<RowPage<Row>> {
  const params: SqlValue[] = [...spec.params];
  let where = '';
  const term = request.search?.trim();
  const pattern = term && spec.search.length > 0 ? likePattern(term) : undefined;
  if (term && pattern) {
    params.push(pattern);
    const placeholder = `$${params.length}`;
    where = `WHERE ${
      spec.searchCondition
        ? spec.searchCondition(placeholder, term)
        : spec.search
            .map((column) => `${quoteIdentifier(column)}::text ILIKE ${placeholder}`)
            .join(' OR ')
    }`;
  }
  const orderBy = orderByClause(request.ordering, spec);
  const offset = (request.page - 1) * request.page_size;
  const limit = `LIMIT ${request.page_size} OFFSET ${offset}`;
  if (spec.count) {
    const counting = spec.count(pattern);
    if (
      counting.inline &&
      !counting.cache &&
      counting.params.length <= params.length &&
      counting.params.every((value, index) => value === params[index])
    ) {
      const rows = await db.query<Row & { [TOTAL_COLUMN]: number }>(
        `SELECT listed.*, (${counting.sql}) AS ${TOTAL_COLUMN} FROM (${spec.sql}) AS listed ${where} ${orderBy} ${limit}`,
        params,
      );
      const count =
        rows.length > 0
          ? rows[0][TOTAL_COLUMN]
          : ((await db.one<{ count: number }>(counting.sql, counting.params))?.count ?? 0);
      for (const row of rows) Reflect.deleteProperty(row, TOTAL_COLUMN);
      return { rows, count, page: request.page, pageSize: request.page_size };
    }
    const [rows, total] = await Promise.all([
      db.query<Row>(
        `SELECT listed.* FROM (${spec.sql}) AS listed ${where} ${orderBy} ${limit}`,
        params,
      ),
      counting.cache
        ? counting.cache.count(db, counting.sql, counting.params)
        : db.one<{ count: number }>(counting.sql, counting.params).then((row) => row?.count ?? 0),
    ]);
    return { rows, count: total, page: request.page, pageSize: request.page_size };
  }
  const rows = await db.query<Row & { [TOTAL_COLUMN]: number }>(
    `SELECT listed.*, count(*) OVER ()::int AS ${TOTAL_COLUMN} FROM (${spec.sql}) AS listed ${where} ${orderBy}
      ${limit}`,
    params,
  );
  let count: number;
  if (rows.length > 0) count = rows[0][TOTAL_COLUMN];
  else {
    const total = await db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM (${spec.sql}) AS listed ${where}`,
      params,
    );
    count = total?.count ?? 0;
  }
  for (const row of rows) Reflect.deleteProperty(row, TOTAL_COLUMN);
  return { rows, count, page: request.page, pageSize: request.page_size };
}

function pageLink(request: FastifyRequest, page: number): string {
  const [path, query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** Page counters and links to the neighbouring pages of the request's own URL. */
export function pageNavigation(
  request: FastifyRequest,
  count: number,
  page: number,
  pageSize: number,
): Omit<Page<never>, 'results' | 'count'> {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return {
    pages: { current_page: page, total_pages: totalPages, page_size: pageSize },
    next: page < totalPages ? pageLink(request, page + 1) : null,
    previous: page > 1 ? pageLink(request, Math.min(page - 1, totalPages)) : null,
  };
}

/**
 * The shape every list shares, `{results, count, pages: {current_page, total_pages, page_size}, next,
 * previous}`. A page past the end is empty (with the right count), never an error.
 */
export function pageOf<Row, Item>(
  request: FastifyRequest,
  rowPage: RowPage<Row>,
  map: (row: Row) => Item,
): Page<Item> {
  return {
    results: rowPage.rows.map(map),
    count: rowPage.count,
    ...pageNavigation(request, rowPage.count, rowPage.page, rowPage.pageSize),
  };
}

/** queryPage then pageOf: one page of a list as the API answers it. */
export async function pagedList<Row extends object, Item>(
  db: Database,
  request: FastifyRequest,
  query: PageRequest,
  spec: PagedQuery<Row>,
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  return pageOf(request, await queryPage(db, spec, query), map);
}
