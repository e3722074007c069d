import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { admins } from '../apps/server/src/db/schema';
import {
  accountOf,
  fixturesDir,
  multipartBody,
  registerAndSignIn,
} from '../apps/server/src/test/harness';
import { todayIn } from '../packages/domain/src/index';
import { benchApp, withBenchDatabase } from './support';

const RUNS = Number(process.env.RUNS ?? 50);

async function run(databaseUrl: string): Promise<number[]> {
  const app = await benchApp(databaseUrl, { EDITION: 'progress' });
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
await withBenchDatabase(async (databaseUrl) => {
  const times = await run(databaseUrl);
  console.log(
    `progress event generation on PostgreSQL, ${RUNS} runs: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
});
