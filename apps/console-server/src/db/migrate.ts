import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  /** The number in front of the file name; files apply in its order. */
  id: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Every `NNN_name.sql` of src/db/migrations, in order of its number. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      id: Number(match[1]),
      name: match[2],
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.id - b.id);
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (seen.has(migration.id)) throw new Error(`Two migrations share the number ${migration.id}`);
    seen.add(migration.id);
  }
  return migrations;
}

/**
 * Applies the migrations not applied yet, all in one transaction (a failed migration leaves the
 * database as it was). On PostgreSQL an advisory lock keeps two starting servers from racing.
 */
export async function migrate(
  db: Database,
  migrations: Migration[] = loadMigrations(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(872687)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) => row.id),
    );
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      done.push(migration.id);
    }
    return done;
  });
}
