/**
 * The product under a steady load on an event of 100,000 participants.
 * autocannon sends RATE (100) requests a second, one every 1000/RATE ms (BURST=1: in autocannon's
 * own rate mode, a burst at the start of each second), for DURATION seconds (60), a third each of:
 * the users list (a random page of the first 50), the leaderboard (likewise), and a player's
 * answer (each to an item not answered yet, across PLAYERS runs in play). Prints p50/p99
 * latency, non-2xx answers and errors per kind and overall (target: p99 < 200 ms, no errors).
 *
 * Two set-ups, MODE=cluster|embedded|both (default both):
 * - cluster: two built server processes behind HAProxy on a PostgreSQL database
 *   (BENCH_DATABASE_URL's server, default the local one) and an S3 bucket (e2e/src/cluster.ts);
 * - embedded: one built server process on the embedded database (PGlite) in a data directory.
 * The data is written before the processes start: a verified admin and a progress game through
 * the API in this process, then the participants in one SQL statement (scores and levels set,
 * like bench:participants), the players' sessions, and their first level started.
 *
 * Run: npm run build && npm run bench:load   (DURATION=10 MODE=cluster for a quick look)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { admins, events, levelRuns, participantSessions } from '../apps/server/src/db/schema';
import { newSessionToken } from '../apps/server/src/modules/play/links';
import { playerCookieName } from '../apps/server/src/modules/play/sessions';
import { generateGame } from '../apps/server/src/test/games';
import {
  accountOf,
  registerAndSignIn,
  superAdminCredentials,
  validRegistration,
} from '../apps/server/src/test/harness';
import { startBackend, startCluster } from '../e2e/src/cluster';
import { freePort } from '../e2e/src/server';
import { withBenchDatabase } from './support';

const PARTICIPANTS = Number(process.env.PARTICIPANTS ?? 100_000);
const PLAYERS = Number(process.env.PLAYERS ?? 300);
const RATE = Number(process.env.RATE ?? 100);
const DURATION = Number(process.env.DURATION ?? 60);
const MODE = process.env.MODE ?? 'both';
const BURST = process.env.BURST === '1';
/** Pages an admin looks at: the first ones, as people page through a list. */
const PAGES = 50;

type Slot = { runId: string; cookie: string; index: number };
type Seeded = { eventId: string; slots: Slot[] };
type Kind = 'users list' | 'leaderboard' | 'answer';
type Tally = { latencies: number[]; statuses: Map<number, number>; errors: number };

/** The admin, the game, the participants and the players' open runs, written by `app`. */
async function seed(env: NodeJS.ProcessEnv): Promise<Seeded> {
  const started = performance.now();
  const app = await buildApp({
    ...loadConfig({ ...env, LOG_LEVEL: 'warn' }),
    runWorkers: false,
    webDist: null,
  });
  try {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, validRegistration.email);
    await app.ctx.db
      .update(admins)
      .set({ maxUsers: 1_000_000, maxAssessments: 10, projectType: 'progress' })
      .where(eq(admins.id, account.id));
    const eventId = await generateGame(app, cookie, 'progress', 'Load Week');
    // Scores and levels spread like a week of play, so both lists sort real data.
    await app.ctx.db.execute(sql`
      insert into participants (event_id, email, email_lower, name, name_lower, department, region,
                                current_level, current_score, last_updated)
      select ${eventId}, 'user' || g || '@example.com', 'user' || g || '@example.com',
             'Name ' || g, 'name ' || g, 'MU-' || (g % 20), 'City ' || (g % 30), 1 + (g % 8),
             (g * 7919) % 100000, now() - (g % 1000) * interval '1 hour'
        from generate_series(1, ${PARTICIPANTS}) g`);
    await app.ctx.db
      .update(events)
      .set({ participantsCount: PARTICIPANTS })
      .where(eq(events.id, eventId));
    await app.ctx.db.execute(sql`analyze participants`);

    const players = (
      await app.ctx.db.execute(sql`
        select id from participants
         where event_id = ${eventId} and email_lower like 'user%'
         order by current_score limit ${PLAYERS}`)
    ).rows as { id: string }[];
    const slots: Slot[] = [];
    const e = encodeURIComponent(eventId);
    for (const player of players) {
      const { token, hash } = newSessionToken();
      await app.ctx.db.insert(participantSessions).values({
        tokenHash: hash,
        participantId: player.id,
        eventId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const playerCookie = `${playerCookieName(eventId)}=${token}`;
      const me = await app.inject({ url: `/api/play/${e}/me`, headers: { cookie: playerCookie } });
      const level = (me.json() as { levels: { id: string; state: string }[] }).levels.find(
        (l) => l.state === 'open',
      );
      const run = await app.inject({
        method: 'POST',
        url: `/api/play/${e}/levels/${level?.id}/runs`,
        headers: { cookie: playerCookie },
      });
      if (run.statusCode !== 200) {
        throw new Error(`run start: ${run.statusCode} ${run.body}`);
      }
      const { id, items } = run.json() as { id: string; items: { kind: string; index: number }[] };
      for (const item of items) {
        if (item.kind === 'question' || item.kind === 'mini1') {
          slots.push({ runId: id, cookie: playerCookie, index: item.index });
        }
      }
    }
    // A level's clock would end these runs within minutes; the load must not meet "time's up".
    await app.ctx.db
      .update(levelRuns)
      .set({ deadlineAt: new Date(Date.now() + 6 * 3_600_000) })
      .where(eq(levelRuns.eventId, eventId));
    // Players answer in no particular order across their runs.
    for (let i = slots.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [slots[i], slots[j]] = [slots[j] as Slot, slots[i] as Slot];
    }
    console.log(
      `  seeded ${PARTICIPANTS} participants, ${players.length} players with ${slots.length} items to answer, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { eventId, slots };
  } finally {
    await app.close();
  }
}

async function adminCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: validRegistration.email, password: validRegistration.password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const fresh = (): Tally => ({ latencies: [], statuses: new Map(), errors: 0 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The three kinds in turn, at RATE requests a second in all. */
async function drive(base: string, seeded: Seeded, cookie: string): Promise<Map<Kind, Tally>> {
  const e = encodeURIComponent(seeded.eventId);
  const page = () => 1 + Math.floor(Math.random() * PAGES);
  let next = 0;
  const kinds: { kind: Kind; request: autocannon.Request }[] = [
    {
      kind: 'users list',
      request: {
        method: 'GET',
        headers: { cookie },
        setupRequest: (req) => ({ ...req, path: `/api/events/${e}/participants?page=${page()}` }),
      },
    },
    {
      kind: 'leaderboard',
      request: {
        method: 'GET',
        headers: { cookie },
        setupRequest: (req) => ({ ...req, path: `/api/events/${e}/leaderboard?page=${page()}` }),
      },
    },
    {
      kind: 'answer',
      request: {
        method: 'POST',
        setupRequest: (req) => {
          const slot = seeded.slots[next++ % seeded.slots.length] as Slot;
          return {
            ...req,
            path: `/api/play/${e}/runs/${slot.runId}/answers`,
            headers: { cookie: slot.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              clientId: randomUUID(),
              index: slot.index,
              answer: { choice: 0 },
            }),
          };
        },
      },
    },
  ];
  const tallies = new Map<Kind, Tally>(kinds.map(({ kind }) => [kind, fresh()]));
  // autocannon's rate mode lets each connection send its quota for the second back to back as
  // the second starts, and every connection's second starts together: 100 "per second" arrive
  // as one burst of ~30 at once. A fixed rate is one request every 1000/RATE ms, so by default
  // each slot of the second gets its own one-connection, one-request-a-second client, started
  // at its own offset. BURST=1 keeps autocannon's bursts (10 connections per kind).
  const clients = BURST
    ? kinds.map((k) => ({ ...k, connections: 10, rate: RATE / kinds.length, delay: 0 }))
    : Array.from({ length: RATE }, (_, i) => ({
        ...(kinds[i % kinds.length] as (typeof kinds)[number]),
        connections: 1,
        rate: 1,
        delay: (i * 1000) / RATE,
      }));
  await Promise.all(
    clients.map(
      ({ kind, request, connections, rate, delay }) =>
        new Promise<void>((resolve, reject) => {
          const tally = tallies.get(kind) as Tally;
          setTimeout(() => {
            const instance = autocannon(
              {
                url: base,
                connections,
                overallRate: rate,
                duration: DURATION,
                timeout: 10,
                requests: [request],
              },
              (error) => (error ? reject(error) : resolve()),
            );
            instance.on('response', (_client, status, _bytes, ms) => {
              tally.latencies.push(ms);
              tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
            });
            instance.on('reqError', () => {
              tally.errors++;
            });
          }, delay);
        }),
    ),
  );
  if (next > seeded.slots.length) {
    console.log(`  (answers outnumbered the ${seeded.slots.length} items: PLAYERS is too low)`);
  }
  return tallies;
}

function report(label: string, tallies: Map<Kind, Tally>): void {
  const line = (name: string, parts: Tally[]) => {
    const sorted = parts.flatMap((t) => t.latencies).sort((x, y) => x - y);
    const statuses = new Map<number, number>();
    for (const t of parts) {
      for (const [status, n] of t.statuses) {
        statuses.set(status, (statuses.get(status) ?? 0) + n);
      }
    }
    const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300);
    const errors = parts.reduce((n, t) => n + t.errors, 0);
    console.log(
      `  ${name.padEnd(12)} ${String(sorted.length).padStart(6)} requests  p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms  max ${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)} ms  non-2xx ${non2xx.reduce((n, [, c]) => n + c, 0)}${non2xx.length ? ` (${non2xx.map(([s, c]) => `${s}×${c}`).join(', ')})` : ''}  errors ${errors}`,
    );
  };
  console.log(`${label}: ${RATE} requests/s for ${DURATION} s`);
  for (const [kind, tally] of tallies) {
    line(kind, [tally]);
  }
  line('overall', [...tallies.values()]);
  // autocannon holds the rate only while a connection is free: a saturated server gets less.
  const sent = [...tallies.values()].reduce((n, t) => n + t.latencies.length + t.errors, 0);
  console.log(`  achieved ${(sent / DURATION).toFixed(0)} requests/s of the ${RATE} asked`);
}

/**
 * Warms the processes up and prints each kind's latency one request at a time: the floor the
 * loaded figures stand on (and, with the load average, how busy the machine was).
 */
async function warmUp(base: string, seeded: Seeded, cookie: string): Promise<void> {
  const e = encodeURIComponent(seeded.eventId);
  const timed = async (url: string, init: RequestInit) => {
    const t0 = performance.now();
    const response = await fetch(`${base}${url}`, init);
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${url}: ${response.status}`);
    }
    return performance.now() - t0;
  };
  const alone: Record<Kind, number[]> = { 'users list': [], leaderboard: [], answer: [] };
  for (let i = 0; i < 30; i++) {
    alone['users list'].push(
      await timed(`/api/events/${e}/participants?page=${(i % PAGES) + 1}`, { headers: { cookie } }),
    );
    alone.leaderboard.push(
      await timed(`/api/events/${e}/leaderboard?page=${(i % PAGES) + 1}`, { headers: { cookie } }),
    );
    // From the end of the list, which the load reaches last, if at all.
    const slot = seeded.slots.pop() as Slot;
    alone.answer.push(
      await timed(`/api/play/${e}/runs/${slot.runId}/answers`, {
        method: 'POST',
        headers: { cookie: slot.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: randomUUID(), index: slot.index, answer: { choice: 0 } }),
      }),
    );
  }
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((x, y) => x - y),
      0.5,
    ).toFixed(1);
  console.log(
    `  one request at a time (p50 of 30): users list ${median(alone['users list'])} ms, leaderboard ${median(alone.leaderboard)} ms, answer ${median(alone.answer)} ms; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`,
  );
}

async function clusterMode(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    let seeded: Seeded | null = null;
    const cluster = await startCluster({
      databaseUrl,
      beforeStart: async (env) => {
        seeded = await seed(env);
      },
    });
    try {
      const data = seeded as Seeded | null;
      if (!data) {
        throw new Error('not seeded');
      }
      const cookie = await adminCookie(cluster.url);
      await warmUp(cluster.url, data, cookie);
      const tallies = await drive(cluster.url, data, cookie);
      report('two processes behind HAProxy, PostgreSQL', tallies);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = await client.query(
        'select count(*)::int as n from run_answers a join level_runs r on r.id = a.run_id where r.event_id = $1',
        [data.eventId],
      );
      await client.end();
      // Whole under load: answers stored = 2xx seen + the 30 of the warm-up + those still in
      // flight when the load stopped (a connection's last request is not waited for).
      console.log(
        `  answers stored: ${stored.rows[0]?.n}; answered 2xx under load ${tallies.get('answer')?.statuses.get(200) ?? 0}, before it 30`,
      );
    } finally {
      await cluster.stop();
    }
  });
}

async function embeddedMode(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-embedded-'));
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPERADMIN_EMAIL: superAdminCredentials.email,
    SUPERADMIN_PASSWORD: superAdminCredentials.password,
    LOG_LEVEL: 'warn',
  };
  try {
    const seeded = await seed(env);
    const server = await startBackend(env);
    try {
      const base = `http://127.0.0.1:${port}`;
      const cookie = await adminCookie(base);
      await warmUp(base, seeded, cookie);
      report('one process, embedded database (PGlite)', await drive(base, seeded, cookie));
    } finally {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (MODE === 'cluster' || MODE === 'both') {
  await clusterMode();
}
if (MODE === 'embedded' || MODE === 'both') {
  await embeddedMode();
}
