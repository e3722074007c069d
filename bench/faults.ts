/**
 * Fault trials (docs/benchmarks.md). The built server (apps/server/dist/main.js) runs as a child
 * process on one data directory and one database; for each of four operations (a participant
 * bulk upload, a question import, a game generation, a player's level end) TRIALS (20) times:
 * start the request, SIGKILL the server at a moment spread over the request's measured
 * duration (from before it reaches the server to after it answered), then look at the data
 * the restarted server would find, through SQL and the stored files: the request's effect must
 * be whole or absent, and every counter the schema keeps (event participant counts, the
 * account's users and assessments, the report totals, candidate counts, level attempts) equal
 * to a real count, every stored file row with its bytes. Prints one table per database.
 *
 *   node --import tsx bench/faults.ts                      PostgreSQL (BENCH_DATABASE_URL), then PGlite
 *   FAULT_DB=postgres|pglite node --import tsx bench/faults.ts   one of them
 *   PG_RESTART=1 node --import tsx bench/faults.ts         restarts the PostgreSQL server under load
 *
 * Needs `npm run build -w @app/server` first. PG_RESTART restarts the machine's PostgreSQL
 * cluster with pg_ctlcluster (PG_CLUSTER, default the only one under /etc/postgresql).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { todayIn, type WizardDraft } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { admins, participantSessions, participants } from '../apps/server/src/db/schema';
import { newSessionToken } from '../apps/server/src/modules/play/links';
import { playerCookieName } from '../apps/server/src/modules/play/sessions';
import { gameDraft, generateGame } from '../apps/server/src/test/games';
import {
  accountOf,
  cookieFrom,
  login,
  multipartBody,
  registerAndSignIn,
  superAdminCredentials,
} from '../apps/server/src/test/harness';
import { serverUrl } from './support';

const TRIALS = Number(process.env.TRIALS ?? 20);
const BULK_ROWS = Number(process.env.BULK_ROWS ?? 5000);
const QUESTION_ROWS = Number(process.env.QUESTION_ROWS ?? 3000);
const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const EMAIL = 'faults@acme.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- SQL on either database, opened by this process while the server is down (PGlite takes
// one process) or beside it (PostgreSQL).

type Sql = {
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

async function openSql(kind: Kind, target: string): Promise<Sql> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    return {
      rows: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  // With the migrations' extensions, as the server opens it (a candidate row needs pg_trgm).
  const db = openPglite({ dataDir: target });
  await db.waitReady;
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

// --- The server as a child process, killed and started again on the same data.

type Kind = 'postgres' | 'pglite';

class ServerProcess {
  child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<number> {
    const started = performance.now();
    this.output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (d) => {
      this.output += String(d);
    });
    child.stderr?.on('data', (d) => {
      this.output += String(d);
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited (${child.exitCode}) at start:\n${this.output}`);
      }
      const ok = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        return performance.now() - started;
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not start in 60 s:\n${this.output}`);
      }
      await sleep(50);
    }
  }

  async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// --- Files the trials send.

function participantsCsv(prefix: string, rows: number): Buffer {
  const header =
    'Business Email,Full Name,Market Unit Code,Work Location,GPID,Country,Job Sub-Function,Gender,HR Manager Name,Region (Label),Level,Job Function';
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `${prefix}.${i}@example.com,Person ${i},MU-${i % 5},City ${i % 7},${70_000_000 + i},PK,Sales,F,H,R,L0${i % 9},Ops`,
  );
  return Buffer.from([header, ...lines].join('\r\n'));
}

function questionCsv(competency: string, rows: number): Buffer {
  const header =
    'Type,Leadership Ability,Level,Difficulty,Name,Subject,Email,Question,Answer One,Answer Two,Answer Three,Answer Four,Response One,Response Two,Response Three,Response Four,Response,Reward';
  const lines = [header];
  const types = ['Question', 'Email', 'SMS'];
  for (let i = 0; i < rows; i++) {
    const type = types[i % 3];
    const who =
      type === 'Question'
        ? ',,'
        : type === 'Email'
          ? 'Tom Becker,Re: update,lead@example.com'
          : 'Sara Khan,,';
    const moods = type === 'Question' ? 'happy,normal,sad,angry' : ',,,';
    lines.push(
      `${type},${competency},${(i % 7) + 1},${i % 3 === 0 ? 'Hard' : 'Easy'},${who},"Question ${i}: what, then, do you do?",Talk it over,Decide alone,Ask the team,Wait,${moods},1|2|3|2,500`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

// --- What the trials share: the account, its events, the players, set up once in process.

type Setup = {
  cookie: string;
  rootCookie: string;
  accountId: string;
  bulkEventId: string;
  playEventId: string;
  /** One player per trial, plus one to measure the level end's duration. */
  players: string[];
  draft: WizardDraft;
  reimportId: string;
  reimportName: string;
};

async function setUp(kind: Kind, env: NodeJS.ProcessEnv): Promise<Setup> {
  const app = await buildApp({
    ...loadConfig(env),
    databaseUrl: kind === 'postgres' ? (env.DATABASE_URL ?? null) : null,
    runWorkers: false,
    webDist: null,
    logLevel: 'warn',
  });
  try {
    const cookie = await registerAndSignIn(app, { email: EMAIL });
    const { account } = await accountOf(app, EMAIL);
    await app.ctx.db
      .update(admins)
      .set({ maxUsers: 10_000_000, maxAssessments: 10_000, projectType: 'progress' })
      .where(eq(admins.id, account.id));
    const today = todayIn('UTC');
    const created = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie },
      payload: {
        assessmentName: 'Bulk',
        assessmentFor: 'Faults',
        launchDate: today,
        closingDate: today,
      },
    });
    const bulkEventId = created.json().id as string;
    const playEventId = await generateGame(app, cookie, 'progress', 'Fault Play');

    const players = await app.ctx.db
      .insert(participants)
      .values(
        Array.from({ length: TRIALS + 1 }, (_, i) => ({
          eventId: playEventId,
          email: `player.${i}@example.com`,
          emailLower: `player.${i}@example.com`,
          name: `Player ${i}`,
          nameLower: `player ${i}`,
        })),
      )
      .returning({ id: participants.id });
    const playerCookies: string[] = [];
    for (const row of players) {
      const { token, hash } = newSessionToken();
      await app.ctx.db.insert(participantSessions).values({
        tokenHash: hash,
        participantId: row.id,
        eventId: playEventId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      playerCookies.push(`${playerCookieName(playEventId)}=${token}`);
    }
    // Written directly above, so the counters are set to the truth the trials must keep.
    await app.ctx.db.execute(
      sql`update events set participants_count = (select count(*) from participants p where p.event_id = events.id)`,
    );
    await app.ctx.db.execute(
      sql`update admins set users_count = (select count(*) from participants p join events e on e.id = p.event_id where e.account_id = admins.id)`,
    );

    const draft = await gameDraft(app, cookie, 'progress', 'Fault Game');

    const rootCookie = cookieFrom(
      await login(app, superAdminCredentials.email, superAdminCredentials.password),
    );
    const reimportName = 'Fault Reimport';
    const check = multipartBody({
      file: {
        name: 'bank.csv',
        data: questionCsv(reimportName, 50),
        contentType: 'text/csv',
      },
    });
    const file = await app.inject({
      method: 'POST',
      url: `/api/uploads/question-banks?competency=${encodeURIComponent(reimportName)}`,
      payload: check.payload,
      headers: { ...check.headers, cookie: rootCookie },
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/competencies',
      headers: { cookie: rootCookie },
      payload: { name: reimportName, description: 'Faults', questionFileId: file.json().fileId },
    });
    if (saved.statusCode !== 201) {
      throw new Error(`setup: competency refused: ${saved.body}`);
    }
    return {
      cookie,
      rootCookie,
      accountId: account.id,
      bulkEventId,
      playEventId,
      players: playerCookies,
      draft,
      reimportId: saved.json().competency.id as string,
      reimportName,
    };
  } finally {
    await app.close();
  }
}

// --- The invariants every trial must leave true, whatever the operation.

type Check = { violations: string[]; orphanFiles: number };

async function checkInvariants(db: Sql, dataDir: string, accountId: string): Promise<Check> {
  const violations: string[] = [];
  const wrong = async (label: string, query: string, params: unknown[] = []) => {
    const rows = await db.rows<Record<string, unknown>>(query, params);
    if (rows.length > 0) {
      violations.push(`${label}: ${JSON.stringify(rows.slice(0, 3))}`);
    }
  };
  await wrong(
    'events.participants_count differs from the participants',
    `select e.id, e.participants_count, (select count(*)::int from participants p where p.event_id = e.id) as real
       from events e where e.participants_count <> (select count(*) from participants p where p.event_id = e.id)`,
  );
  await wrong(
    "the account's users_count differs from its participants",
    `select a.users_count, (select count(*)::int from participants p join events e on e.id = p.event_id where e.account_id = a.id) as real
       from admins a where a.id = $1 and a.users_count <> (select count(*) from participants p join events e on e.id = p.event_id where e.account_id = a.id)`,
    [accountId],
  );
  await wrong(
    "the account's assessments_count differs from its events",
    `select a.assessments_count, (select count(*)::int from events e where e.account_id = a.id) as real
       from admins a where a.id = $1 and a.assessments_count <> (select count(*) from events e where e.account_id = a.id)`,
    [accountId],
  );
  await wrong(
    'report_level_totals differ from participant_levels',
    `with kept as (select event_id, level_name, sum(players)::int as players, sum(passed)::int as passed, sum(points_sum)::bigint as points
                     from report_level_totals group by 1, 2 having sum(players) <> 0 or sum(passed) <> 0 or sum(points_sum) <> 0),
          real as (select event_id, level_name, count(*)::int as players, (count(*) filter (where passed))::int as passed, sum(points)::bigint as points
                     from participant_levels group by 1, 2)
     select * from kept full join real using (event_id, level_name)
      where kept.players is distinct from real.players or kept.passed is distinct from real.passed
         or kept.points is distinct from real.points`,
  );
  await wrong(
    'report_competency_level_totals differ from participant_level_scores',
    `with kept as (select event_id, competency, level, sum(players)::int as players, sum(percentage_sum)::bigint as total
                     from report_competency_level_totals group by 1, 2, 3 having sum(players) <> 0 or sum(percentage_sum) <> 0),
          real as (select event_id, competency, level, count(*)::int as players, sum(percentage)::bigint as total
                     from participant_level_scores group by 1, 2, 3)
     select * from kept full join real using (event_id, competency, level)
      where kept.players is distinct from real.players or kept.total is distinct from real.total`,
  );
  await wrong(
    'report_competency_histogram differs from participant_competency_scores',
    `with kept as (select event_id, competency, percentage, completed, sum(participants)::int as n
                     from report_competency_histogram group by 1, 2, 3, 4 having sum(participants) <> 0),
          real as (select event_id, competency, average_percentage as percentage, completed, count(*)::int as n
                     from participant_competency_scores group by 1, 2, 3, 4)
     select * from kept full join real using (event_id, competency, percentage, completed)
      where kept.n is distinct from real.n`,
  );
  await wrong(
    'candidate_counts differ from the candidates',
    `select e.id from events e left join candidate_counts c on c.event_id = e.id
      where coalesce(c.total, 0) <> (select count(*) from candidates x where x.event_id = e.id)`,
  );
  await wrong(
    "participant_levels' attempts differ from the ended runs",
    `select l.participant_id, l.level_id, l.attempts,
            (select count(*)::int from level_runs r where r.participant_id = l.participant_id and r.level_id = l.level_id and r.ended_at is not null) as ended
       from participant_levels l
      where l.attempts <> (select count(*) from level_runs r where r.participant_id = l.participant_id and r.level_id = l.level_id and r.ended_at is not null)
         or not exists (select 1 from level_runs r where r.id = l.best_run_id and r.ended_at is not null)`,
  );
  await wrong(
    'an ended run whose level has no counted attempt',
    `select r.id from level_runs r where r.ended_at is not null and not exists
       (select 1 from participant_levels l where l.participant_id = r.participant_id and l.level_id = r.level_id)`,
  );
  await wrong(
    "a question of another event's level",
    `select q.id from event_questions q join event_levels l on l.id = q.level_id where l.event_id <> q.event_id limit 3`,
  );
  await wrong(
    'a generated event without its levels, questions, characters or questions file',
    `select e.id from events e where e.source = 'wizard' and (e.questions_file_id is null
        or not exists (select 1 from event_levels l where l.event_id = e.id)
        or not exists (select 1 from event_questions q where q.event_id = e.id)
        or not exists (select 1 from event_characters c where c.event_id = e.id))`,
  );
  await wrong(
    "a competency's questions not numbered 1..n",
    `select competency_id, count(*)::int as n, max(position) as top, count(distinct position)::int as distinct_positions
       from question_bank group by 1 having max(position) <> count(*) or count(distinct position) <> count(*)`,
  );
  await wrong(
    'a participant without the invitation mail',
    `select p.email_lower from participants p where p.email_lower like 'bulk%'
        and not exists (select 1 from outbox o where o.to_address = p.email) limit 3`,
  );
  // Stored files: every row has its bytes; bytes without a row are only counted (a file is
  // written before its row commits, so a crash between them leaves an unreferenced file).
  const files = await db.rows<{ storage_key: string; size: number }>(
    'select storage_key, size from stored_files',
  );
  const root = path.join(dataDir, 'files');
  const referenced = new Set<string>();
  for (const file of files) {
    referenced.add(file.storage_key);
    const full = path.join(root, file.storage_key);
    if (!existsSync(full)) {
      violations.push(`stored file row without its bytes: ${file.storage_key}`);
    } else if (statSync(full).size !== Number(file.size)) {
      violations.push(
        `stored file ${file.storage_key}: ${statSync(full).size} bytes, row says ${file.size}`,
      );
    }
  }
  let orphanFiles = 0;
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const key = path.relative(root, path.join(entry.parentPath, entry.name));
        if (!referenced.has(key) && !key.startsWith('health/')) {
          orphanFiles++;
        }
      }
    }
  }
  return { violations, orphanFiles };
}

// --- The four operations: prepare (server up), the request to kill, and how to judge it.

type Outcome = 'whole' | 'absent' | string;
type Trial = {
  /** Requests before the one killed (uploads, a draft, a run's answers). */
  prepare: () => Promise<void>;
  /** The request the kill interrupts; resolves when its answer has been read whole. */
  request: () => Promise<unknown>;
  judge: (db: Sql) => Promise<Outcome>;
};
type Operation = { name: string; trial: (i: number) => Trial };

function operations(
  server: ServerProcess,
  setup: Setup,
  openBeside: () => Promise<Sql>,
): Operation[] {
  const origin = server.url;
  type Multipart = { payload: Buffer; headers: Record<string, string> };
  const http = (method: string, url: string, cookie: string, body?: unknown | Multipart) => {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { cookie, origin },
    };
    if (body && typeof body === 'object' && 'payload' in body && Buffer.isBuffer(body.payload)) {
      const multipart = body as Multipart;
      Object.assign(init.headers, multipart.headers);
      init.body = new Uint8Array(multipart.payload);
    } else if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(`${server.url}${url}`, init);
  };
  const ok = async (response: Response) => {
    if (!response.ok) {
      throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    }
    return response.json();
  };

  const bulk: Operation = {
    name: 'bulk upload',
    trial: (i) => {
      const prefix = `bulk${i}`;
      const body = multipartBody({
        file: {
          name: `${prefix}.csv`,
          data: participantsCsv(prefix, BULK_ROWS),
          contentType: 'text/csv',
        },
      });
      return {
        prepare: async () => {},
        request: async () =>
          ok(
            await http(
              'POST',
              `/api/events/${setup.bulkEventId}/participants/bulk`,
              setup.cookie,
              body,
            ),
          ),
        judge: async (db) => {
          const [row] = await db.rows<{ people: number; mails: number }>(
            `select (select count(*)::int from participants where event_id = $1 and email_lower like $2) as people,
                    (select count(*)::int from outbox where to_address like $2) as mails`,
            [setup.bulkEventId, `${prefix}.%`],
          );
          const { people, mails } = row ?? { people: -1, mails: -1 };
          if (people === 0 && mails === 0) {
            return 'absent';
          }
          if (people === BULK_ROWS && mails === BULK_ROWS) {
            return 'whole';
          }
          return `${people} of ${BULK_ROWS} participants and ${mails} mails`;
        },
      };
    },
  };

  const importing: Operation = {
    name: 'question import',
    trial: (i) => {
      // Even trials create a competency with its file; odd ones replace the questions of an
      // existing one (a different count each time, so old and new are told apart).
      const replace = i % 2 === 1;
      const name = replace ? setup.reimportName : `Fault Import ${i}`;
      const rows = replace ? QUESTION_ROWS + i : QUESTION_ROWS;
      let fileId = '';
      let before: { n: number; file: string | null } = { n: 0, file: null };
      return {
        prepare: async () => {
          const body = multipartBody({
            file: { name: 'bank.csv', data: questionCsv(name, rows), contentType: 'text/csv' },
          });
          const check = await ok(
            await http(
              'POST',
              `/api/uploads/question-banks?competency=${encodeURIComponent(name)}`,
              setup.rootCookie,
              body,
            ),
          );
          fileId = (check as { fileId: string }).fileId;
          if (replace) {
            const db = await openBeside();
            try {
              before = await competencyState(db, setup.reimportId);
            } finally {
              await db.close();
            }
          }
        },
        request: async () =>
          ok(
            replace
              ? await http('PATCH', `/api/competencies/${setup.reimportId}`, setup.rootCookie, {
                  description: 'Faults',
                  questionFileId: fileId,
                })
              : await http('POST', '/api/competencies', setup.rootCookie, {
                  name,
                  description: 'Faults',
                  questionFileId: fileId,
                }),
          ),
        judge: async (db) => {
          if (replace) {
            const after = await competencyState(db, setup.reimportId);
            if (after.n === rows && after.file === fileId) {
              return 'whole';
            }
            if (after.n === before.n && after.file === before.file) {
              return 'absent';
            }
            return `${after.n} questions (before ${before.n}, file ${rows}), file ${after.file === fileId ? 'new' : after.file === before.file ? 'old' : after.file}`;
          }
          const [found] = await db.rows<{ id: string }>(
            'select id from competencies where lower(name) = lower($1)',
            [name],
          );
          if (!found) {
            return 'absent';
          }
          const state = await competencyState(db, found.id);
          return state.n === rows && state.file === fileId
            ? 'whole'
            : `competency with ${state.n} of ${rows} questions, file ${state.file === fileId ? 'set' : state.file}`;
        },
      };
    },
  };

  let shape: { levels: number; questions: number; characters: number } | null = null;
  const generation: Operation = {
    name: 'generation',
    trial: (i) => {
      const name = `Fault Game ${i}`;
      return {
        prepare: async () => {
          await ok(
            await http('PUT', '/api/wizard/draft', setup.cookie, {
              ...setup.draft,
              info: {
                assessmentName: name,
                assessmentFor: 'Faults',
                difficulty: 'Easy',
                candidateFlow: false,
              },
            }),
          );
        },
        request: async () => {
          const response = await http('POST', '/api/wizard/generate', setup.cookie);
          const text = await response.text();
          if (!text.includes('"done":true')) {
            throw new Error(`generation failed: ${text.slice(0, 300)}`);
          }
          return text;
        },
        judge: async (db) => {
          const [event] = await db.rows<{
            id: string;
            levels: number;
            questions: number;
            characters: number;
            file: string | null;
          }>(
            `select e.id, e.questions_file_id as file,
                    (select count(*)::int from event_levels l where l.event_id = e.id) as levels,
                    (select count(*)::int from event_questions q where q.event_id = e.id) as questions,
                    (select count(*)::int from event_characters c where c.event_id = e.id) as characters
               from events e where e.account_id = $1 and e.assessment_name = $2`,
            [setup.accountId, name],
          );
          const [draft] = await db.rows<{ n: number }>(
            'select count(*)::int as n from event_drafts where account_id = $1',
            [setup.accountId],
          );
          const draftKept = (draft?.n ?? 0) > 0;
          if (!event) {
            return draftKept ? 'absent' : 'no event, and the draft is gone';
          }
          const got = {
            levels: event.levels,
            questions: event.questions,
            characters: event.characters,
          };
          shape ??= got;
          const problems = [];
          if (JSON.stringify(got) !== JSON.stringify(shape)) {
            problems.push(`event ${JSON.stringify(got)}, a whole one ${JSON.stringify(shape)}`);
          }
          if (!event.file) {
            problems.push('no questions file');
          }
          if (draftKept) {
            problems.push('the event was generated but its draft is still there');
          }
          return problems.length === 0 ? 'whole' : problems.join('; ');
        },
      };
    },
  };

  const levelEnd: Operation = {
    name: 'level end',
    trial: (i) => {
      const cookie = setup.players[i] ?? '';
      const base = `/api/play/${encodeURIComponent(setup.playEventId)}`;
      let runId = '';
      return {
        prepare: async () => {
          const state = (await ok(await http('GET', `${base}/me`, cookie))) as {
            levels: { id: string }[];
          };
          const level = state.levels[0];
          const run = (await ok(
            await http('POST', `${base}/levels/${level?.id}/runs`, cookie),
          )) as { id: string; items: { index: number; kind: string }[] };
          runId = run.id;
          for (const item of run.items) {
            if (item.kind !== 'question') {
              throw new Error(`level end: the first level asks a ${item.kind}`);
            }
            await ok(
              await http('POST', `${base}/runs/${run.id}/answers`, cookie, {
                clientId: randomUUID(),
                index: item.index,
                answer: { choice: 0 },
              }),
            );
          }
        },
        request: async () => ok(await http('POST', `${base}/runs/${runId}/end`, cookie)),
        judge: async (db) => {
          const [row] = await db.rows<{
            ended: boolean;
            points: number;
            levels: number;
            best: boolean;
            level_scores: number;
            competency_scores: number;
            last: number;
            score: number;
          }>(
            `select r.ended_at is not null as ended, r.points,
                    (select count(*)::int from participant_levels l where l.participant_id = r.participant_id) as levels,
                    exists (select 1 from participant_levels l where l.best_run_id = r.id and l.points = r.points and l.attempts = 1) as best,
                    (select count(*)::int from participant_level_scores s where s.participant_id = r.participant_id) as level_scores,
                    (select count(*)::int from participant_competency_scores s where s.participant_id = r.participant_id) as competency_scores,
                    p.last_completed_score as last, p.current_score as score
               from level_runs r join participants p on p.id = r.participant_id where r.id = $1`,
            [runId],
          );
          if (!row) {
            return 'the run is gone';
          }
          if (
            !row.ended &&
            row.levels === 0 &&
            row.level_scores === 0 &&
            row.competency_scores === 0 &&
            row.last === 0 &&
            row.score === 0
          ) {
            return 'absent';
          }
          if (
            row.ended &&
            row.levels === 1 &&
            row.best &&
            row.level_scores > 0 &&
            row.competency_scores > 0 &&
            row.last === row.points
          ) {
            return 'whole';
          }
          return `partial level end: ${JSON.stringify(row)}`;
        },
      };
    },
  };

  return [bulk, importing, generation, levelEnd];
}

async function competencyState(db: Sql, id: string) {
  const [row] = await db.rows<{ n: number; file: string | null }>(
    `select (select count(*)::int from question_bank where competency_id = c.id) as n,
            c.question_file_id as file
       from competencies c where c.id = $1`,
    [id],
  );
  return row ?? { n: -1, file: null };
}

// --- One database's run.

type Row = {
  operation: string;
  trials: number;
  /** Trials whose answer arrived before the kill. */
  answered: number;
  whole: number;
  absent: number;
  violations: number;
  ms: number;
};

async function runTrials(kind: Kind, databaseUrl: string | null): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `faults-${kind}-`));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPERADMIN_EMAIL: superAdminCredentials.email,
    SUPERADMIN_PASSWORD: superAdminCredentials.password,
    LOG_LEVEL: 'error',
    EDITION: 'progress',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  } else {
    delete env.DATABASE_URL;
  }
  const target = databaseUrl ?? path.join(dataDir, 'db');
  const rows: Row[] = [];
  const server = new ServerProcess(port, env);
  try {
    const setup = await setUp(kind, env);
    // A trial's "before" is read beside the running server on PostgreSQL; PGlite allows one
    // process, so there it is read with the server briefly stopped.
    const ops = operations(server, setup, async () => {
      if (kind === 'postgres') {
        return openSql(kind, target);
      }
      await server.signal('SIGTERM');
      const db = await openSql(kind, target);
      const close = db.close;
      return {
        rows: db.rows,
        close: async () => {
          await close();
          await server.start();
        },
      };
    });
    await server.start();
    for (const op of ops) {
      // The last player and a trial index past the others measure the request uninterrupted.
      const probe = op.trial(TRIALS);
      // Measured on a server just started, as every trial's is: a cold process is slower.
      await server.signal('SIGTERM');
      await server.start();
      await probe.prepare();
      const t0 = performance.now();
      await probe.request();
      const ms = performance.now() - t0;
      const row: Row = {
        operation: op.name,
        trials: 0,
        answered: 0,
        whole: 0,
        absent: 0,
        violations: 0,
        ms,
      };
      const notes: string[] = [];
      for (let i = 0; i < TRIALS; i++) {
        const trial = op.trial(i);
        if (!server.child) {
          await server.start();
        }
        await trial.prepare();
        // Spread over [0, 1.5 × duration): early kills land before the server has the whole
        // request, late ones after it answered.
        const delay = ((i + Math.random()) / TRIALS) * 1.5 * ms;
        const pending = trial.request().then(
          () => 'answered',
          () => 'cut',
        );
        await sleep(delay);
        await server.signal('SIGKILL');
        if ((await pending) === 'answered') {
          row.answered++;
        }
        let db: Sql;
        try {
          db = await openSql(kind, target);
        } catch (error) {
          row.trials++;
          row.violations++;
          notes.push(`trial ${i}: the database did not open after the kill: ${String(error)}`);
          throw new Error(notes.join('\n'));
        }
        try {
          const outcome = await trial.judge(db);
          const invariants = await checkInvariants(db, dataDir, setup.accountId);
          row.trials++;
          if (outcome !== 'whole' && outcome !== 'absent') {
            row.violations++;
            notes.push(`trial ${i} (kill at ${delay.toFixed(0)} ms): ${outcome}`);
          } else if (invariants.violations.length > 0) {
            row.violations++;
            notes.push(
              `trial ${i} (kill at ${delay.toFixed(0)} ms, ${outcome}): ${invariants.violations.join('; ')}`,
            );
          } else {
            row[outcome]++;
          }
        } finally {
          await db.close();
        }
        await server.start();
      }
      rows.push(row);
      for (const note of notes) {
        console.log(`  ${kind} ${op.name}: ${note}`);
      }
    }
    const db = await openSql(kind, target).catch(() => null);
    if (db) {
      const { orphanFiles } = await checkInvariants(db, dataDir, setup.accountId);
      console.log(`  ${kind}: ${orphanFiles} stored file(s) without a row after all trials`);
      await db.close();
    }
  } finally {
    await server.signal('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(kind: Kind, rows: Row[]) {
  console.log(`\n${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}:`);
  console.log('operation        request  trials  answered before kill  whole  absent  violations');
  for (const r of rows) {
    console.log(
      `${r.operation.padEnd(16)} ${`${r.ms.toFixed(0)} ms`.padStart(7)}  ${String(r.trials).padStart(6)}  ${String(r.answered).padStart(20)}  ${String(r.whole).padStart(5)}  ${String(r.absent).padStart(6)}  ${String(r.violations).padStart(10)}`,
    );
  }
}

async function withDatabase<T>(body: (url: string) => Promise<T>): Promise<T> {
  const name = `faults_${randomBytes(4).toString('hex')}`;
  // A client of its own for each statement: PG_RESTART would cut one held across the run.
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

// --- PG_RESTART: the PostgreSQL server restarts under load.

async function restartUnderLoad(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-restart-'));
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPERADMIN_EMAIL: superAdminCredentials.email,
    SUPERADMIN_PASSWORD: superAdminCredentials.password,
    LOG_LEVEL: 'fatal',
    EDITION: 'progress',
    METRICS_TOKEN: token,
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const server = new ServerProcess(port, env);
  const cluster =
    process.env.PG_CLUSTER ?? `${readdirSync('/etc/postgresql').sort().at(-1) ?? ''} main`;
  try {
    const setup = await setUp('postgres', env);
    await server.start();
    const base = `/api/play/${encodeURIComponent(setup.playEventId)}`;
    const requests = [
      { url: `${server.url}${base}/me`, cookie: setup.players[0] ?? '' },
      { url: `${server.url}/api/events`, cookie: setup.cookie },
      { url: `${server.url}/api/events/${setup.bulkEventId}/participants`, cookie: setup.cookie },
    ];
    const counts = { ok: 0, s503: 0, s500: 0, other: 0, network: 0 };
    const otherStatuses = new Map<number, number>();
    let firstFailure = 0;
    let lastFailure = 0;
    let restartEnded = 0;
    const okTimes: number[] = [];
    let stop = false;
    const started = performance.now();
    const worker = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const target = requests[(w + n) % requests.length];
        if (!target) {
          continue;
        }
        const t = performance.now() - started;
        try {
          const response = await fetch(target.url, { headers: { cookie: target.cookie } });
          await response.arrayBuffer();
          if (response.ok) {
            counts.ok++;
            okTimes.push(t);
          } else {
            firstFailure ||= t;
            lastFailure = t;
            if (response.status === 503) {
              counts.s503++;
            } else if (response.status === 500) {
              counts.s500++;
            } else {
              counts.other++;
              otherStatuses.set(response.status, (otherStatuses.get(response.status) ?? 0) + 1);
            }
          }
        } catch {
          counts.network++;
        }
        await sleep(10);
      }
    };
    const workers = Array.from({ length: 16 }, (_, w) => worker(w));
    await sleep(3000);
    const restartStarted = performance.now() - started;
    // Asynchronously: the load must go on while PostgreSQL stops and starts.
    await promisify(execFile)('pg_ctlcluster', [
      '--skip-systemctl-redirect',
      ...cluster.split(' '),
      'restart',
    ]);
    restartEnded = performance.now() - started;
    await sleep(7000);
    stop = true;
    await Promise.all(workers);
    // Idle connections of the outage have been replaced; read the pool as the server sees it.
    await sleep(1000);
    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const gauge = (name: string) =>
      metrics.split('\n').find((line) => line.startsWith(`${name} `)) ?? `${name} (missing)`;
    const total = counts.ok + counts.s503 + counts.s500 + counts.other + counts.network;
    console.log(
      `\nPostgreSQL restart under load (16 clients, ${requests.length} routes, cluster ${cluster}):`,
    );
    console.log(
      `  ${total} requests: ${counts.ok} succeeded, ${counts.s503} answered 503, ${counts.s500} answered 500, ${counts.other} other${otherStatuses.size ? ` ${JSON.stringify(Object.fromEntries(otherStatuses))}` : ''}, ${counts.network} without an answer`,
    );
    const recovered = Math.min(...okTimes.filter((t) => t > lastFailure));
    console.log(
      firstFailure
        ? `  failures from +${(firstFailure - restartStarted).toFixed(0)} ms to +${(lastFailure - restartStarted).toFixed(0)} ms after the restart began; requests succeed again from +${(recovered - restartStarted).toFixed(0)} ms, on the same server process (pg_ctlcluster returned at +${(restartEnded - restartStarted).toFixed(0)} ms)`
        : `  no request failed (pg_ctlcluster took ${(restartEnded - restartStarted).toFixed(0)} ms)`,
    );
    console.log(
      `  pool after: ${gauge('db_pool_connections')}, ${gauge('db_pool_idle')}, ${gauge('db_pool_waiting')}`,
    );
    const after = await fetch(`${server.url}/api/ready`);
    console.log(`  /api/ready after: ${after.status} ${await after.text()}`);
  } finally {
    await server.signal('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(serverDir, 'dist/main.js'))) {
  throw new Error('build the server first: npm run build -w @app/server');
}
if (process.env.PG_RESTART === '1') {
  await withDatabase(restartUnderLoad);
} else {
  const which = process.env.FAULT_DB;
  if (!which || which === 'postgres') {
    printTable('postgres', await withDatabase((url) => runTrials('postgres', url)));
  }
  if (!which || which === 'pglite') {
    printTable('pglite', await runTrials('pglite', null));
  }
}
