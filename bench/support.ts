/** What every benchmark sets up: a throw-away database on the server, and the app on it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { superAdminCredentials } from '../apps/server/src/test/harness';

export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `body` on a new database of the PostgreSQL server, dropped afterwards. */
export async function withBenchDatabase<T>(body: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
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
