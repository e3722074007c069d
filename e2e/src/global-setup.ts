import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';

/**
 * Once per run, before the scenarios: an embedded database already migrated, which each
 * scenario's server copies into its fresh data directory (startServer) instead of running
 * PGlite's initdb and every migration at its first start: 8 s to healthy became 4.9 s, over
 * ~24 starts a run (docs/testing.md). Only the migrations: the seeds and the super admin depend
 * on the server's edition and stay each server's own first start. With DATABASE_URL the servers
 * migrate their own fresh databases, which is quick on a server.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-template-'));
  const template = path.join(dir, 'db');
  const database = await openDatabase({ databaseUrl: null, pgliteDir: template, log: console });
  // Closed before any copy: a data directory is consistent only once PGlite has shut down.
  await database.close();
  process.env.E2E_PGLITE_TEMPLATE = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
