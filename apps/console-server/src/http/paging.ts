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

export interface Page<Item> {
  results: Item[];
  count: number;
  pages: { current_page: number; total_pages: number; page_size: number };
  next: string | null;
  previous: string | null;
}

export interface ListSpec {
  /**
   * A SELECT whose output columns include every ordering and search column, already filtered by
   * tenant, without ORDER BY or LIMIT. It runs as a subquery, so refer to output names below.
   */
  sql: string;
  params: readonly SqlValue[];
  /** public ordering name (what the client sends) → output column of `sql` */
  ordering: Record<string, string>;
  /** used when the client sends none, e.g. '-created_at' */
  defaultOrdering: string;
  /** output columns searched with ILIKE (case-insensitive substring) */
  search: readonly string[];
  /** unique output column appended to every ORDER BY so pages are stable; default 'id' */
  tiebreaker?: string;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `%term%` with LIKE's wildcards escaped, so a search for '50%' finds '50%' only. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** ORDER BY clause for an `ordering` value; an unknown field is a 400 `{ordering: [...]}`. */
export function orderByClause(ordering: string | undefined, spec: ListSpec): string {
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

function pageLink(request: FastifyRequest, page: number): string {
  const [path, query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * Runs a list query with paging, ordering and search and answers the shape every list shares:
 * `{results, count, pages: {current_page, total_pages, page_size}, next, previous}`.
 * A page past the end is empty (with the right count), never an error.
 */
export async function pagedList<Row extends object, Item = Row>(
  db: Database,
  request: FastifyRequest,
  query: ListQuery,
  spec: ListSpec,
  map: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<Page<Item>> {
  const params: SqlValue[] = [...spec.params];
  let where = '';
  const term = query.search?.trim();
  if (term && spec.search.length > 0) {
    params.push(likePattern(term));
    const placeholder = `$${params.length}`;
    where = `WHERE ${spec.search.map((column) => `${quoteIdentifier(column)}::text ILIKE ${placeholder}`).join(' OR ')}`;
  }
  const orderBy = orderByClause(query.ordering, spec);
  const offset = (query.page - 1) * query.page_size;
  const rows = await db.query<Row & { __total: number }>(
    `SELECT listed.*, count(*) OVER ()::int AS __total FROM (${spec.sql}) AS listed ${where} ${orderBy}
      LIMIT ${query.page_size} OFFSET ${offset}`,
    params,
  );
  let count: number;
  if (rows.length > 0) count = rows[0].__total;
  else {
    const total = await db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM (${spec.sql}) AS listed ${where}`,
      params,
    );
    count = total?.count ?? 0;
  }
  const totalPages = Math.max(1, Math.ceil(count / query.page_size));
  const results = rows.map((row) => {
    const { __total: _total, ...rest } = row;
    return map(rest as unknown as Row);
  });
  return {
    results,
    count,
    pages: { current_page: query.page, total_pages: totalPages, page_size: query.page_size },
    next: query.page < totalPages ? pageLink(request, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(request, Math.min(query.page - 1, totalPages)) : null,
  };
}
