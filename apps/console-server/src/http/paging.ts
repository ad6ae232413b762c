import { DEFAULT_PAGE_SIZE } from '@hvac/console-domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, SqlValue } from '../db';
import { fieldErrors } from './errors';
import { SERVER_MESSAGES } from './messages';
import { strictInt } from './params';

export const MAX_PAGE_SIZE = 100;

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
  /** unique output column appended to every ORDER BY so pages are stable; default 'id' */
  tiebreaker?: ColumnOf<Row>;
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

/** `%term%` with LIKE's wildcards escaped, so a search for '50%' finds '50%' only. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** ORDER BY clause for an `ordering` value; an unknown field is a 400 `{ordering: [...]}`. */
export function orderByClause<Row extends object>(
  ordering: string | undefined,
  spec: Pick<PagedQuery<Row>, 'ordering' | 'defaultOrdering' | 'tiebreaker'>,
): string {
  const requested = ordering && ordering.trim() !== '' ? ordering.trim() : spec.defaultOrdering;
  const descending = requested.startsWith('-');
  const field = descending ? requested.slice(1) : requested;
  if (!Object.hasOwn(spec.ordering, field)) {
    throw fieldErrors({ ordering: SERVER_MESSAGES.INVALID_ORDERING });
  }
  const column = quoteIdentifier(spec.ordering[field]);
  const tiebreaker = quoteIdentifier(spec.tiebreaker ?? 'id');
  const direction = descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  return `ORDER BY ${column} ${direction}, ${tiebreaker} ${descending ? 'DESC' : 'ASC'}`;
}

const TOTAL_COLUMN = '__total';

/**
 * Runs one page of a list query with ordering and search. The total comes from a window count on
 * the same statement; only a page past the end (no rows) needs a second query to count.
 */
export async function queryPage<Row extends object>(
  db: Database,
  spec: PagedQuery<Row>,
  request: PageRequest,
): Promise<RowPage<Row>> {
  const params: SqlValue[] = [...spec.params];
  let where = '';
  const term = request.search?.trim();
  if (term && spec.search.length > 0) {
    params.push(likePattern(term));
    const placeholder = `$${params.length}`;
    where = `WHERE ${spec.search.map((column) => `${quoteIdentifier(column)}::text ILIKE ${placeholder}`).join(' OR ')}`;
  }
  const orderBy = orderByClause(request.ordering, spec);
  const offset = (request.page - 1) * request.page_size;
  const rows = await db.query<Row & { [TOTAL_COLUMN]: number }>(
    `SELECT listed.*, count(*) OVER ()::int AS ${TOTAL_COLUMN} FROM (${spec.sql}) AS listed ${where} ${orderBy}
      LIMIT ${request.page_size} OFFSET ${offset}`,
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
