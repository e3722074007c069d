import { eq } from 'drizzle-orm';
import { admins } from '../apps/server/src/db/schema';
import { gameDraft } from '../apps/server/src/test/games';
import { accountOf, registerAndSignIn } from '../apps/server/src/test/harness';
import { benchApp, withBenchDatabase } from './support';

const RUNS = Number(process.env.RUNS ?? 50);

async function run(databaseUrl: string): Promise<number[]> {
  const app = await benchApp(databaseUrl, { EDITION: 'progress' });
  try {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, 'ayesha@acme.test');
    await app.ctx.db.update(admins).set({ maxAssessments: 999 }).where(eq(admins.id, account.id));
    const draft = await gameDraft(app, cookie, 'progress');
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await app.inject({
        method: 'PUT',
        url: '/api/wizard/draft',
        headers: { cookie },
        payload: { ...draft, info: { ...draft.info, assessmentName: `Bench ${i}` } },
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
