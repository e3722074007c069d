/**
 * The candidates' speed targets, on the PostgreSQL server: the Candidate Report's list (search and
 * filters included) on an event of 50,000 candidates, each figure beside the raw SQL that finds
 * the same rows (target p50 < 20 ms); then 200 applications with 1 MB resumes submitted at
 * once over HTTP: every one stored (none lost or doubled), latency p50/p99 printed.
 *
 * Run: npm run bench:candidates   (CANDIDATES=10000 for a quicker look; DB=postgres|pglite;
 * EXPLAIN=1 prints each raw query's plan)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { rowsOf } from '../apps/server/src/db/client';
import { answers } from '../apps/server/src/modules/candidates/candidate-fixture';
import { demoAdmins, seedDemo } from '../apps/server/src/seed-demo';
import { superAdminCredentials } from '../apps/server/src/test/harness';
import { withBenchDatabase } from './support';

const CANDIDATES = Number(process.env.CANDIDATES ?? 50_000);
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 200);
const RUNS = Number(process.env.RUNS ?? 30);
const which = process.env.DB ?? 'postgres';
const EVENT_ID = '7777';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function benchCandidateApp(databaseUrl: string | null, dataDir: string) {
  return buildApp({
    ...loadConfig({
      LOG_LEVEL: 'warn',
      CANDIDATE_MAX_SUBMISSIONS: '1000000',
    } as NodeJS.ProcessEnv),
    databaseUrl,
    dataDir,
    runWorkers: false,
    webDist: null,
    superAdmin: superAdminCredentials,
    logLevel: 'warn',
  });
}
type App = Awaited<ReturnType<typeof benchCandidateApp>>;

/** The ace demo account's event with its application open, and its candidates by SQL. */
async function seed(app: App): Promise<string> {
  await seedDemo(app.ctx);
  const demo = demoAdmins.find((d) => d.projectType === 'ace');
  const db = app.ctx.db;
  const [account] = rowsOf<{ id: string }>(
    await db.execute(
      `select a.id from admins a join auth_users u on u.id = a.user_id where u.email = '${demo?.email}'`,
    ),
  );
  await db.execute(`insert into events (id, account_id, source, assessment_name, assessment_for,
      company_name, project_type, registration_fields, selection, candidate_flow, launch_date, closing_date)
    values ('${EVENT_ID}', '${account?.id}', 'adminForm', 'Graduates 2026', 'Graduates', 'Ace Demo Inc.',
      'ace', '["fullName","email"]', '{"competencies":[],"games":[],"cognitive":[],"aptitude":[]}',
      true, '2020-01-01', '2099-12-31')`);
  const started = performance.now();
  // Varied like real applicants: 12 first names × 13 surnames (1 in 13 an Ali, 1 in 12 a
  // Khalid), e-mails at six domains (8 in 20 gmail.com, 1 in 20 mail.test), degrees, cities,
  // ages 17-60, 1 in 10 shortlisted.
  await db.execute(`insert into candidates (id, event_id, account_id, submission_id, name, name_lower,
      email, email_lower, phone, dob, gender, current_city, last_degree, degree_lower,
      university_name, cgpa, graduation_year, years_of_experience, answers, shortlisted, submitted_at)
    select gen_random_uuid(), '${EVENT_ID}', '${account?.id}', gen_random_uuid(),
      p.name, lower(p.name), p.email, p.email,
      '+92300' || lpad(i::text, 7, '0'), date '1966-01-01' + (i * 7919 % 15700),
      (array['male','female'])[1 + i % 2], (array['Karachi','Lahore','Islamabad','Multan','Quetta','other'])[1 + i % 6],
      d.degree, lower(d.degree), (array['NUST','LUMS','FAST','PU','ITU','UET'])[1 + i % 6],
      round((2 + (i % 200) / 100.0)::numeric, 2), 1994 + i % 32, (array['0','1','2','3','4','5','6','7','8+'])[1 + i % 9],
      jsonb_build_object('name', p.name, 'email', p.email, 'personality', 'Calm.'),
      i % 10 = 0, now() - (i || ' minutes')::interval
    from generate_series(1, ${CANDIDATES}) i
    cross join lateral (select (array['Computer Studies','Engineering','Accounting and Finance','Business and Management','Humanities','Arts & Design','Law','Media Studies & others'])[1 + i % 8] as degree) d
    cross join lateral (select
      (array['Sara','Ahmed','Fatima','Bilal','Ayesha','Usman','Zainab','Hamza','Maryam','Omar','Khalid','Hina'])[1 + i % 12]
        || ' ' || (array['Ali','Khan','Ahmed','Raza','Shah','Malik','Hussain','Qureshi','Butt','Chaudhry','Iqbal','Siddiqui','Javed'])[1 + i % 13] as name,
      'cand.' || i || '@' || (array['gmail.com','yahoo.com','gmail.com','hotmail.com','gmail.com','outlook.com','gmail.com','yahoo.com','gmail.com','hotmail.com','gmail.com','outlook.com','gmail.com','yahoo.com','gmail.com','hotmail.com','outlook.com','yahoo.com','nust.edu.pk','mail.test'])[1 + i % 20] as email) p`);
  // As autovacuum leaves a table after a bulk insert: the visibility map lets counts read the index alone.
  await db.execute('vacuum analyze candidates');
  console.log(
    `seeded ${CANDIDATES} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return demo?.email ?? '';
}

async function signIn(app: App, email: string): Promise<string> {
  const demo = demoAdmins.find((d) => d.email === email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: demo?.password },
  });
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

const base = `/api/events/${EVENT_ID}/candidates`;
const scope = `event_id = '${EVENT_ID}'`;
const order = 'order by submitted_at desc nulls last, id desc nulls last';
/** The search's SQL for a term without LIKE wildcards: anywhere in the name, e-mail or degree. */
const anywhere = (term: string) =>
  `(name_lower like '%${term}%' or email_lower like '%${term}%' or degree_lower like '%${term}%')`;
const cases = [
  { label: 'page 1', url: base, where: scope, limit: 10, offset: 0 },
  { label: 'page 2,000', url: `${base}?page=2000`, where: scope, limit: 10, offset: 19_990 },
  {
    label: 'search by e-mail start',
    url: `${base}?search=cand.4242`,
    where: `${scope} and ${anywhere('cand.4242')}`,
    limit: 10,
    offset: 0,
  },
  {
    label: "search a surname ('qureshi')",
    url: `${base}?search=Qureshi`,
    where: `${scope} and ${anywhere('qureshi')}`,
    limit: 10,
    offset: 0,
  },
  {
    // Every Ali and every Khalid: 22% of the event.
    label: "search a surname ('ali')",
    url: `${base}?search=Ali`,
    where: `${scope} and ${anywhere('ali')}`,
    limit: 10,
    offset: 0,
  },
  {
    label: "search a domain ('mail.test')",
    url: `${base}?search=mail.test`,
    where: `${scope} and ${anywhere('mail.test')}`,
    limit: 10,
    offset: 0,
  },
  {
    label: "search a domain ('gmail.com')",
    url: `${base}?search=gmail.com`,
    where: `${scope} and ${anywhere('gmail.com')}`,
    limit: 10,
    offset: 0,
  },
  {
    // No trigram in one letter: the event's rows are read.
    label: "search one letter ('k')",
    url: `${base}?search=k`,
    where: `${scope} and ${anywhere('k')}`,
    limit: 10,
    offset: 0,
  },
  {
    label: "search a degree's word",
    url: `${base}?search=engin`,
    where: `${scope} and ${anywhere('engin')}`,
    limit: 10,
    offset: 0,
  },
  {
    label: 'gender + age 19-25 + city',
    url: `${base}?gender=female&ageGroup=19-25&city=Lahore`,
    where: `${scope} and gender = 'female' and current_city = 'Lahore' and dob <= current_date - interval '19 years' and dob > current_date - interval '26 years'`,
    limit: 10,
    offset: 0,
  },
  {
    label: 'every filter + search',
    url: `${base}?search=cand.1&gender=male&ageGroup=26-45&shortlisted=no&degree=Engineering&university=NUST&city=Karachi&experience=3`,
    where: `${scope} and ${anywhere('cand.1')} and gender = 'male' and not shortlisted and last_degree = 'Engineering' and university_name = 'NUST' and current_city = 'Karachi' and years_of_experience = '3' and dob <= current_date - interval '26 years' and dob > current_date - interval '46 years'`,
    limit: 10,
    offset: 0,
  },
  {
    label: 'shortlisted, page size 20',
    url: `${base}?shortlisted=yes&pageSize=20`,
    where: `${scope} and shortlisted`,
    limit: 20,
    offset: 0,
  },
  {
    label: "page size 'All' (1,000 rows)",
    url: `${base}?pageSize=all`,
    where: scope,
    limit: 1000,
    offset: 0,
  },
];

async function listFigures(app: App, cookie: string) {
  for (const c of cases) {
    const api: number[] = [];
    const raw: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
      api.push(performance.now() - t0);
      if (response.statusCode !== 200) {
        throw new Error(`${c.label}: ${response.statusCode} ${response.body}`);
      }
      total = response.json().total;
      const t1 = performance.now();
      await app.ctx.db.execute(
        `select * from candidates where ${c.where} ${order} limit ${c.limit} offset ${c.offset}`,
      );
      await app.ctx.db.execute(`select count(*) from candidates where ${c.where}`);
      raw.push(performance.now() - t1);
    }
    if (process.env.EXPLAIN) {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await app.ctx.db.execute(
          `explain (analyze, buffers) select * from candidates where ${c.where} ${order} limit ${c.limit} offset ${c.offset}`,
        ),
      );
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
    console.log(
      `${c.label.padEnd(30)} API p50 ${ms(quantile(api, 0.5)).padStart(9)}  raw SQL p50 ${ms(quantile(raw, 0.5)).padStart(9)}  (${total} match)`,
    );
  }
}

async function submissions(app: App) {
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/candidate-flow/${EVENT_ID}/applications`;
  const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 - 9, 0x20)]);
  const count = async () =>
    rowsOf<{ n: number }>(
      await app.ctx.db.execute(`select count(*)::int as n from candidates where ${scope}`),
    )[0]?.n ?? 0;
  const before = await count();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, i) => {
      const form = new FormData();
      form.set('submissionId', randomUUID());
      form.set('answers', JSON.stringify(answers({ email: `bench.${i}@example.com` })));
      form.set('website', '');
      form.set('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
      const t0 = performance.now();
      const response = await fetch(url, { method: 'POST', body: form });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    }),
  );
  const wall = performance.now() - started;
  const stored = (await count()) - before;
  const files = rowsOf<{ n: number }>(
    await app.ctx.db.execute(
      `select count(*)::int as n from stored_files where kind = 'candidate-file'`,
    ),
  )[0]?.n;
  const ok = results.filter((r) => r.status === 201).length;
  const times = results.map((r) => r.ms);
  console.log(
    `${SUBMISSIONS} parallel submits with 1 MB resumes: ${ok} × 201, ${SUBMISSIONS - ok} failed; stored ${stored} candidates and ${files} files; ` +
      `p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(Math.max(...times))}; all done in ${(wall / 1000).toFixed(1)} s`,
  );
  if (ok !== SUBMISSIONS || stored !== SUBMISSIONS || files !== SUBMISSIONS) {
    process.exitCode = 1;
    console.log('LOST OR DOUBLED APPLICATIONS');
  }
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-candidates-'));
  const app = await benchCandidateApp(databaseUrl, dataDir);
  try {
    console.log(`\n== ${label}`);
    const email = await seed(app);
    await listFigures(app, await signIn(app, email));
    await submissions(app);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (which === 'pglite') {
  await run('embedded PGlite', null);
} else {
  await withBenchDatabase((url) => run('PostgreSQL server', url));
}
