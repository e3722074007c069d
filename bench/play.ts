/**
 * The player under load, on the PostgreSQL server (BENCH_DATABASE_URL, default the local one),
 * against the built server (npm start's bundle) behind HAProxy as in docs/operations.md.
 * Participants play a generated progress game through the HTTP API: LEVELS (3: two numbered
 * levels, each asking 4 of its pool of 30, and a mini game; 0 for all 11) with every answer
 * right, one request after another as a browser would (me, start, begin, answers, end).
 * - One participant alone (a tenth of the pause): the single-player baseline.
 * - PLAYERS (1,000) at once on one process, pausing THINK_MS (1.5 s, ± half) to read each item:
 *   answers a second, answer and level-end p50/p99 (targets p99 < 50 ms and < 150 ms), requests
 *   refused with "Time is up", and the CPU of the server, PostgreSQL, this client and the machine.
 * - SATURATE (200) players who do not pause, on one process and then on two: the answers a
 *   second each takes, and their ratio (0 skips it).
 * Then the answers stored are counted against those acknowledged. The simulated browsers share
 * one undici pool, so the client's own CPU stays small (printed). Before the load one more
 * participant plays in-process, counting each request's database round trips.
 * Run: npm run build && npm run bench:play   (PLAYERS=50 SATURATE=0 for a quick look;
 * ROUND_TRIPS_ONLY=1 PLAYERS=1 SATURATE=0 for the counts alone)
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PlayAnswerValue, PlayItem, PlayRun, PlayState } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Pool } from 'undici';
import {
  admins,
  eventQuestions,
  miniScreens,
  participantSessions,
  participants,
} from '../apps/server/src/db/schema';
import { newSessionToken } from '../apps/server/src/modules/play/links';
import { playerCookieName } from '../apps/server/src/modules/play/sessions';
import { generateGame } from '../apps/server/src/test/games';
import { accountOf, registerAndSignIn } from '../apps/server/src/test/harness';
import { player } from '../apps/server/src/test/players';
import { type Cluster, startCluster } from '../e2e/src/cluster';
import { describeCpu, readCpu } from './cpu';
import { benchApp, withBenchDatabase } from './support';

const PLAYERS = Number(process.env.PLAYERS ?? 1000);
/** Players who do not pause, to find what one process and two can take. */
const SATURATE = Number(process.env.SATURATE ?? 200);
/** A participant reads before answering: the pause between one answer and the next. */
const THINK_MS = Number(process.env.THINK_MS ?? 1500);
/** Levels each participant plays, from the first (0: the whole game of 11). */
const LEVELS = Number(process.env.LEVELS ?? 3);
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** The player's first load: play.html's scripts and their static imports, gzipped. */
function playerBundleGzip(): string {
  const html = path.join(webDist, 'play.html');
  if (!existsSync(html)) {
    return 'not built (npm run build first)';
  }
  const files = [
    ...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(webDist, f)), { level: 9 }).length,
    0,
  );
  return `${(bytes / 1024).toFixed(1)} KiB gzip in ${files.length} file(s)`;
}

async function main(databaseUrl: string) {
  const app = await benchApp(databaseUrl, { EDITION: 'progress' });
  try {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, 'ayesha@acme.test');
    await app.ctx.db
      .update(admins)
      .set({ maxUsers: 1_000_000, maxAssessments: 10, projectType: 'progress' })
      .where(eq(admins.id, account.id));
    const eventId = await generateGame(app, cookie, 'progress', 'Load Test');

    // What a participant who knows every answer sends: the shown position of each question's
    // best option and the right screen answers, matched by text (items and options are drawn
    // and shuffled per attempt; Mini 4's and Mini 2's pictures are matched back by URL).
    const questions = await app.ctx.db
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, eventId))
      .orderBy(asc(eventQuestions.position));
    const screens = await app.ctx.db.select().from(miniScreens);
    // Generated levels may hold two questions of one text: keep each, told apart by options.
    const byText = new Map<string, (typeof questions)[number][]>();
    for (const q of questions) {
      const key = `${q.levelId}:${q.question}`;
      byText.set(key, [...(byText.get(key) ?? []), q]);
    }
    const sameOptions = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
    const url = (id: string) => `/api/files/${id}`;
    const answerFor = (levelId: string, item: PlayItem): PlayAnswerValue => {
      if (item.kind === 'question') {
        const candidates = byText.get(`${levelId}:${item.text}`) ?? [];
        const q = candidates.find((c) => sameOptions(c.answers, item.options)) ?? candidates[0];
        return {
          choice: Math.max(0, item.options.indexOf(q?.answers[q.ratings.indexOf(1)] ?? '')),
        };
      }
      if (item.kind === 'mini3') {
        const letters = [...item.letters].sort().join('');
        const word = screens.find(
          (s) => s.miniGame === 'Mini 3' && [...s.question.trim()].sort().join('') === letters,
        );
        return { word: word?.question ?? '' };
      }
      if (item.kind === 'mini4') {
        const screen = screens.find(
          (s) =>
            s.miniGame === 'Mini 4' && s.optionFileIds.every((id) => item.images.includes(url(id))),
        );
        return { order: (screen?.optionFileIds ?? []).map((id) => item.images.indexOf(url(id))) };
      }
      const scenario = 'scenario' in item ? item.scenario : '';
      const screen = screens.find((s) => s.question === scenario);
      const correct = screen?.correctAnswer ?? 0;
      const right =
        screen?.optionsType === 'image'
          ? url(screen.optionFileIds[correct] ?? '')
          : (screen?.options[correct] ?? '');
      const options = 'options' in item ? item.options : [];
      return { choice: Math.max(0, options.indexOf(right)) };
    };

    // The participants and their sessions, written directly: sign-in is not what is measured.
    // One probe (round trips), one alone (the single-player baseline), the paced players, then
    // two groups that play without pausing (one process, then two).
    const total = PLAYERS + 2 + 2 * SATURATE;
    const cookies: string[] = [];
    for (let from = 0; from < total; from += 1000) {
      const rows = await app.ctx.db
        .insert(participants)
        .values(
          Array.from({ length: Math.min(1000, total - from) }, (_, k) => {
            const i = from + k;
            return {
              eventId,
              email: `player.${i}@example.com`,
              emailLower: `player.${i}@example.com`,
              name: `Player ${i}`,
              nameLower: `player ${i}`,
            };
          }),
        )
        .returning({ id: participants.id });
      const tokens = rows.map((row) => ({ row, ...newSessionToken() }));
      await app.ctx.db.insert(participantSessions).values(
        tokens.map(({ row, hash }) => ({
          tokenHash: hash,
          participantId: row.id,
          eventId,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      cookies.push(...tokens.map(({ token }) => `${playerCookieName(eventId)}=${token}`));
    }

    const probed = await countRoundTrips(app, eventId, cookies.shift() ?? '', LEVELS, answerFor);
    if (process.env.ROUND_TRIPS_ONLY) {
      return;
    }
    await app.close();

    const alone = cookies.splice(0, 1);
    const paced = cookies.splice(0, PLAYERS);
    const fastOne = cookies.splice(0, SATURATE);
    const fastTwo = cookies.splice(0, SATURATE);
    const players: Players = { eventId, answerFor };
    let acknowledged = probed;

    // The server as deployed (npm start's bundle) behind HAProxy, one process first. The
    // balancer hashes the player's cookie, so a run's answers reach the process keeping its plan.
    let cluster = await startCluster({ processes: 1, databaseUrl, env: serverEnv, balance });
    try {
      const baseline = await play(cluster.url, players, alone, THINK_MS / 10);
      acknowledged += baseline.acknowledged;
      console.log(`one player alone: ${describeLatency(baseline)}`);

      const pids = cluster.backends.map((b) => b.pid);
      const before = readCpu(pids);
      const load = await play(cluster.url, players, paced, THINK_MS);
      acknowledged += load.acknowledged;
      console.log(
        `${PLAYERS} players at once on one process (${THINK_MS} ms to read each item), ${LEVELS || 'all'} levels each, ${load.seconds.toFixed(1)} s:`,
      );
      console.log(`  ${describeLatency(load)}`);
      console.log(`  ${describeWindows(load)}`);
      console.log(`  ${describeCpu(before, readCpu(pids))}`);

      if (SATURATE > 0) {
        const one = await saturate(cluster, players, fastOne);
        acknowledged += one.acknowledged;
        await cluster.stop();
        cluster = await startCluster({ processes: 2, databaseUrl, env: serverEnv, balance });
        const two = await saturate(cluster, players, fastTwo);
        acknowledged += two.acknowledged;
        console.log(
          `two processes behind HAProxy take ${(two.perSecond / one.perSecond).toFixed(2)}× the answers a second of one (same machine, same PostgreSQL)`,
        );
      }
    } finally {
      await cluster.stop();
    }

    const stored = await countStoredAnswers(databaseUrl, eventId);
    console.log(
      `answers stored ${stored}, acknowledged ${acknowledged}: ${stored === acknowledged ? 'none lost' : 'MISMATCH'}`,
    );
    console.log(`player initial JavaScript: ${playerBundleGzip()}`);
    if (stored !== acknowledged) {
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

// SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server processes.
const serverEnv = {
  EDITION: 'progress',
  ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
};
const balance = 'hdr(cookie)';

type Players = {
  eventId: string;
  answerFor: (levelId: string, item: PlayItem) => PlayAnswerValue;
};

type Played = {
  seconds: number;
  answerMs: number[];
  /** When each answer was sent, in ms from the start of the load (answerMs's order). */
  answerAt: number[];
  endMs: number[];
  acknowledged: number;
  failures: number;
  timeUp: number;
  unfinished: number;
  firstFailure: string | null;
};

/**
 * `cookies` play the levels at once against `origin`, `thinkMs` (± half) on each item, through
 * one undici pool: a lean client, so the simulated browsers leave the cores to the server.
 */
async function play(
  origin: string,
  { eventId, answerFor }: Players,
  cookies: string[],
  thinkMs: number,
): Promise<Played> {
  const pool = new Pool(origin, { connections: 256, keepAliveTimeout: 60_000 });
  const base = `/api/play/${encodeURIComponent(eventId)}`;
  const result: Played = {
    seconds: 0,
    answerMs: [],
    answerAt: [],
    endMs: [],
    acknowledged: 0,
    failures: 0,
    timeUp: 0,
    unfinished: 0,
    firstFailure: null,
  };
  const call = async (method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => {
    const response = await pool.request({
      method,
      path: `${base}${path}`,
      headers: {
        cookie,
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) {
      result.failures++;
      if (text.includes('TIME_UP')) {
        result.timeUp++;
      }
      throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
    }
    return JSON.parse(text) as unknown;
  };
  const started = performance.now();
  const playOne = async (cookie: string) => {
    const state = (await call('GET', '/me', cookie)) as PlayState;
    // Start at a random moment of the first pause, as people do not all click at once.
    await sleep(Math.random() * thinkMs);
    for (const level of LEVELS > 0 ? state.levels.slice(0, LEVELS) : state.levels) {
      const run = (await call('POST', `/levels/${level.id}/runs`, cookie)) as PlayRun;
      // The first item is on screen: the level's clock starts.
      await call('POST', `/runs/${run.id}/begin`, cookie);
      for (const item of run.items) {
        await sleep(thinkMs * (0.5 + Math.random()));
        const t0 = performance.now();
        await call('POST', `/runs/${run.id}/answers`, cookie, {
          clientId: randomUUID(),
          index: item.index,
          answer: answerFor(level.id, item),
        });
        result.answerMs.push(performance.now() - t0);
        result.answerAt.push(t0 - started);
        result.acknowledged++;
      }
      const t1 = performance.now();
      const ended = (await call('POST', `/runs/${run.id}/end`, cookie)) as { passed: boolean };
      result.endMs.push(performance.now() - t1);
      if (!ended.passed) {
        throw new Error(`level ${level.name} not passed`);
      }
    }
  };
  const outcomes = await Promise.allSettled(cookies.map(playOne));
  result.seconds = (performance.now() - started) / 1000;
  const rejected = outcomes.filter((o) => o.status === 'rejected');
  result.unfinished = rejected.length;
  result.firstFailure = rejected[0] ? String(rejected[0].reason).slice(0, 300) : null;
  await pool.close();
  return result;
}

/** Players who do not pause: what the processes can take, in answers a second. */
async function saturate(cluster: Cluster, players: Players, cookies: string[]) {
  const pids = cluster.backends.map((b) => b.pid);
  const before = readCpu(pids);
  const run = await play(cluster.url, players, cookies, 0);
  const perSecond = run.answerMs.length / run.seconds;
  console.log(
    `${cookies.length} players without pausing on ${pids.length} process(es): ${perSecond.toFixed(0)} answers/s; ${describeLatency(run)}`,
  );
  console.log(`  ${describeCpu(before, readCpu(pids))}`);
  return { perSecond, acknowledged: run.acknowledged };
}

function describeLatency(run: Played): string {
  const ms = (xs: number[], p: number) => percentile(xs, p).toFixed(1);
  const failed =
    run.failures === 0
      ? 'no failed request'
      : `${run.failures} failed requests (${run.timeUp} "Time is up"), first: ${run.firstFailure}`;
  return `answers ${run.answerMs.length} (${(run.answerMs.length / run.seconds).toFixed(0)}/s) p50 ${ms(run.answerMs, 0.5)} ms p99 ${ms(run.answerMs, 0.99)} ms; level ends ${run.endMs.length} p50 ${ms(run.endMs, 0.5)} ms p99 ${ms(run.endMs, 0.99)} ms; ${failed}; ${run.unfinished} players did not finish`;
}

/**
 * The answers' p99 in each 3-second window of the load: players who start together move from
 * one level to the next together, and the level ends and starts of those moments queue.
 */
function describeWindows(run: Played): string {
  const windows: number[][] = [];
  run.answerAt.forEach((at, i) => {
    const w = Math.floor(at / 3000);
    windows[w] = [...(windows[w] ?? []), run.answerMs[i] ?? 0];
  });
  const p99s = [...windows].map((xs) => (xs ? percentile(xs, 0.99).toFixed(0) : '-'));
  return `answer p99 by 3 s window: ${p99s.join(', ')} ms`;
}

async function countStoredAnswers(databaseUrl: string, eventId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from run_answers a join level_runs r on r.id = a.run_id join participants p on p.id = r.participant_id where p.event_id = $1',
      [eventId],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Database round trips per request, counted on pg's client (every statement, BEGIN and COMMIT
 * is one): one participant plays the measured levels through the in-process app before the
 * load starts. That participant then sits out the load.
 */
async function countRoundTrips(
  app: FastifyInstance,
  eventId: string,
  cookie: string,
  levels: number,
  answerFor: (levelId: string, item: PlayItem) => PlayAnswerValue,
): Promise<number> {
  const query = pg.Client.prototype.query;
  let count = 0;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them on.
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    count++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const counted = async <T>(body: () => Promise<T>) => {
    count = 0;
    const result = await body();
    return { result, trips: count };
  };
  const p = player(app, eventId, cookie);
  const maps: number[] = [];
  const starts: number[] = [];
  const begins: number[] = [];
  const answers: number[] = [];
  const ends: number[] = [];
  try {
    const map = await counted(() => p.me());
    maps.push(map.trips);
    const state = map.result.json() as PlayState;
    for (const level of levels > 0 ? state.levels.slice(0, levels) : state.levels) {
      const started = await counted(() => p.start(level.id));
      starts.push(started.trips);
      const run = started.result.json() as PlayRun;
      begins.push((await counted(() => p.begin(run.id))).trips);
      for (const item of run.items) {
        const { result, trips } = await counted(() =>
          p.answer(run.id, item.index, answerFor(level.id, item)),
        );
        if (result.statusCode !== 200) {
          throw new Error(`probe answer: ${result.statusCode} ${result.body}`);
        }
        answers.push(trips);
      }
      const { result, trips } = await counted(() => p.end(run.id));
      if (result.statusCode !== 200) {
        throw new Error(`probe end: ${result.statusCode} ${result.body}`);
      }
      ends.push(trips);
    }
  } finally {
    pg.Client.prototype.query = query;
  }
  const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;
  console.log(
    `round trips per request (session check included): map ${range(maps)}, level start ${range(starts)} (${starts.join(', ')}), begin ${range(begins)}, answer ${range(answers)}, level end ${range(ends)} (${ends.join(', ')})`,
  );
  return answers.length;
}

await withBenchDatabase(main);
