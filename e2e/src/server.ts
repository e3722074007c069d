import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const defaultRoot = path.resolve(import.meta.dirname, '../..');

export const superAdmin = { email: 'root@platform.test', password: 'root-password-1' };

export type RunningServer = { url: string; logs: () => string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The built app as a user gets it: `node dist/main.js` (npm start's bundle) serving apps/web/dist, on a
 * free port and a fresh data directory (and, when DATABASE_URL is set, a fresh database there).
 * The data directory's embedded database starts migrated when the run made a template.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: {
    root?: string;
    /** Runs with the server's environment before it starts (the embedded database allows one process). */
    beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
  } = {},
): Promise<RunningServer> {
  const root = options.root ?? defaultRoot;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPERADMIN_EMAIL: superAdmin.email,
    SUPERADMIN_PASSWORD: superAdmin.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  let dropDatabase = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (!serverUrl && template) {
    // The run's migrated embedded database (global-setup.ts), where the server keeps its own.
    cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  }
  if (serverUrl) {
    const name = `e2e_${randomBytes(5).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  await options.beforeStart?.(env);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh database migrates at start: on a loaded CI machine that took over two minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after 300 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    logs: () => output,
    stop: async () => {
      // A server that already died (its logs tell why) has no exit left to wait for.
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the demo data (`npm run seed:demo` with `args`) into a server's data directory or
 * database before it starts: pass it as `startServer`'s `beforeStart`.
 */
export function seedDemo(args: string[]): (env: NodeJS.ProcessEnv) => Promise<void> {
  return (env) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed-demo-cli.ts', ...args], {
        cwd: path.join(defaultRoot, 'apps/server'),
        env,
        stdio: 'ignore',
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`))));
    });
}
