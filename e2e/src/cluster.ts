import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3 } from './s3';
import { freePort, superAdmin } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/** One server process behind the balancer; `name` is its HAProxy server name. */
export type Backend = {
  name: string;
  url: string;
  pid: number;
  alive: () => boolean;
  logs: () => string;
};

export type Cluster = {
  /** The balancer: what PUBLIC_URL names and what clients talk to. */
  url: string;
  backends: Backend[];
  databaseUrl: string;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. */
  kill: (name: string) => Promise<void>;
  /** Each server's state as HAProxy sees it ('UP', 'DOWN', …), from its stats page. */
  status: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  processes?: number;
  /** More environment for every server process (EDITION, STRIPE_*, SMTP_URL, …). */
  env?: Record<string, string>;
  /** A database to run on, kept at stop; by default a fresh one on DATABASE_URL's server, dropped at stop. */
  databaseUrl?: string;
  /**
   * Runs once the database and the bucket exist, before any process starts, with the
   * environment the processes will have (a benchmark seeds its data here).
   */
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /**
   * HAProxy's `balance` (default roundrobin). A player load passes `hdr(cookie)`: a run's
   * answers then reach the process that keeps its plan (docs/capacity.md).
   */
  balance?: string;
};

/**
 * The deployment of docs/operations.md, on loopback: an S3-protocol store (fauxqs), one PostgreSQL
 * database, `processes` (2) built server processes (`node apps/server/dist/main.js`) started at
 * once with the same settings, and HAProxy in front (round robin, health checks on /api/ready,
 * a dead server retried elsewhere and taken out). Each process has a data directory of its own,
 * so nothing can pass between them except through the database and the bucket.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL;
  // No AUTH_SECRET unless the caller gives one: the processes then share the secret the first
  // of them stores in the database, the path a deployment without the setting takes.
  if (!serverUrl && !options.databaseUrl) {
    throw new Error('the cluster runs on PostgreSQL: set DATABASE_URL');
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) {
      await Promise.resolve(step()).catch(() => undefined);
    }
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl && serverUrl) {
      const name = `cluster_${randomBytes(5).toString('hex')}`;
      await adminQuery(serverUrl, `create database ${name}`);
      cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    if (!databaseUrl) {
      throw new Error('no database');
    }
    const s3 = await startS3();
    cleanups.push(s3.stop);
    const balancerPort = await freePort();
    const statsPort = await freePort();
    const url = `http://127.0.0.1:${balancerPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...s3.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      SUPERADMIN_EMAIL: superAdmin.email,
      SUPERADMIN_PASSWORD: superAdmin.password,
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    await options.beforeStart?.(env);
    const names = Array.from({ length: options.processes ?? 2 }, (_, i) =>
      String.fromCharCode(97 + i),
    );
    const children = new Map<string, ChildProcess>();
    cleanups.push(() => Promise.all([...children.values()].map((c) => stopChild(c))).then());
    // Started together on purpose: two processes migrating and seeding one empty database at
    // once is what a rolling start does.
    const backends = await Promise.all(
      names.map(async (name) => {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(tmpdir(), `cluster-${name}-`));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        const started = await startBackend({ ...env, PORT: String(port), DATA_DIR: dataDir });
        children.set(name, started.child);
        return {
          name,
          url: `http://127.0.0.1:${port}`,
          pid: started.child.pid ?? 0,
          alive: () => started.child.exitCode === null && started.child.signalCode === null,
          logs: started.logs,
        };
      }),
    );

    const configDir = mkdtempSync(path.join(tmpdir(), 'cluster-haproxy-'));
    cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
    const config = path.join(configDir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig(balancerPort, statsPort, backends, options.balance ?? 'roundrobin'),
    );
    const haproxy = await startHaproxy(config);
    cleanups.push(() => stopChild(haproxy.child));
    await waitUntil(async () => {
      const status = await readStatus(statsPort);
      return backends.every((b) => status[b.name] === 'UP');
    }, `HAProxy never saw every server up:\n${haproxy.logs()}`);

    return {
      url,
      backends,
      databaseUrl,
      kill: async (name) => {
        const child = children.get(name);
        if (!child || child.exitCode !== null || child.signalCode !== null) {
          return;
        }
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      },
      status: () => readStatus(statsPort),
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Round robin over the servers, each checked on /api/ready every 500 ms (two misses take it
 * out, two answers bring it back). A request whose connection is refused is sent again, to
 * another server (`retries` + `redispatch`); one already sent to a server that then died is
 * not, since it may have had its effect: the client decides (the player's answers carry an id
 * for that). `X-Served-By` names the server that answered, for the tests; a request without an
 * `X-Request-Id` gets one from the balancer, which the servers keep (TRUST_PROXY).
 */
function haproxyConfig(
  port: number,
  statsPort: number,
  backends: Backend[],
  balance: string,
): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout check 1s
  timeout http-request 10s
  retries 3
  option redispatch 1

frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  unique-id-format lb-%[uuid()]
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  default_backend servers

backend servers
  balance ${balance}
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fastinter 250ms fall 2 rise 2
  http-response set-header X-Served-By %[srv_name]
${backends.map((b) => `  server ${b.name} ${new URL(b.url).host} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

async function readStatus(statsPort: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
  const lines = (await response.text()).split('\n');
  const header = (lines[0] ?? '').replace(/^# /, '').split(',');
  const proxy = header.indexOf('pxname');
  const server = header.indexOf('svname');
  const status = header.indexOf('status');
  const result: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const name = cells[server] ?? '';
    if (cells[proxy] === 'servers' && name !== 'BACKEND' && name !== 'FRONTEND' && name) {
      result[name] = cells[status] ?? '';
    }
  }
  return result;
}

type Started = { child: ChildProcess; logs: () => string };

/** One built server process (`npm start`'s bundle) with `env`, once it answers /api/ready. */
export async function startBackend(env: NodeJS.ProcessEnv): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (d: Buffer) => {
    // The tail is what explains a failure; a long run must not grow without bound.
    output = (output + String(d)).slice(-200_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const url = `http://127.0.0.1:${env.PORT}`;
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`server exited (${child.exitCode}):\n${output}`);
        }
        return (await fetch(`${url}/api/ready`)).ok;
      },
      () => `server not ready after 60 s:\n${output}`,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, logs: () => output };
}

async function startHaproxy(config: string): Promise<Started> {
  let output = '';
  // -db: in the foreground, so it ends with this process's signal; -q: no startup chatter.
  const child = spawn('haproxy', ['-db', '-q', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(new Error(`haproxy did not start (apt-get install haproxy): ${error.message}`)),
    );
  });
  return { child, logs: () => output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntil(
  check: () => Promise<boolean>,
  message: string | (() => string),
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      if (await check()) {
        return;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('server exited')) {
        throw error;
      }
      last = error;
    }
    if (Date.now() > deadline) {
      const text = typeof message === 'string' ? message : message();
      throw new Error(last ? `${text}\n(last: ${String(last)})` : text);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
