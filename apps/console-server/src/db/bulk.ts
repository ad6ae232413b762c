import type { Database, SqlValue } from './database';

/**
 * Inserts many rows in statements of at most about 5,000 parameters (a bulk load, such as the demo's
 * seed). `returning` is appended to each statement ('RETURNING id'); the answers come in row order.
 * For the repositories: `table` and `columns` are their own constants, never input.
 */
export async function insertRows(
  db: Database,
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  returning = '',
): Promise<{ id: number }[]> {
  const result: { id: number }[] = [];
  const chunk = Math.max(1, Math.floor(5000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const params: SqlValue[] = [];
    const values = slice.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ${returning}`,
      params,
    );
    result.push(...inserted);
  }
  return result;
}
