import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInApi } from '../src/api';
import { type Cluster, startCluster } from '../src/cluster';
import { invite } from '../src/play';
import { type PrimaryAndReplica, startPrimaryAndReplica } from '../src/replica';
import { seedDemo } from '../src/server';

/**
 * Two processes on a primary with a streaming replica (docs/decisions/0027-read-replica.md):
 * the reports and lists are read from the replica; an admin who has just written reads their
 * own write from the primary, even while the replica's replay is paused and it lags behind.
 * The primary is reached through PgBouncer in transaction mode, with the hot statements
 * unnamed (DATABASE_STATEMENT_NAMES=off, docs/decisions/0035-hot-statements-by-name.md) and the
 * start-up migration on a direct connection (DATABASE_DIRECT_URL).
 */
const PARTICIPANTS = 40;
const METRICS_TOKEN = 'replica-scenario-metrics-token';
const demo = { email: 'demo.progress@example.com', password: 'demo-progress-2026' };
const eventId = 'progressdemoco_reportsdemo';

let databases: PrimaryAndReplica;
let cluster: Cluster;

beforeAll(async () => {
  databases = await startPrimaryAndReplica();
  cluster = await startCluster({
    databaseUrl: databases.bouncerUrl,
    // Paused replay lags on purpose here: the lag limit is set past the scenario's length, so
    // the paused replica keeps serving; the last test stops it instead.
    env: {
      DATABASE_REPLICA_URL: databases.replicaUrl,
      DATABASE_REPLICA_MAX_LAG_SECONDS: '3600',
      DATABASE_DIRECT_URL: databases.primaryUrl,
      DATABASE_STATEMENT_NAMES: 'off',
      METRICS_TOKEN,
    },
    beforeStart: seedDemo([`--participants=${PARTICIPANTS}`]),
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await databases?.stop();
});

async function readsOf(base: string): Promise<{ primary: number; replica: number }> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const body = await response.text();
  const count = (target: string) =>
    Number(body.match(new RegExp(`^db_reads_total\\{target="${target}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  return { primary: count('primary'), replica: count('replica') };
}

type Person = { id: string; email: string; isActive: boolean };

async function people(base: string, cookie: string, search = ''): Promise<Person[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const response = await fetch(`${base}/api/events/${eventId}/participants${query}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Person[] }).items;
}

it('reads reports from the replica, and an admin’s own write from the primary', async () => {
  const [a, b] = cluster.backends;
  if (!a || !b) {
    throw new Error('two processes expected');
  }
  expect(await databases.onReplica('select pg_is_in_recovery() as standby')).toEqual([
    { standby: true },
  ]);
  const cookie = await signInApi(cluster.url, demo.email, demo.password);

  // Both processes read the leaderboard from the replica, which has every seeded participant.
  for (const backend of [a, b]) {
    const before = await readsOf(backend.url);
    const board = await fetch(`${backend.url}/api/events/${eventId}/leaderboard`, {
      headers: { cookie },
    });
    expect(board.status).toBe(200);
    expect(((await board.json()) as { total: number }).total).toBe(PARTICIPANTS);
    const after = await readsOf(backend.url);
    expect(after).toEqual({ primary: before.primary, replica: before.replica + 1 });
  }

  // The replica stops replaying: what the primary writes now is not on it.
  await databases.onReplica('select pg_wal_replay_pause()');
  const [first] = await people(b.url, cookie);
  if (!first) {
    throw new Error('no participants');
  }
  const blocked = await fetch(`${a.url}/api/events/${eventId}/participants/${first.id}/active`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ isActive: !first.isActive }),
  });
  expect(blocked.status).toBe(200);
  const marker = blocked.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('recent_write='));
  expect(marker).toBe('recent_write=1');

  // The admin's next screen, on the other process: their own change, read from the primary.
  const own = await people(b.url, `${cookie}; ${marker}`, first.email);
  expect(own.find((p) => p.id === first.id)?.isActive).toBe(!first.isActive);
  // Without the marker the read goes to the paused replica, which does not have it yet.
  const lagging = await people(b.url, cookie, first.email);
  expect(lagging.find((p) => p.id === first.id)?.isActive).toBe(first.isActive);

  // Replay resumes: the replica catches up and serves the change too.
  await databases.onReplica('select pg_wal_replay_resume()');
  await expect
    .poll(
      async () =>
        (await people(b.url, cookie, first.email)).find((p) => p.id === first.id)?.isActive,
      {
        timeout: 10_000,
      },
    )
    .toBe(!first.isActive);
});

it('sends the reads to the primary while the replica is down, and back once it returns', async () => {
  const [a] = cluster.backends;
  if (!a) {
    throw new Error('a process expected');
  }
  const cookie = await signInApi(cluster.url, demo.email, demo.password);
  const board = async () => {
    const response = await fetch(`${a.url}/api/events/${eventId}/leaderboard`, {
      headers: { cookie },
    });
    return { status: response.status, total: ((await response.json()) as { total: number }).total };
  };
  const usable = async () => {
    const response = await fetch(`${a.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return (await response.text()).match(/^db_replica_usable (\d)/m)?.[1];
  };
  expect(await usable()).toBe('1');

  databases.stopReplica();
  // Within a check or two (every 2 s) the process stops sending reads there.
  await expect.poll(usable, { timeout: 15_000 }).toBe('0');
  const before = await readsOf(a.url);
  expect(await board()).toEqual({ status: 200, total: PARTICIPANTS });
  const during = await readsOf(a.url);
  expect(during).toEqual({ primary: before.primary + 1, replica: before.replica });

  databases.startReplica();
  await expect.poll(usable, { timeout: 30_000 }).toBe('1');
  expect(await board()).toEqual({ status: 200, total: PARTICIPANTS });
  expect(await readsOf(a.url)).toEqual({ primary: during.primary, replica: during.replica + 1 });
});

// Last: the participant it adds would change the leaderboard's total the tests above expect.
it('plays through PgBouncer in transaction mode: the writes and the player’s statements pass it', async () => {
  const admin = await signInApi(cluster.url, demo.email, demo.password);
  const before = await databases.bouncerTransactions();
  const { link } = await invite(cluster.url, admin, eventId, {
    name: 'Bo Bouncer',
    email: 'bo.bouncer@example.org',
  });
  const token = new URL(link).searchParams.get('token');
  const opened = await fetch(`${cluster.url}/api/play/${eventId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.url },
    body: JSON.stringify({ token }),
  });
  expect(opened.status).toBe(204);
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${cluster.url}/api/play/${eventId}${route}`, {
      method,
      headers: {
        cookie,
        origin: cluster.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const me = (await call('GET', '/me')) as { levels: { id: string; state: string }[] };
  const level = me.levels.find((l) => l.state === 'open');
  if (!level) {
    throw new Error('no open level');
  }
  // Level starts, answers and ends run their named-by-default statements unnamed here.
  const run = (await call('POST', `/levels/${level.id}/runs`)) as {
    id: string;
    items: { index: number; kind: string }[];
  };
  await call('POST', `/runs/${run.id}/begin`);
  const first = run.items.find((i) => i.kind === 'question');
  if (first) {
    await call('POST', `/runs/${run.id}/answers`, {
      clientId: randomUUID(),
      index: first.index,
      answer: { choice: 0 },
    });
  }
  await call('POST', `/runs/${run.id}/end`);
  expect(await databases.bouncerTransactions()).toBeGreaterThan(before + 10);
});
