import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sendStatementsByName } from './prepared';
import * as schema from './schema';

/**
 * Both drivers expose the same Drizzle query API; typing the embedded one as the node-postgres
 * database lets every service take one `Db` type. The only difference callers see is the shape
 * of raw `execute` results, which services avoid (they use `rowsOf`).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type PoolCounts = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The connection pool's counts (PostgreSQL only: PGlite has one in-process connection). */
  poolCounts: (() => PoolCounts) | null;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * The extensions the migrations create (0026: pg_trgm, the candidate search's index). PGlite
 * builds them in only when asked, so every embedded database is opened through this: one opened
 * without them cannot run migration 0026, nor store or search a candidate once it has.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export type DatabaseOptions = {
  databaseUrl: string | null;
  /**
   * The same database without a pooler in between, for the start-up migration: a pooler in
   * transaction mode would not keep its session advisory lock on one connection.
   */
  directUrl?: string | null;
  /** Directory of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** A data-directory dump (a file) an in-memory embedded database starts from. */
  pgliteImage?: string | null;
  /** Where connection failures outside any request are reported. */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The hot statements go by name (db/prepared.ts); the default. */
  statementNames?: boolean;
};

/**
 * A read-only pool on a streaming replica (no migrations: it replays the primary's). Its reads
 * are report and list reads (docs/decisions/0027-read-replica.md).
 */
export function openReplica(
  url: string,
  log: DatabaseOptions['log'],
): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => {
    log.error({ err: error }, 'database replica: an idle connection failed');
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (client.listenerCount('error') === 1) {
        log.error({ err: error }, 'database replica: a connection in use failed');
      }
    });
  });
  return {
    db: drizzlePg(pool, { schema }),
    close: async () => (pool.ended ? undefined : pool.end()),
  };
}

/**
 * Runs the pending migrations, once however many processes start together: each takes a
 * session advisory lock first, on one connection of `on`'s pool, or of a pool of its own on
 * `directUrl` (closed after).
 */
async function migrateOnce(on: { pool: pg.Pool; db: Db } | null, directUrl: string) {
  const pool = on?.pool ?? new pg.Pool({ connectionString: directUrl, max: 2 });
  const db = on?.db ?? drizzlePg(pool, { schema });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(724031)');
      await migratePg(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(724031)').catch(() => undefined);
      client.release();
    }
  } finally {
    if (!on) {
      await pool.end();
    }
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  sendStatementsByName(options.statementNames ?? true);
  if (options.databaseUrl) {
    // A server that stops answering (not one that refuses) must not hold requests forever:
    // past the timeout they fail as an outage, 503.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process (the pool replaces it),
    // but it is an outage in the making: say so.
    pool.on('error', (error) => {
      options.log.error({ err: error }, 'database: an idle connection failed');
    });
    // pg-pool listens for a client's errors only while it is idle. A checked-out client, in a
    // transaction between two queries, that loses its connection (the server restarting,
    // pg_terminate_backend) would otherwise throw an uncaught 'error' and take the process
    // down; with this listener the transaction's next query fails instead (503), and the pool
    // discards the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        if (client.listenerCount('error') === 1) {
          options.log.error({ err: error }, 'database: a connection in use failed');
        }
      });
    });
    const db = drizzlePg(pool, { schema });
    await migrateOnce(options.directUrl ? null : { pool, db }, options.directUrl ?? '');
    // Closing twice is a no-op, so a caller that already ended the pool can still close the app.
    return {
      db,
      kind: 'postgres',
      close: async () => (pool.ended ? undefined : pool.end()),
      poolCounts: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  const client = options.pgliteDir
    ? openPglite({ dataDir: options.pgliteDir })
    : options.pgliteImage
      ? openPglite({ loadDataDir: new Blob([readFileSync(options.pgliteImage)]) })
      : openPglite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => (client.closed ? undefined : client.close()),
    poolCounts: null,
  };
}

/** Rows of a raw `db.execute` result on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type JournalEntry = { idx: number; when: number; tag: string };

/** The tag of the newest migration applied, as recorded by Drizzle's migrator. */
/** One round trip to the database (the readiness check): throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function currentMigration(db: Db): Promise<string | null> {
  const result = await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = rowsOf<{ created_at: string | number }>(result)[0];
  if (!row) {
    return null;
  }
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const applied = Number(row.created_at);
  return journal.entries.find((e) => e.when === applied)?.tag ?? String(applied);
}
