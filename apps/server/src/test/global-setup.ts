import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { serverSettings } from '../db/schema';
import { superAdminCredentials, withAdminClient } from './harness';
import { CATALOG, emptyingStatement, storedFileBytes } from './reset-db';

/**
 * Once per test run, before the test files: a database already migrated and seeded with the
 * catalog, which each file's fresh one copies instead of making its own (createTestApp). On the
 * embedded database that skips PGlite's initdb, the migrations and the seeds, on the PostgreSQL
 * server the migrations and the seeds (~0.7 s of a test app's ~2.4 s). What start-up writes
 * for one server alone stays each app's own: the super admin (its project type is the
 * edition's) and the auth secret. The seeded files' bytes go to a file beside it, which
 * createTestApp puts back into each app's storage (tests keep stored files in memory). The
 * files' processes inherit the environment set here.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-image-'));
  const filesPath = path.join(dir, 'seed-files.json');
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const run = randomBytes(4).toString('hex');
    process.env.TEST_RUN = run;
    const name = `test_template_${run}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const app = await startSeeded(url.toString());
    writeFileSync(filesPath, JSON.stringify(await seededFiles(app)));
    // A template must have no connections while databases are copied from it.
    await app.close();
    process.env.TEST_TEMPLATE_DATABASE = name;
    process.env.TEST_SEED_FILES = filesPath;
    return async () => {
      // The template, and the databases of the apps left open for the processes' lifetime
      // (test-app.ts): the processes have ended, their connections with them.
      await withAdminClient(serverUrl, async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
        const left = await c.query<{ datname: string }>(
          `select datname from pg_database where datname like 'test\\_${run}\\_%'`,
        );
        for (const { datname } of left.rows) {
          await c.query(`drop database if exists ${datname} with (force)`);
        }
      });
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const image = path.join(dir, 'seeded.tar');
  const app = await startSeeded(null);
  writeFileSync(filesPath, JSON.stringify(await seededFiles(app)));
  // Drizzle's database keeps its driver's client: PGlite's, which dumps its data directory.
  const client = (app.ctx.db as unknown as { $client: PGlite }).$client;
  writeFileSync(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await app.close();
  process.env.TEST_PGLITE_IMAGE = image;
  process.env.TEST_SEED_FILES = filesPath;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * A server started once on `databaseUrl` (null: a fresh embedded database in memory), then
 * emptied of what is not the catalog's: every table but the catalog's and the settings, and of
 * the settings the auth secret. The once-per-database flags stay (the seeds' claims,
 * platform/once.ts), so an app started on a copy seeds nothing twice.
 */
async function startSeeded(databaseUrl: string | null): Promise<FastifyInstance> {
  const app = await buildApp({
    ...loadConfig({ EDITION: 'ace', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    databaseUrl,
    ephemeral: true,
    runWorkers: false,
    webDist: null,
    superAdmin: superAdminCredentials,
  });
  const { db } = app.ctx;
  const settings = getTableName(serverSettings);
  const tables = (
    await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
  ).rows.map((r) => r.name);
  // The reset's own emptying (keys and triggers off): both databases run the tests as a superuser.
  const emptying = await emptyingStatement(
    app,
    tables.filter((t) => !CATALOG.includes(t) && t !== settings),
  );
  if (!emptying) {
    throw new Error('the test setup needs a superuser role to empty the seeded database');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(emptying));
    await tx.delete(serverSettings).where(eq(serverSettings.key, 'auth_secret'));
  });
  return app;
}

/** Every stored file's bytes by key (the bank files and the mini screens' pictures), base64. */
async function seededFiles(app: FastifyInstance): Promise<Record<string, string>> {
  const files = await storedFileBytes(app);
  return Object.fromEntries(files.map((f) => [f.key, f.data.toString('base64')]));
}
