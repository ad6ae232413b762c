export { insertRows } from './bulk';
export { createDatabase } from './database';
export type { CreateDatabaseOptions, Database, SqlValue } from './database';
export { loadMigrations, migrate } from './migrate';
export type { Migration } from './migrate';
