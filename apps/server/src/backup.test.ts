import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { backup, restore } from './backup';
import { type Config, loadConfig } from './config';
import { storedFiles } from './db/schema';
import { seedDemoEvent } from './seed/demo-event';
import { demoAdmins, seedDemo } from './seed-demo';
import { cookieFrom, superAdminCredentials, withAdminClient } from './test/harness';

/**
 * The restore drill (docs/operations.md): a deployment with a played demo event is backed up,
 * restored into a fresh data directory (or a new PostgreSQL database), and the restored app
 * serves the same leaderboard and the same files.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-drill-'));
  dirs.push(dir);
  return dir;
};
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) {
    await drop();
  }
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A fresh deployment's settings: its own data directory, or its own database on the server. */
async function freshConfig(): Promise<Config> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const name = `drill_${randomBytes(5).toString('hex')}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    drops.push(async () => {
      await withAdminClient(serverUrl, (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      );
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    ...loadConfig({ EDITION: 'progress', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    dataDir: tempDir(),
    databaseUrl,
    runWorkers: false,
    webDist: null,
    superAdmin: superAdminCredentials,
  };
}

/** What the restored deployment must serve alike: the leaderboard, and each stored file. */
async function observe(config: Config) {
  const app = await buildApp(config);
  try {
    const demo = demoAdmins.find((d) => d.projectType === 'progress');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo?.email, password: demo?.password },
    });
    const cookie = cookieFrom(login);
    const events = (await app.inject({ url: '/api/events', headers: { cookie } })).json();
    const eventId = events.items[0].id as string;
    const leaderboard = (
      await app.inject({
        url: `/api/events/${eventId}/leaderboard`,
        headers: { cookie },
      })
    ).json();
    const files = await app.ctx.db.select().from(storedFiles);
    const bytes: Record<string, number | null> = {};
    for (const file of files) {
      bytes[file.storageKey] = (await app.ctx.storage.get(file.storageKey))?.length ?? null;
    }
    return { eventId, leaderboard, bytes };
  } finally {
    await app.close();
  }
}

describe('backup and restore', () => {
  it('restores into a fresh deployment that serves the same leaderboard and files', async () => {
    const source = await freshConfig();
    const app = await buildApp(source);
    await seedDemo(app.ctx);
    await seedDemoEvent(app.ctx, { participants: 12, edition: 'progress', log: () => {} });
    await app.close();
    const before = await observe(source);
    expect(before.leaderboard.total).toBe(12);
    expect(Object.keys(before.bytes).length).toBeGreaterThan(0);

    const started = performance.now();
    const out = path.join(tempDir(), 'backup');
    const manifest = await backup(source, out);
    expect(manifest.files).toBe(Object.keys(before.bytes).length);
    const target = await freshConfig();
    await restore(target, out);
    const after = await observe(target);
    console.log(
      `restore drill (${manifest.database}): ${(performance.now() - started).toFixed(0)} ms`,
    );

    expect(after).toEqual(before);
    expect(Object.values(after.bytes).every((n) => n !== null)).toBe(true);
  }, 120_000);

  it('refuses to restore over an existing embedded database', async () => {
    if (process.env.DATABASE_URL) {
      return;
    }
    const source = await freshConfig();
    await (await buildApp(source)).close();
    const out = path.join(tempDir(), 'backup');
    await backup(source, out);
    await expect(restore(source, out)).rejects.toThrow(/already holds a database/);
  });
});
