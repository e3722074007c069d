import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server';

/**
 * A PostgreSQL primary and a streaming replica of it, on loopback, from Debian's PostgreSQL
 * binaries: a fresh primary (initdb, so the machine's own server and its settings are left
 * alone) and a replica made from it with `pg_basebackup -R`, as docs/operations.md describes;
 * and Debian's PgBouncer in front of the primary, in transaction mode. PostgreSQL and
 * PgBouncer refuse to run as root, so under root they run as the `postgres` user.
 */
export type PrimaryAndReplica = {
  primaryUrl: string;
  replicaUrl: string;
  /** The primary through PgBouncer (transaction mode). */
  bouncerUrl: string;
  /** PgBouncer's own count of the transactions it has passed to the primary's database. */
  bouncerTransactions: () => Promise<number>;
  /** Runs SQL on the replica (its replay can be paused and resumed). */
  onReplica: (sql: string) => Promise<unknown[]>;
  /** The replica's server goes down (immediate shutdown, as a crash would), then comes back. */
  stopReplica: () => void;
  startReplica: () => void;
  stop: () => Promise<void>;
};

function binDir(): string {
  const versions = execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n');
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return `/usr/lib/postgresql/${newest}/bin`;
}

export async function startPrimaryAndReplica(): Promise<PrimaryAndReplica> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot
    ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    : (process.getuid?.() ?? 0);
  const pgGroup = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });

  const base = mkdtempSync(path.join(tmpdir(), 'pg-replica-'));
  chmodSync(base, 0o755);
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  const socketDir = path.join(base, 'sockets');
  const logDir = path.join(base, 'logs');
  for (const dir of [primaryDir, replicaDir, socketDir, logDir]) {
    execFileSync('mkdir', ['-p', '-m', '700', dir]);
    if (asRoot) {
      chownSync(dir, pgUser, pgGroup);
    }
  }
  const [primaryPort, replicaPort, bouncerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const started: string[] = [];
  const bouncerPid = path.join(socketDir, 'pgbouncer.pid');
  const stop = async () => {
    try {
      process.kill(Number(readFileSync(bouncerPid, 'utf8').trim()), 'SIGTERM');
    } catch {
      // Not started, or already gone.
    }
    for (const dir of started.reverse()) {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already down.
      }
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    const start = (dir: string, port: number) => {
      run('pg_ctl', [
        '-D',
        dir,
        '-l',
        path.join(logDir, `${path.basename(dir)}.log`),
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-w',
        'start',
      ]);
      started.push(dir);
    };
    start(primaryDir, primaryPort);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
    ]);
    start(replicaDir, replicaPort);
    const bouncerIni = path.join(socketDir, 'pgbouncer.ini');
    writeFileSync(path.join(socketDir, 'users.txt'), '"postgres" ""\n');
    writeFileSync(
      bouncerIni,
      [
        '[databases]',
        `app = host=127.0.0.1 port=${primaryPort} dbname=app`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(socketDir, 'users.txt')}`,
        'admin_users = postgres',
        'pool_mode = transaction',
        'max_client_conn = 200',
        'default_pool_size = 20',
        `logfile = ${path.join(logDir, 'pgbouncer.log')}`,
        `pidfile = ${bouncerPid}`,
        '',
      ].join('\n'),
    );
    if (asRoot) {
      for (const file of ['pgbouncer.ini', 'users.txt']) {
        chownSync(path.join(socketDir, file), pgUser, pgGroup);
      }
    }
    // Debian installs it in /usr/sbin, which a user's PATH may lack.
    const pgbouncer = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
    execFileSync(
      asRoot ? 'runuser' : pgbouncer,
      asRoot ? ['-u', 'postgres', '--', pgbouncer, '-d', bouncerIni] : ['-d', bouncerIni],
      { stdio: 'pipe' },
    );
    const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
    const admin = new pg.Client({ connectionString: url(primaryPort, 'postgres') });
    await admin.connect();
    await admin.query('create database app');
    await admin.end();
    const replicaUrl = url(replicaPort, 'app');
    const onReplica = async (sql: string) => {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    // The new database reaches the replica by replay: wait for it.
    for (let i = 0; ; i++) {
      try {
        await onReplica('select 1');
        break;
      } catch (error) {
        if (i > 50) {
          throw error;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // PgBouncer's admin console answers the simple protocol only: a query without parameters.
    const bouncerTransactions = async () => {
      const client = new pg.Client({ connectionString: url(bouncerPort, 'pgbouncer') });
      await client.connect();
      try {
        const { rows } = await client.query<{ database: string; total_xact_count: string }>(
          'SHOW STATS',
        );
        return Number(rows.find((r) => r.database === 'app')?.total_xact_count ?? 0);
      } finally {
        await client.end();
      }
    };
    return {
      primaryUrl: url(primaryPort, 'app'),
      replicaUrl,
      bouncerUrl: url(bouncerPort, 'app'),
      bouncerTransactions,
      onReplica,
      stopReplica: () => run('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']),
      startReplica: () => start(replicaDir, replicaPort),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
