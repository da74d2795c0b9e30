import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type LogEvent, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { statementNameOf } from './prepared.js';
import { makePrivate, PRIVATE_DIR } from '../files.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) and numeric as strings; our grains and epoch-ms fit in a double.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown)(
          oid,
          format,
        )) as pg.CustomTypesConfig['getTypeParser'],
};

export interface OpenOptions {
  poolSize?: number;
  /** Called with the SQL of every statement run, BEGIN and COMMIT included (tests count them). */
  onStatement?: (sql: string) => void;
}

/** Opens the database named by a URL: postgres://… for PostgreSQL, sqlite:<file> for SQLite. */
export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const { onStatement } = options;
  const log = onStatement ? (event: LogEvent) => onStatement(event.query.sql) : undefined;
  if (/^postgres(ql)?:/.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgTypes });
    let closing = false;
    // An idle connection that the server drops (restart, failover) emits here; without a listener
    // the process would exit. The pool replaces it; the next query on it fails and is reported.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL idle connection error: ${error.message}`);
    });
    pool.on('connect', prepareHotStatements);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return {
      kysely,
      dialect: 'postgres',
      close: () => {
        closing = true;
        return kysely.destroy();
      },
    };
  }
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR });
  const sqlite = new SQLite(file);
  // SQLite creates -wal and -shm with the database's own mode: 0600 for all three.
  if (file !== ':memory:') makePrivate(file, `${file}-wal`, `${file}-shm`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536'); // 64 MiB of page cache
  sqlite.pragma('temp_store = MEMORY');
  // Each answer's commit appends a few pages to the WAL; checkpointing every 1,000 pages (the
  // default) would copy them back hundreds of times a second. Every 16,000 pages (64 MiB) is enough.
  sqlite.pragma('wal_autocheckpoint = 16000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * Kysely prepares every query anew; SQLite's prepare costs as much as running a small statement.
 * Our queries are parameterised, so their texts are few: keep each prepared statement for reuse.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= limit) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on every call. The hot
 * queries (those built with prepared(), a fixed set of texts) go out as named statements instead:
 * each connection prepares one the first time it runs it, then only binds and executes it.
 */
function prepareHotStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementNameOf(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  }) as typeof client.query;
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Parallel branches take migration numbers ahead of time, so one may land after a higher number
  // has run somewhere (0017 before 0016): it runs then, instead of the migrator refusing the database.
  const migrator = new Migrator({ db: db.kysely, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
