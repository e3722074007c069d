import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.DATABASE_URL;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('openDatabase', () => {
  it('closes twice without failing (an outage may have ended the connection already)', async () => {
    // The run's migrated image when it has one; on the PostgreSQL pass a fresh embedded
    // database migrates, which beside the browser scenarios has taken over 30 s.
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteImage: process.env.TEST_PGLITE_IMAGE ?? null,
      log: console,
    });
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
  }, 120_000);

  it.skipIf(!serverUrl)('logs an idle connection failing instead of swallowing it', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const log = { error: vi.fn() };
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null, log });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const failure = new Error('terminating connection due to administrator command');
      pool.emit('error', failure);
      expect(log.error).toHaveBeenCalledWith(
        { err: failure },
        'database: an idle connection failed',
      );
    } finally {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    }
  });
});
