/**
 * Generates a progress event 50 times through the API (draft + POST /api/wizard/generate) on the
 * PostgreSQL server and prints p50/p95 of the generation request. Target: p50 under 300 ms.
 * Run: npm run bench:generate (BENCH_DATABASE_URL picks the server; RUNS the count)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { admins } from '../apps/server/src/db/schema';
import {
  accountOf,
  fixturesDir,
  multipartBody,
  registerAndSignIn,
  superAdminCredentials,
} from '../apps/server/src/test/harness';
import { todayIn } from '../packages/domain/src/index';

const RUNS = Number(process.env.RUNS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function run(databaseUrl: string): Promise<number[]> {
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'warn', EDITION: 'progress' } as NodeJS.ProcessEnv),
    databaseUrl,
    ephemeral: true,
    runWorkers: false,
    webDist: null,
    superAdmin: superAdminCredentials,
    logLevel: 'warn',
  });
  try {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, 'ayesha@acme.test');
    await app.ctx.db.update(admins).set({ maxAssessments: 999 }).where(eq(admins.id, account.id));
    const get = async (url: string) =>
      (await app.inject({ url, headers: { cookie } })).json().items as {
        id: string;
        name: string;
      }[];
    const competencies = (await get('/api/competencies'))
      .slice(0, 5)
      .map(({ id, name }) => ({ id, name }));
    const games = (await get('/api/mini-games')).slice(0, 3).map(({ id, name }) => ({ id, name }));
    const upload = multipartBody({
      file: {
        name: 'logo.png',
        data: readFileSync(path.join(fixturesDir, 'square-150.png')),
        contentType: 'image/png',
      },
    });
    const logo = (
      await app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        payload: upload.payload,
        headers: { ...upload.headers, cookie },
      })
    ).json();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await app.inject({
        method: 'PUT',
        url: '/api/wizard/draft',
        headers: { cookie },
        payload: {
          info: {
            assessmentName: `Bench ${i}`,
            assessmentFor: 'Benchmark',
            difficulty: 'Easy',
            candidateFlow: false,
          },
          competencies,
          games,
          registrationFields: ['fullName', 'email'],
          loginMethods: ['email'],
          logo: { fileId: logo.fileId, url: logo.url, name: 'logo.png' },
          // The bench account keeps the default time zone, UTC.
          launchDate: todayIn('UTC'),
          closingDate: todayIn('UTC', new Date(Date.now() + 86_400_000)),
        },
      });
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/wizard/generate',
        headers: { cookie },
      });
      times.push(performance.now() - started);
      if (!response.body.includes('"done":true')) {
        throw new Error(`generation ${i} failed: ${response.body.slice(0, 300)}`);
      }
    }
    return times;
  } finally {
    await app.close();
  }
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const name = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const times = await run(url.toString());
  console.log(
    `progress event generation on PostgreSQL, ${RUNS} runs: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
