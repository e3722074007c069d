/** What every benchmark sets up: a throw-away database on the server, and the app on it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { superAdminCredentials } from '../apps/server/src/test/harness';

export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `body` on a new database of the PostgreSQL server, dropped afterwards; or, with
 * BENCH_KEEP_DATABASE=name, on that database, made if missing and kept, so a second run finds
 * what the first seeded (the demo seeder adds only what an event lacks).
 */
export async function withBenchDatabase<T>(body: (databaseUrl: string) => Promise<T>): Promise<T> {
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) {
    throw new Error('BENCH_KEEP_DATABASE: a plain lower-case name');
  }
  const name = kept ?? `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) {
    await admin.query(`create database ${name}`);
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    if (!kept) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
}

/** The app in this process, quiet, with no mail worker and no web build (null: embedded). */
export function benchApp(databaseUrl: string | null, env: Record<string, string> = {}) {
  return buildApp({
    ...loadConfig({ LOG_LEVEL: 'warn', ...env } as NodeJS.ProcessEnv),
    databaseUrl,
    ephemeral: true,
    runWorkers: false,
    webDist: null,
    superAdmin: superAdminCredentials,
    logLevel: 'warn',
  });
}
