/**
 * The player under load, on the PostgreSQL server (BENCH_DATABASE_URL, default the local one):
 * PLAYERS (500) participants play a generated progress game at once through the HTTP API
 * against a server process of its own: LEVELS (3: two numbered levels, each asking 4 of its
 * pool of 30, and a mini game; 0 for all 11) with every answer right, one request after another
 * as a browser would (start, begin, answers, end), pausing THINK_MS (1.5 s, ± half) to read
 * each item. Prints answers per second, p50/p99 answer latency (target p99 < 100 ms), the
 * level-end transaction's p50/p99, and the player's initial JavaScript (target ≤ 120 KB gzip)
 * when apps/web/dist has been built. First one more participant plays those levels in this
 * process, counting the database round trips of each answer and level end.
 * Run: npm run bench:play   (PLAYERS=50 for a quick look; ROUND_TRIPS_ONLY=1 PLAYERS=1 to count)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PlayAnswerValue, PlayItem, PlayRun, PlayState } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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
import {
  accountOf,
  registerAndSignIn,
  superAdminCredentials,
} from '../apps/server/src/test/harness';
import { player } from '../apps/server/src/test/players';
import { benchApp, withBenchDatabase } from './support';

const PLAYERS = Number(process.env.PLAYERS ?? 500);
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
    const rows = await app.ctx.db
      .insert(participants)
      .values(
        // One more than play under load: the last one's requests are counted first.
        Array.from({ length: PLAYERS + 1 }, (_, i) => ({
          eventId,
          email: `player.${i}@example.com`,
          emailLower: `player.${i}@example.com`,
          name: `Player ${i}`,
          nameLower: `player ${i}`,
        })),
      )
      .returning({ id: participants.id });
    const cookies = [];
    for (const row of rows) {
      const { token, hash } = newSessionToken();
      await app.ctx.db.insert(participantSessions).values({
        tokenHash: hash,
        participantId: row.id,
        eventId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      cookies.push(`${playerCookieName(eventId)}=${token}`);
    }

    await countRoundTrips(app, eventId, cookies.pop() ?? '', LEVELS, answerFor);
    if (process.env.ROUND_TRIPS_ONLY) {
      return;
    }

    // The server in a process of its own, as deployed: the simulated browsers here must not
    // share its event loop.
    await app.close();
    const server = await startServer(databaseUrl);
    stopServer = server.stop;
    const address = server.url;
    const base = `${address}/api/play/${encodeURIComponent(eventId)}`;
    const answerMs: number[] = [];
    const endMs: number[] = [];
    let failures = 0;
    const call = async (url: string, playerCookie: string, body?: unknown) => {
      const response = await fetch(url, {
        method: body === undefined && url.endsWith('/me') ? 'GET' : 'POST',
        headers: {
          cookie: playerCookie,
          origin: address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) {
        failures++;
        throw new Error(
          `${url} ${JSON.stringify(body)}: ${response.status} ${await response.text()}`,
        );
      }
      return response.json();
    };

    const playOne = async (playerCookie: string) => {
      const state = (await call(`${base}/me`, playerCookie)) as PlayState;
      // Start at a random moment of the first pause, as people do not all click at once.
      await sleep(Math.random() * THINK_MS);
      for (const level of LEVELS > 0 ? state.levels.slice(0, LEVELS) : state.levels) {
        const run = (await call(`${base}/levels/${level.id}/runs`, playerCookie)) as PlayRun;
        // The first item is on screen: the level's clock starts.
        await call(`${base}/runs/${run.id}/begin`, playerCookie);
        for (const item of run.items) {
          await sleep(THINK_MS * (0.5 + Math.random()));
          const t0 = performance.now();
          await call(`${base}/runs/${run.id}/answers`, playerCookie, {
            clientId: randomUUID(),
            index: item.index,
            answer: answerFor(level.id, item),
          });
          answerMs.push(performance.now() - t0);
        }
        const t1 = performance.now();
        const result = (await call(`${base}/runs/${run.id}/end`, playerCookie)) as {
          passed: boolean;
        };
        endMs.push(performance.now() - t1);
        if (!result.passed) {
          throw new Error(`level ${level.name} not passed`);
        }
      }
    };

    const started = performance.now();
    const outcomes = await Promise.allSettled(cookies.map((c) => playOne(c)));
    const seconds = (performance.now() - started) / 1000;
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    console.log(
      `${PLAYERS} participants played ${LEVELS || 'all'} levels of ${eventId} at once (${THINK_MS} ms to read each item) in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `answers: ${answerMs.length} (${(answerMs.length / seconds).toFixed(0)}/s), p50 ${percentile(answerMs, 0.5).toFixed(1)} ms, p99 ${percentile(answerMs, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `level ends: ${endMs.length}, p50 ${percentile(endMs, 0.5).toFixed(1)} ms, p99 ${percentile(endMs, 0.99).toFixed(1)} ms`,
    );
    console.log(`failed requests: ${failures}; players who did not finish: ${rejected.length}`);
    if (rejected[0]?.status === 'rejected') {
      console.log(`first failure: ${String(rejected[0].reason).slice(0, 300)}`);
    }
    console.log(`player initial JavaScript: ${playerBundleGzip()}`);
  } finally {
    await app.close();
    await stopServer();
  }
}

let stopServer = async () => {};

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
) {
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
  const answers: number[] = [];
  const ends: number[] = [];
  try {
    const state = (await p.me()).json() as PlayState;
    for (const level of levels > 0 ? state.levels.slice(0, levels) : state.levels) {
      const run = (await p.start(level.id)).json() as PlayRun;
      await p.begin(run.id);
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
    `round trips per request (session check included): answer ${range(answers)}, level end ${range(ends)} (${ends.join(', ')})`,
  );
}

async function startServer(databaseUrl: string) {
  const port = 3900 + Math.floor(Math.random() * 500);
  // SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      EDITION: 'progress',
      WEB_DIST: path.resolve(import.meta.dirname, 'no-web'),
      SUPERADMIN_EMAIL: superAdminCredentials.email,
      SUPERADMIN_PASSWORD: superAdminCredentials.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

await withBenchDatabase(main);
