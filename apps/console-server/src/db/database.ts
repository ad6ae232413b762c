import { PGlite } from '@electric-sql/pglite';
import { lockDirectory } from './directoryLock';
import pg from 'pg';

/** A parameter of a query: pg and PGlite both serialise these; undefined is sent as NULL. */
export type SqlValue =
  string | number | boolean | null | undefined | Date | Buffer | unknown[] | object;

function toParams(params: readonly SqlValue[]): unknown[] {
  return params.map((value) => (value === undefined ? null : value));
}

/**
 * The one database interface of the server. Two drivers implement it: PGlite (embedded PostgreSQL in
 * WebAssembly, the default) and `pg` (a real PostgreSQL server when DATABASE_URL is set). Queries use
 * `$1`-style parameters; int8 (counts, sizes) is parsed to `number` by both drivers so rows look alike.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row or undefined. */
  one<T = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
  ): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: NOTIFY / LISTEN on a channel shared by every process using this database (and
   * schema). `listen` opens a connection of its own; `onLost` runs once when it drops (then listen
   * again); the answer stops listening.
   */
  notify?(channel: string, payloads: string[]): Promise<void>;
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}

export interface CreateDatabaseOptions {
  /** postgres://… — use a PostgreSQL server instead of PGlite. */
  url?: string;
  /** Folder of the PGlite data (ignored with `url` or `memory`). */
  dataDir?: string;
  /** An in-memory PGlite (tests). */
  memory?: boolean;
  /** With `url`: run every statement with this search_path (tests isolate files by schema). */
  schema?: string;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function toNumber(value: string): number {
  return Number(value);
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  if (options.url) return createPostgresDatabase(options.url, options.schema);
  const dataDir = options.memory ? undefined : options.dataDir;
  const unlock = dataDir ? lockDirectory(dataDir) : () => undefined;
  try {
    const db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    });
    const database = wrapPglite(db);
    return {
      ...database,
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteMethods(db: PgliteLike) {
  const query = async <T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> => {
    const result = await db.query<T>(sql, toParams(params));
    return result.rows;
  };
  const exec = async (sql: string): Promise<void> => {
    await db.exec(sql);
  };
  return { query, exec };
}

function wrapPglite(db: PGlite): Database {
  const { query, exec } = pgliteMethods(db);
  const database: Database = {
    kind: 'pglite',
    query,
    async one<T>(sql: string, params?: readonly SqlValue[]) {
      const rows = await query<T>(sql, params);
      return rows[0];
    },
    exec,
    transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const methods = pgliteMethods(tx);
        const inner: Database = {
          kind: 'pglite',
          ...methods,
          async one<R>(sql: string, params?: readonly SqlValue[]) {
            const rows = await methods.query<R>(sql, params);
            return rows[0];
          },
          // PGlite has one connection: a nested transaction simply joins the outer one.
          transaction: (nested) => nested(inner),
          close: () => Promise.resolve(),
        };
        return fn(inner);
      });
    },
    close: () => db.close(),
  };
  return database;
}

function createPostgresDatabase(url: string, schema?: string): Database {
  const typeParsers: pg.CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
      return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({
    connectionString: url,
    types: typeParsers,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);

  function methodsOf(client: pg.Pool | pg.PoolClient) {
    async function query<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      const result = await client.query(sql, toParams(params));
      return result.rows as T[];
    }
    return {
      query,
      async one<T>(sql: string, params?: readonly SqlValue[]) {
        const rows = await query<T>(sql, params);
        return rows[0];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
  }

  // Test files share one database with a schema each: their channels must not meet.
  const channelOf = (channel: string) => {
    const name = schema ? `${channel}_${schema}` : channel;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad channel name ${name}`);
    return name;
  };

  return {
    kind: 'postgres',
    ...methodsOf(pool),
    async notify(channel, payloads) {
      // One statement, one transaction: the notifications arrive in the order of the array.
      await pool.query(
        `SELECT pg_notify($1, q.payload)
           FROM (SELECT p.payload FROM unnest($2::text[]) WITH ORDINALITY AS p(payload, n) ORDER BY p.n) q`,
        [channelOf(channel), payloads],
      );
    },
    async listen(channel, onMessage, onLost) {
      const name = channelOf(channel);
      const client = new pg.Client({ connectionString: url });
      let closing = false;
      let lost = false;
      const lose = (error: Error) => {
        if (closing || lost) return;
        lost = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === name) onMessage(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', () => lose(new Error('LISTEN connection ended')));
      await client.connect();
      await client.query(`LISTEN ${name}`);
      return async () => {
        closing = true;
        await client.end().catch(() => undefined);
      };
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const inner: Database = {
        kind: 'postgres',
        ...methodsOf(client),
        transaction: (nested) => nested(inner),
        close: () => Promise.resolve(),
      };
      try {
        await client.query('BEGIN');
        const result = await fn(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
