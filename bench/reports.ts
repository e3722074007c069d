/**
 * The reports' speed targets: every report read on an event of 100,000 participants who played
 * through the scoring rules (the demo seeder), on the PostgreSQL server and on the embedded
 * database, each figure beside the raw SQL that computes the same answer; and the 100,000-row
 * leaderboard CSV streamed over HTTP with the process's memory sampled while it streams.
 *
 * Also the player's rank (docs/decisions/0028-rank-from-score-histogram.md): the players-per-score
 * read beside the count over the event's participants it replaced.
 *
 * Run: npm run bench:reports   (PARTICIPANTS=20000 for a quicker look; DB=postgres|pglite|both;
 * REFRESH=0 skips the measurement figures' refresh, ~15 minutes at a million participants)
 */
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/client';
import { refreshRequestedFigures } from '../apps/server/src/modules/reports/measurement-snapshots';
import { seedDemoEvent } from '../apps/server/src/seed/demo-event';
import { demoAdmins, seedDemo } from '../apps/server/src/seed-demo';
import { benchApp, withBenchDatabase } from './support';

const PARTICIPANTS = Number(process.env.PARTICIPANTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const which = process.env.DB ?? 'both';
const REFRESH = process.env.REFRESH !== '0';

type App = Awaited<ReturnType<typeof benchApp>>;
type Case = { label: string; url: string; raw: string; target: number };

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const q = (text: string) => text.replaceAll("'", "''");

async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode >= 300) {
    throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  }
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

function cases(eventId: string, competency: string, department: string): Case[] {
  const e = `'${q(eventId)}'`;
  const c = `'${q(competency)}'`;
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  return [
    {
      label: 'leaderboard page 1',
      url: `${base}/leaderboard`,
      raw: `select * from participants where event_id = ${e} order by current_score desc nulls last, email_lower limit 10`,
      target: 20,
    },
    {
      label: 'leaderboard page 300',
      url: `${base}/leaderboard?page=300`,
      raw: `select * from participants where event_id = ${e} order by current_score desc nulls last, email_lower limit 10 offset 2990`,
      target: 20,
    },
    {
      label: 'leaderboard filtered (level 3, one Market Unit Code)',
      url: `${base}/leaderboard?levels=3&departments=${encodeURIComponent(department)}`,
      raw: `select p.* from participants p join (select id, current_score, email_lower from participants where event_id = ${e} and current_level in (3) and department in ('${q(department)}') order by (current_score + 0) desc, email_lower limit 10) k on k.id = p.id order by k.current_score desc, k.email_lower`,
      target: 20,
    },
    {
      label: 'leaderboard prefix search',
      url: `${base}/leaderboard?search=demo.4242`,
      raw: `select * from participants where event_id = ${e} and (name_lower like 'demo.4242%' or email_lower like 'demo.4242%') order by (current_score + 0) desc, email_lower limit 10`,
      target: 20,
    },
    {
      label: 'fun facts',
      url: `${base}/leaderboard/fun-facts`,
      raw: `select * from participants p where event_id = ${e} and achievement_count > 0 and exists (select 1 from participant_competency_scores s where s.participant_id = p.id) order by achievement_count desc, current_score desc, email_lower limit 5`,
      target: 100,
    },
    {
      label: 'level statistics',
      url: `${base}/level-statistics`,
      raw: `select level_name, min(points), avg(points), max(points), count(*), count(*) filter (where passed) from participant_levels where event_id = ${e} group by level_name`,
      target: 100,
    },
    {
      label: 'level strengths',
      url: `${base}/level-strengths`,
      raw: `select level, competency, avg(percentage) from participant_level_scores where event_id = ${e} group by level, competency`,
      target: 100,
    },
    {
      label: 'competency report (all users)',
      url: `${base}/competency-report?competency=${encodeURIComponent(competency)}`,
      raw: `select competency, average_percentage, count(*) from participant_competency_scores where event_id = ${e} group by 1, 2`,
      target: 100,
    },
    {
      label: 'competency report (only completed)',
      url: `${base}/competency-report?competency=${encodeURIComponent(competency)}&completed=only`,
      raw: `select s.competency, s.average_percentage, count(*) from participant_competency_scores s join participants p on p.id = s.participant_id where s.event_id = ${e} and p.completed_once group by 1, 2`,
      target: 100,
    },
    {
      label: 'item analysis (every level, by discrimination)',
      url: `${base}/item-analysis?sort=discrimination&dir=desc`,
      raw: `select figures -> 'items' from measurement_snapshots where event_id = ${e}`,
      target: 300,
    },
    {
      label: 'item analysis (level 3)',
      url: `${base}/item-analysis?level=3`,
      raw: `select figures -> 'items' from measurement_snapshots where event_id = ${e}`,
      target: 300,
    },
    {
      label: 'reliability',
      url: `${base}/reliability`,
      raw: `select figures -> 'reliability' from measurement_snapshots where event_id = ${e}`,
      target: 300,
    },
    {
      label: 'fairness',
      url: `${base}/fairness`,
      raw: `select l.level_name, l.passed, p.user_info ->> 'Gender', count(*) from participant_levels l join participants p on p.id = l.participant_id where l.event_id = ${e} group by 1, 2, 3`,
      target: 300,
    },
    {
      label: 'assessor board page 1',
      url: `${base}/strength-details`,
      raw: `select p.*, (select json_agg(s) from participant_competency_scores s where s.participant_id = p.id) from participants p where event_id = ${e} order by current_score desc nulls last, email_lower limit 10`,
      target: 100,
    },
    {
      label: 'assessor board (only completed, one minimum)',
      url: `${base}/strength-details?completed=only&minimums=60`,
      raw: `select * from participants p where event_id = ${e} and completed_once and exists (select 1 from participant_competency_scores s where s.participant_id = p.id and s.competency = ${c} and s.average_percentage >= 60) order by (current_score + 0) desc, email_lower limit 10`,
      target: 100,
    },
  ];
}

/**
 * The measurement figures are computed once per version of the event's data and kept
 * (measurement_snapshots). An event this large is refreshed on the job queue, not in a read
 * (docs/decisions/0025-measurement-refresh.md): the first reads after seeding answer at once,
 * with no figures yet, and ask for a refresh; the refresh is then run as the queue runs it,
 * timed beside the SQL floor of a scan of the same answers (points and count per question).
 */
async function measurementFirstReads(app: App, cookie: string, eventId: string) {
  const read = async (path: string) => {
    const t0 = performance.now();
    const response = await app.inject({
      url: `/api/events/${encodeURIComponent(eventId)}/${path}`,
      headers: { cookie },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    }
    const { freshness } = response.json() as { freshness: { upToDate: boolean } };
    return { ms: performance.now() - t0, upToDate: freshness.upToDate };
  };
  const first = [await read('reliability'), await read('fairness')];
  console.log(
    `  first reads before any refresh (ask for one, serve none): ${first.map((r) => `${r.ms.toFixed(0)} ms${r.upToDate ? ' (computed?)' : ''}`).join(', ')}`,
  );
  if (!REFRESH) {
    return;
  }
  const t0 = performance.now();
  const refreshed = await refreshRequestedFigures(app.ctx.db, { budgetMs: 3_600_000 });
  const refresh = performance.now() - t0;
  const t1 = performance.now();
  const scan = rowsOf<{ answers: number }>(
    await app.ctx.db.execute(
      sql.raw(
        `select sum(n)::int as answers from (select r.plan -> 'questionIds' ->> a.item_index as item, count(*) as n, sum(a.points) from run_answers a join level_runs r on r.id = a.run_id where r.event_id = '${q(eventId)}' and r.ended_at is not null group by 1) t`,
      ),
    ),
  );
  const floor = performance.now() - t1;
  console.log(
    `  the queue's refresh of ${refreshed} figure sets (item analysis + reliability, fairness): ${(refresh / 1000).toFixed(1)} s; raw SQL scan of the ${scan[0]?.answers ?? 0} answers (points per question): ${(floor / 1000).toFixed(1)} s`,
  );
  const after = [await read('reliability'), await read('fairness')];
  if (after.some((r) => !r.upToDate)) {
    throw new Error('the figures are still out of date after the refresh');
  }
}

/** The rank of a player with the median score: the histogram's read and the count it replaced. */
async function rankReads(app: App, kind: string, eventId: string) {
  const e = `'${q(eventId)}'`;
  const median = rowsOf<{ score: number }>(
    await app.ctx.db.execute(
      sql.raw(
        `select percentile_disc(0.5) within group (order by current_score) as score from participants where event_id = ${e}`,
      ),
    ),
  )[0]?.score;
  const queries = {
    histogram: `select coalesce(sum(players) filter (where score > ${median}), 0) + 1 as position, coalesce(sum(players), 0) as of from event_score_histogram where event_id = ${e}`,
    count: `select count(*) filter (where current_score > ${median}) + 1 as position, count(*) as of from participants where event_id = ${e} and tracking_state in ('started', 'completed')`,
  };
  const times: Record<string, number[]> = { histogram: [], count: [] };
  const answers: Record<string, string> = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [name, text] of Object.entries(queries)) {
      const t0 = performance.now();
      const result = await app.ctx.db.execute(sql.raw(text));
      times[name]?.push(performance.now() - t0);
      answers[name] = JSON.stringify(rowsOf(result)[0]);
    }
  }
  console.log(
    `[${kind}] player rank at the median score: players per score p50 ${p50(times.histogram ?? []).toFixed(1)} ms, the count it replaced p50 ${p50(times.count ?? []).toFixed(1)} ms (${answers.histogram === answers.count ? 'same answer' : `DIFFER: ${answers.histogram} vs ${answers.count}`})`,
  );
}

/**
 * Streams the whole leaderboard CSV over HTTP to curl in a process of its own (so the memory
 * sampled here is the server's alone, not a client's buffers), sampling this process's memory
 * meanwhile.
 */
async function csvDownload(app: App, cookie: string, eventId: string) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  // The heap in use, sampled: flat memory means the second half of the download peaks where
  // the first did (a leak or a buffered body would grow with the rows sent).
  const samples: { at: number; heap: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    samples.push({ at: performance.now() - started, heap: process.memoryUsage().heapUsed });
  }, 20);
  const counted = await new Promise<string>((resolve, reject) => {
    const child = spawn('sh', ['-c', 'curl -sS --fail -H "$CSV_COOKIE" "$CSV_URL" | wc -lc'], {
      env: {
        ...process.env,
        CSV_COOKIE: `cookie: ${cookie}`,
        CSV_URL: `${base}/api/events/${encodeURIComponent(eventId)}/leaderboard.csv`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`curl: ${code}`))));
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const [lines = 0, bytes = 0] = counted.trim().split(/\s+/).map(Number);
  const half = (seconds * 1000) / 2;
  const peakOf = (rows: typeof samples) =>
    (Math.max(before, ...rows.map((r) => r.heap)) - before) / 1_048_576;
  return {
    seconds,
    bytes,
    rows: lines - 1,
    firstHalfMb: peakOf(samples.filter((r) => r.at < half)),
    secondHalfMb: peakOf(samples.filter((r) => r.at >= half)),
  };
}

async function run(kind: 'postgres' | 'pglite', databaseUrl: string | null) {
  const app = await benchApp(databaseUrl);
  const figures = new Map<string, number>();
  try {
    await seedDemo(app.ctx);
    const seeded = await seedDemoEvent(app.ctx, {
      participants: PARTICIPANTS,
      edition: 'progress',
      log: () => undefined,
    });
    console.log(
      `\n[${kind}] seeded ${PARTICIPANTS} participants in ${seeded.seconds.toFixed(1)} s`,
    );
    const demo = demoAdmins.find((d) => d.projectType === 'progress');
    const cookie = await signIn(app, demo?.email ?? '', demo?.password ?? '');
    const facts = rowsOf<{ competency: string; department: string }>(
      await app.ctx.db.execute(sql`
        select (select competency from participant_competency_scores where event_id = ${seeded.eventId} limit 1) as competency,
               (select department from participants where event_id = ${seeded.eventId} and department <> '' limit 1) as department`),
    )[0];
    await measurementFirstReads(app, cookie, seeded.eventId);
    for (const c of cases(seeded.eventId, facts?.competency ?? '', facts?.department ?? '')) {
      const api: number[] = [];
      const raw: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const response = await app.inject({ url: c.url, headers: { cookie } });
        api.push(performance.now() - t0);
        if (response.statusCode !== 200) {
          throw new Error(`${c.label}: ${response.statusCode} ${response.body}`);
        }
        const t1 = performance.now();
        await app.ctx.db.execute(sql.raw(c.raw));
        raw.push(performance.now() - t1);
      }
      figures.set(c.label, p50(api));
      const verdict = p50(api) < c.target ? 'ok' : `OVER ${c.target} ms`;
      console.log(
        `[${kind}] ${c.label}: API p50 ${p50(api).toFixed(1)} ms (${verdict}); raw SQL p50 ${p50(raw).toFixed(1)} ms`,
      );
    }
    await rankReads(app, kind, seeded.eventId);
    const csv = await csvDownload(app, cookie, seeded.eventId);
    figures.set('csv', csv.seconds * 1000);
    console.log(
      `[${kind}] leaderboard CSV: ${csv.rows} rows, ${(csv.bytes / 1_048_576).toFixed(1)} MiB in ${csv.seconds.toFixed(2)} s (${csv.seconds < (3 * csv.rows) / 100_000 ? 'ok' : 'OVER 3 s per 100,000 rows'}); the server's heap in use peaked ${csv.firstHalfMb.toFixed(0)} MiB above its start in the first half of the download, ${csv.secondHalfMb.toFixed(0)} MiB in the second`,
    );
  } finally {
    await app.close();
  }
  return figures;
}

const results: Partial<Record<'postgres' | 'pglite', Map<string, number>>> = {};
if (which === 'both' || which === 'postgres') {
  results.postgres = await withBenchDatabase((url) => run('postgres', url));
}
if (which === 'both' || which === 'pglite') {
  results.pglite = await run('pglite', null);
}
if (results.postgres && results.pglite) {
  console.log('\nembedded / PostgreSQL (target: within 3×)');
  for (const [label, pg] of results.postgres) {
    const embedded = results.pglite.get(label) ?? 0;
    const ratio = embedded / Math.max(pg, 0.1);
    console.log(`  ${label}: ${ratio.toFixed(1)}× ${ratio <= 3 ? 'ok' : 'OVER'}`);
  }
}
