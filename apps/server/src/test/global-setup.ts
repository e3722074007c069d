import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, openPglite } from '../db/client';
import { withAdminClient } from './harness';

/**
 * Once per test run, before the test files: a migrated database that each file's fresh one
 * copies instead of migrating its own (createTestApp). On the embedded database that skips
 * PGlite's initdb and the migrations, ~2 s per file; on the PostgreSQL server the migrations.
 * The files' processes inherit the environment set here.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.toString(),
      pgliteDir: null,
      log: console,
    });
    // A template must have no connections while databases are copied from it.
    await database.close();
    process.env.TEST_TEMPLATE_DATABASE = name;
    return async () => {
      await withAdminClient(serverUrl, (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      );
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  const client = openPglite();
  await migrate(drizzle(client), { migrationsFolder });
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env.TEST_PGLITE_IMAGE = file;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
