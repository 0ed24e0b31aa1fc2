import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
/**
 * The client knows no tables: each module's queries import their own tables (decision 0039), so the
 * database layer depends on no module. (Drizzle's relational `db.query.*` API, which needs the
 * schema here, is not used.)
 */
export type Schema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries accept either the database or an open transaction. */
export type DbOrTx = Database | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/** A connection pool's use at one moment (pg.Pool's counts). */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The pool's use now; null for the embedded database, which has one in-process connection. */
  poolStats(): PoolStats | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

// DATE columns come back as 'YYYY-MM-DD' strings and int8 sums as numbers within the safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});

/**
 * Bounds on waiting for PostgreSQL, so a request fails (503, lib/db-errors.ts) instead of hanging
 * while the server is away: `connectTimeoutMs` for a connection (including the wait for a free one
 * in the pool), `statementTimeoutMs` for a statement (PostgreSQL's statement_timeout, and a
 * client-side timeout a little longer for a server that stopped answering).
 */
export type PostgresTimeouts = { connectTimeoutMs?: number; statementTimeoutMs?: number };

export function openPostgres(url: string, opts: { max?: number } & PostgresTimeouts = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
    ...(opts.statementTimeoutMs
      ? { statement_timeout: opts.statementTimeoutMs, query_timeout: opts.statementTimeoutMs + 5000 }
      : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  pool.on('connect', (client) => {
    // A client in use (inside a transaction, between statements) that loses its connection emits
    // 'error' with no listener of the pool's attached: the statement in progress or the next one
    // fails (503), the pool drops the client on release; without this the process would crash.
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
  };
}

/** The advisory lock key the migrations hold (any constant both sides agree on: 'market migrate'). */
const MIGRATE_LOCK_KEY = 7_201_202_611;

/**
 * Runs the migrations on one connection holding a session advisory lock, so instances starting
 * together against one database migrate one after the other: the first applies what is pending,
 * the others wait and then find nothing to do (drizzle alone would race on its journal table).
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
    try {
      const locked = drizzlePg({ client, casing: 'snake_case' });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    poolStats: () => null,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

/**
 * An embedded PostgreSQL with the extensions the migrations create (pg_trgm: substring search
 * indexes; btree_gin: a vendor id in the same GIN index).
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm, btree_gin } });
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await createPglite(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}

export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string; max?: number } & PostgresTimeouts,
): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = openPostgres(opts.databaseUrl, opts);
    await handle.db.execute('select 1');
    return handle;
  }
  return openPglite(path.join(opts.dataDir, 'db'));
}

/** Runs raw SQL on either driver and returns its rows. */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
