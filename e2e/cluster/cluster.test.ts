import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
// The server tests' own webhook receiver and Stripe events (node's http and crypto, stripe).
import { startReceiver } from '../../apps/server/src/modules/webhooks/webhook-receiver';
import { checkoutCompletedEvent, stripeSignature } from '../../apps/server/src/test/stripe-events';
import { type Cluster, startCluster } from '../src/cluster';
import { superAdmin } from '../src/server';
import { type SmtpSink, startSmtpSink } from '../src/smtp-sink';

/**
 * A day of the product (docs/testing.md, test:cluster) through HAProxy in front of two server
 * processes on one PostgreSQL database and one S3 bucket, with one process killed (SIGKILL)
 * while participants play. Every request goes through the balancer (round robin) unless the check
 * is about the two processes themselves; `X-Served-By` tells which one answered.
 * The admin's webhook endpoint hears of every level end and completion: each delivery
 * arrives, signed, at least once, and twice only when the dead process was sending it.
 */

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures');
const stripeSecret = 'whsec_cluster_secret';
const admin = {
  name: 'Nadia Cluster',
  email: 'nadia@cluster.test',
  company: 'Cluster Co',
  password: 'cluster-pass-2026',
};
const PARTICIPANTS = 150;
const PLAYERS = 24;
const LEVELS = 2;
/**
 * The webhook receiver holds its answers until the kill (at most this long, below the sender's
 * 10 s timeout, so a held delivery still succeeds): deliveries stay in flight.
 */
const HOLD_MS = 5000;
/**
 * A player's thinking time before each answer: a level (4 items drawn from its pool) lasts
 * longer (~3 s) than the webhook senders' 2 s poll, so the kill, once the first level ends'
 * deliveries are claimed, comes while the second level is being played.
 */
const THINK_MS = 750;

let cluster: Cluster;
let sink: SmtpSink;
let db: pg.Client;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhookSecret = '';
let endHold = () => {};
const holdEnded = new Promise<void>((resolve) => {
  endHold = resolve;
});
/** Which process answered requests sent before the kill, and those sent after it. */
const servedBy = new Map<string, number>();
const servedAfterKill = new Map<string, number>();
let killed = false;
/** Requests that failed because their process died under them, then sent again. */
let retried = 0;
/** Any other 5xx: none is expected, before or after the kill. */
const serverErrors: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await startReceiver(
    () => webhookSecret,
    [200],
    () => Promise.race([holdEnded, new Promise<void>((r) => setTimeout(r, HOLD_MS))]),
  );
  cluster = await startCluster({
    env: {
      EDITION: 'progress',
      SMTP_URL: sink.url,
      STRIPE_SECRET_KEY: 'sk_test_cluster',
      STRIPE_WEBHOOK_SECRET: stripeSecret,
      SIGN_IN_WINDOW_SECONDS: '120',
      // The receiver listens on loopback, which the SSRF guard refuses otherwise.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await sink?.stop();
  await receiver?.close();
});

// ---------------------------------------------------------------------------------------------
// A client of the balancer

type Reply = { status: number; servedBy: string; headers: Headers; text: string };

type RequestOptions = {
  cookie?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Straight to one process, past the balancer. */
  base?: string;
  /**
   * Sent again when the process died under it (502/503 or a dropped connection), as the
   * player does: only for requests that have one effect however often they arrive.
   */
  retry?: boolean;
};

async function request(method: string, route: string, options: RequestOptions = {}) {
  const sentAfterKill = killed;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${options.base ?? cluster.url}${route}`, {
        method,
        redirect: 'manual',
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body:
          options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      });
      const reply: Reply = {
        status: response.status,
        servedBy: response.headers.get('x-served-by') ?? '',
        headers: response.headers,
        text: await response.text(),
      };
      if (options.retry && attempt < 10 && (reply.status === 502 || reply.status === 503)) {
        retried++;
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (reply.status >= 500) {
        serverErrors.push(`${method} ${route}: ${reply.status} ${reply.text.slice(0, 200)}`);
      }
      if (reply.servedBy) {
        const tally = sentAfterKill ? servedAfterKill : servedBy;
        tally.set(reply.servedBy, (tally.get(reply.servedBy) ?? 0) + 1);
      }
      return reply;
    } catch (error) {
      if (!options.retry || attempt >= 10) {
        throw error;
      }
      retried++;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The parsed JSON of a 2xx answer; anything else fails the test with its body. */
async function ok<T>(method: string, route: string, options: RequestOptions = {}): Promise<T> {
  const reply = await request(method, route, options);
  if (reply.status < 200 || reply.status >= 300) {
    throw new Error(`${method} ${route}: ${reply.status} ${reply.text}`);
  }
  return (reply.text ? JSON.parse(reply.text) : null) as T;
}

const cookieOf = (reply: Reply) =>
  reply.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return request('POST', '/api/auth/login', { json: { email, password }, headers });
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every outbox row sent (not pending): the processes' senders have drained it. */
const outboxDrained = () =>
  waitFor('the outbox to drain', async () => {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from outbox where status <> 'sent'`,
    );
    return row?.n === 0;
  });

function participantsCsv(count: number, prefix: string): string {
  const header =
    'Business Email,Full Name,Market Unit Code,Work Location,GPID,Country,Job Sub-Function,Gender,HR Manager Name,Region (Label),Level,Job Function';
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `${prefix}.${i}@cluster.test,"Person ${i}, Jr.",MU-${i % 4},City ${i % 3},${70_000_000 + i},PK,Sales,F,H. Lee,Asia,L0${i % 9},Ops`,
  );
  return [header, ...rows].join('\r\n');
}

const csvForm = (csv: string, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return form;
};

// ---------------------------------------------------------------------------------------------
// The day

it('runs a whole day on two processes behind the balancer, one of them killed midway', async () => {
  const started = Date.now();
  const [a, b] = cluster.backends;
  if (!a || !b) {
    throw new Error('two processes expected');
  }

  // Request ids: the balancer's id (lb-…) is kept by the server, and so is a client's own.
  const health = await request('GET', '/api/health');
  expect(health.headers.get('x-request-id')).toMatch(/^lb-[0-9a-f-]{36}$/);
  const own = await request('GET', '/api/health', { headers: { 'x-request-id': 'day-check-1' } });
  expect(own.headers.get('x-request-id')).toBe('day-check-1');

  // 1. The super admin signs in; the session works on either process.
  const root = await signIn(superAdmin.email, superAdmin.password);
  expect(root.status).toBe(200);
  const rootCookie = cookieOf(root);
  const rootSessions = await Promise.all(
    [a.url, b.url].map((base) =>
      ok<{ user: { role: string } }>('GET', '/api/auth/session', { base, cookie: rootCookie }),
    ),
  );
  expect(rootSessions.map((s) => s.user.role)).toEqual(['superAdmin', 'superAdmin']);
  // A session signed out on one process is over on the other at the next request: each
  // request reads its session, no process keeps a copy (docs/decisions/0026-thin-request-path.md).
  const second = cookieOf(await signIn(superAdmin.email, superAdmin.password));
  const admins = (base: string) => request('GET', '/api/admin/accounts', { base, cookie: second });
  expect((await admins(b.url)).status).toBe(200);
  const logout = await request('POST', '/api/auth/logout', { base: a.url, cookie: second });
  expect(logout.status).toBe(204);
  expect([(await admins(b.url)).status, (await admins(a.url)).status]).toEqual([401, 401]);
  expect(
    (await request('GET', '/api/admin/accounts', { base: b.url, cookie: rootCookie })).status,
  ).toBe(200);

  // 2. An admin registers and opens the verification link the mail carries.
  const registered = await request('POST', '/api/auth/register', {
    json: {
      name: admin.name,
      jobTitle: 'Talent Lead',
      email: admin.email,
      companyName: admin.company,
      country: 'Pakistan',
      password: admin.password,
      confirmPassword: admin.password,
      terms: true,
      free: true,
    },
  });
  expect(registered.status).toBe(201);
  const verification = await waitFor('the verification mail', async () =>
    sink.mails.find((m) => m.to.includes(admin.email)),
  );
  const verifyLink = /https?:\/\/\S+/.exec(verification.text)?.[0] ?? '';
  expect(verifyLink.startsWith(cluster.url)).toBe(true);
  const verified = await request('GET', verifyLink.slice(cluster.url.length));
  expect(verified.status).toBeLessThan(400);
  const signedIn = await signIn(admin.email, admin.password);
  expect(signedIn.status).toBe(200);
  const cookie = cookieOf(signedIn);
  const session = await ok<{ user: { accountId: string; plan: string } }>(
    'GET',
    '/api/auth/session',
    { cookie },
  );
  expect(session.user.plan).toBe('free');
  const accountId = session.user.accountId;
  const endpoint = await ok<{ secret: string }>('POST', '/api/webhooks', {
    cookie,
    json: {
      url: receiver.url,
      eventTypes: ['participant.level_completed', 'participant.completed'],
    },
  });
  webhookSecret = endpoint.secret;

  // 3. Stripe: one signed checkout completion delivered to both processes at once and once more
  // through the balancer is applied once.
  const payload = JSON.stringify(checkoutCompletedEvent(accountId, 'evt_cluster_1'));
  const receipts = await Promise.all(
    [a.url, b.url, undefined].map((base) => webhook(payload, base)),
  );
  expect(receipts.filter((r) => !r.duplicate)).toHaveLength(1);
  expect(await query(`select 1 from payments where lower(email) = $1`, [admin.email])).toHaveLength(
    1,
  );
  const upgraded = await ok<{ user: { plan: string } }>('GET', '/api/auth/session', { cookie });
  expect(upgraded.user.plan).toBe('premium');

  // 4. The wizard: the logo goes to the bucket through one process and is read through both.
  const logoBytes = readFileSync(path.join(fixtures, 'square-150.png'));
  const logoForm = new FormData();
  logoForm.append('file', new Blob([logoBytes], { type: 'image/png' }), 'logo.png');
  const logo = await ok<{ fileId: string; url: string }>('POST', '/api/uploads/images', {
    cookie,
    form: logoForm,
  });
  // Uploads may be re-encoded, so both processes must serve the same stored bytes.
  const copies = await Promise.all(
    [a.url, b.url].map(async (base) => {
      const file = await fetch(`${base}${logo.url}`, { headers: { cookie } });
      expect(file.status).toBe(200);
      return Buffer.from(await file.arrayBuffer());
    }),
  );
  expect(copies[0]?.length).toBeGreaterThan(100);
  expect(copies[0]?.equals(copies[1] ?? Buffer.alloc(0))).toBe(true);
  type Named = { id: string; name: string; tabName?: string };
  const { items: catalog } = await ok<{ items: Named[] }>('GET', '/api/competencies', { cookie });
  const { items: minis } = await ok<{ items: Named[] }>('GET', '/api/mini-games', { cookie });
  await ok('PUT', '/api/wizard/draft', {
    cookie,
    json: {
      info: {
        assessmentName: 'Cluster Week',
        assessmentFor: 'Staff',
        difficulty: 'Easy',
        candidateFlow: false,
      },
      competencies: catalog.slice(0, 5).map(({ id, name }) => ({ id, name })),
      games: ['Mini 1', 'Mini 2', 'Mini 3'].map((tab) => {
        const game = minis.find((g) => g.tabName === tab);
        return { id: game?.id ?? '', name: game?.name ?? '' };
      }),
      registrationFields: ['fullName', 'email', 'department', 'region'],
      loginMethods: ['email'],
      logo: { fileId: logo.fileId, url: logo.url, name: 'logo.png' },
      launchDate: new Date().toISOString().slice(0, 10),
      closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  // Generate pressed twice, each press reaching a different process: one game, generated whole.
  const streams = await Promise.all(
    [a.url, b.url].map((base) => request('POST', '/api/wizard/generate', { base, cookie })),
  );
  const lastLines = streams.map(
    (s) =>
      JSON.parse(s.text.trim().split('\n').at(-1) ?? '{}') as {
        eventId?: string;
        error?: { code: string };
      },
  );
  const generated = lastLines.filter((l) => l.eventId);
  expect(generated).toHaveLength(1);
  const eventId = generated[0]?.eventId ?? '';
  const events = await query<{ id: string }>(`select id from events where account_id = $1`, [
    accountId,
  ]);
  expect(events.map((e) => e.id)).toEqual([eventId]);
  // Whole: every numbered level has its questions at positions 1..n, none missing or doubled.
  const levels = await query<{ type: string; questions: number; first: number; last: number }>(
    `select l.type, count(q.*)::int as questions, min(q.position) as first,
            max(q.position) as last, count(distinct q.position)::int as distinct_positions
       from event_levels l left join event_questions q on q.level_id = l.id
      where l.event_id = $1 group by l.id`,
    [eventId],
  );
  const numbered = levels.filter((l) => l.type === 'Level');
  expect(numbered.length).toBeGreaterThan(1);
  for (const level of numbered) {
    expect(level.questions).toBeGreaterThan(0);
    expect(level).toMatchObject({
      first: 1,
      last: level.questions,
      distinct_positions: level.questions,
    });
  }
  const e = encodeURIComponent(eventId);

  // 5. Bulk upload, sent to one process while an admin watches the event live on the other:
  // every participant added once, each with one invitation mail, and the watcher told.
  const live = await watchLive(a.url, e, cookie);
  const bulk = await ok<{ totals: { added: number; skipped: number } }>(
    'POST',
    `/api/events/${e}/participants/bulk`,
    { base: b.url, cookie, form: csvForm(participantsCsv(PARTICIPANTS, 'person'), 'people.csv') },
  );
  expect(bulk.totals).toEqual({ rows: PARTICIPANTS, added: PARTICIPANTS, skipped: 0 });
  expect(await live.next((change) => change.participantsCount === PARTICIPANTS)).toBeTruthy();
  live.close();
  await outboxDrained();

  // 6. Rate limits are counted in the database: three wrong passwords from one client address,
  // answered by both processes, and the fourth attempt is refused wherever it lands.
  const client = { 'x-forwarded-for': '198.51.100.7' };
  const guesses = [];
  for (let i = 0; i < 3; i++) {
    guesses.push(await signIn(admin.email, `wrong-${i}`, client));
  }
  expect(guesses.map((g) => g.status)).toEqual([401, 401, 401]);
  expect(new Set(guesses.map((g) => g.servedBy)).size).toBe(2);
  const refused = await Promise.all([
    signIn(admin.email, admin.password, client),
    signIn(admin.email, admin.password, client),
  ]);
  expect(refused.map((r) => r.status)).toEqual([429, 429]);

  // 7. Participants open their mailed links and play, one process is killed midway; the
  // player's requests that die with it are sent again with the same client ids.
  const players = sink.mails
    .filter((m) => m.to.some((to) => to.startsWith('person.')))
    .slice(0, PLAYERS)
    .map((m) => {
      const link = /https?:\/\/\S+\/play\/\S+/.exec(m.text)?.[0] ?? '';
      return { email: m.to[0] ?? '', token: new URL(link).searchParams.get('token') ?? '' };
    });
  expect(players).toHaveLength(PLAYERS);
  let answered = 0;
  let killedAt = 0;
  /** The database's clock just after the kill: what the dead process claimed came before it. */
  let killedAtDb = '';
  const kill = async () => {
    killedAt = answered;
    await cluster.kill('b');
    killed = true;
    killedAtDb = (await query<{ now: string }>('select now()::text as now'))[0]?.now ?? '';
    endHold();
  };
  let firstLevelEnds = 0;
  /** From the first level end: kill when both processes send webhooks (or after 15 s). */
  const killWhileSending = async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      // A claim stamps its rows with its transaction's now() and leases them 120 s ahead, and a
      // sender claims again only once its claim is answered: two claims in flight at once are
      // one on each process.
      const [row] = await query<{ n: number }>(
        `select count(distinct last_attempt_at)::int as n from webhook_deliveries
          where status = 'pending' and next_attempt_at > now() + interval '60 seconds'`,
      );
      if ((row?.n ?? 0) >= 2) {
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await kill();
  };
  let killing: Promise<void> | null = null;
  type Item = { kind: string; index: number; options?: string[] };
  type PlayedLevel = { levelId: string; runId: string; answers: number; points: number };
  const play = async (token: string): Promise<PlayedLevel[]> => {
    const opened = await request('POST', `/api/play/${e}/session`, {
      json: { token },
      retry: true,
    });
    expect(opened.status).toBe(204);
    const playerCookie = cookieOf(opened);
    const played: PlayedLevel[] = [];
    for (let n = 0; n < LEVELS; n++) {
      const me = await ok<{ levels: { id: string; state: string }[] }>('GET', `/api/play/${e}/me`, {
        cookie: playerCookie,
        retry: true,
      });
      const level = me.levels.find((l) => l.state === 'open');
      if (!level) {
        break;
      }
      const run = await ok<{ id: string; items: Item[] }>(
        'POST',
        `/api/play/${e}/levels/${level.id}/runs`,
        { cookie: playerCookie, retry: true },
      );
      // Items and options are drawn and shuffled per attempt: the best option's shown position
      // is in the run's plan, which only the server (and this test, through the database) reads.
      const [stored] = await query<{ plan: { keys?: { ratings: number[] }[] } }>(
        'select plan from level_runs where id = $1',
        [run.id],
      );
      let answers = 0;
      for (const item of run.items) {
        if (item.kind !== 'question' && item.kind !== 'mini1') {
          continue;
        }
        await new Promise((r) => setTimeout(r, THINK_MS));
        const best = stored?.plan.keys?.[item.index]?.ratings.indexOf(1) ?? 0;
        await ok('POST', `/api/play/${e}/runs/${run.id}/answers`, {
          cookie: playerCookie,
          json: {
            clientId: randomUUID(),
            index: item.index,
            answer: { choice: Math.max(0, best) },
          },
          retry: true,
        });
        answers++;
        answered++;
      }
      const end = await ok<{ points: number }>('POST', `/api/play/${e}/runs/${run.id}/end`, {
        cookie: playerCookie,
        retry: true,
      });
      if (n === 0 && ++firstLevelEnds === 1) {
        killing = killWhileSending();
      }
      played.push({ levelId: level.id, runId: run.id, answers, points: end.points });
    }
    return played;
  };
  const plays = await Promise.all(players.map((p) => play(p.token)));
  await killing;
  expect(killed).toBe(true);
  expect(b.alive()).toBe(false);
  expect(answered).toBeGreaterThan(killedAt);
  await waitFor('the balancer to take the dead process out', async () => {
    const status = await cluster.status();
    return status.b?.startsWith('DOWN') && status.a === 'UP';
  });

  // Nothing lost or doubled: each run holds exactly the answers sent, its points are their sum
  // and what its level end said, and each level was played once.
  const runs = await query<{ id: string; points: number; answers: number; sum: number }>(
    `select r.id, r.points, count(a.*)::int as answers, coalesce(sum(a.points), 0)::int as sum
       from level_runs r left join run_answers a on a.run_id = r.id
      where r.event_id = $1 group by r.id`,
    [eventId],
  );
  const byRun = new Map(runs.map((r) => [r.id, r]));
  const playedLevels = plays.flat();
  expect(runs).toHaveLength(playedLevels.length);
  for (const level of playedLevels) {
    const run = byRun.get(level.runId);
    expect(run).toMatchObject({ answers: level.answers, points: level.points, sum: level.points });
  }
  const attempts = await query<{ n: number }>(
    `select count(*)::int as n from level_runs where event_id = $1 and (attempt <> 1 or ended_at is null)`,
    [eventId],
  );
  expect(attempts[0]?.n).toBe(0);

  // Webhooks: one delivery per level end and per completion, queued with its cause. A delivery
  // the dead process had claimed waits out its lease (120 s) before the survivor sends it;
  // the lease is ended here instead of waited for.
  await query(
    `update webhook_deliveries set next_attempt_at = now()
      where status = 'pending' and last_attempt_at <= $1::timestamptz`,
    [killedAtDb],
  );
  await waitFor('every webhook delivery to succeed', async () => {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries where status <> 'succeeded'`,
    );
    return row?.n === 0;
  });
  const deliveries = await query<{ event_type: string; event_id: string; attempts: number }>(
    `select event_type, event_id, attempts from webhook_deliveries`,
  );
  const levelEnds = deliveries.filter((d) => d.event_type === 'participant.level_completed');
  expect(levelEnds.map((d) => d.event_id).sort()).toEqual(
    playedLevels.map((l) => `level_completed_${l.runId}`).sort(),
  );
  const completions = await query<{ id: string }>(
    `select id from participants where event_id = $1 and completed_once`,
    [eventId],
  );
  expect(
    deliveries
      .filter((d) => d.event_type === 'participant.completed')
      .map((d) => d.event_id)
      .sort(),
  ).toEqual(completions.map((p) => `completed_${p.id}`).sort());
  expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  const receivedCopies = new Map<string, number>();
  for (const r of receiver.received) {
    const id = String(r.headers['webhook-id']);
    receivedCopies.set(id, (receivedCopies.get(id) ?? 0) + 1);
  }
  expect(receivedCopies.size).toBe(deliveries.length);
  for (const d of deliveries) {
    // At least once, and more than once only when a sender died before recording its answer
    // (each claim counts an attempt).
    const got = receivedCopies.get(d.event_id) ?? 0;
    expect(got).toBeGreaterThanOrEqual(1);
    expect(got).toBeLessThanOrEqual(d.attempts);
  }
  const webhooksResent = deliveries.filter((d) => d.attempts > 1).length;

  // 8. After the kill: the survivor serves everything, with the sessions the dead one made.
  const afterKill = await ok<{ user: { accountId: string } }>('GET', '/api/auth/session', {
    cookie,
  });
  expect(afterKill.user.accountId).toBe(accountId);
  const invited = await ok<{ totals: { added: number } }>(
    'POST',
    `/api/events/${e}/invitations/bulk`,
    {
      cookie,
      form: csvForm(
        ['email', ...Array.from({ length: 20 }, (_, i) => `late.${i}@cluster.test`)].join('\r\n'),
        'invite.csv',
      ),
    },
  );
  expect(invited.totals.added).toBe(20);

  // 9. Reports read the whole day.
  const board = await ok<{ total: number; items: { email: string; currentScore: number }[] }>(
    'GET',
    `/api/events/${e}/leaderboard`,
    { cookie },
  );
  expect(board.total).toBe(PARTICIPANTS + 20);
  const scores = await query<{ email_lower: string; current_score: number }>(
    `select email_lower, current_score from participants where event_id = $1
      order by current_score desc, email_lower limit 10`,
    [eventId],
  );
  expect(board.items.map((i) => [i.email.toLowerCase(), i.currentScore])).toEqual(
    scores.map((s) => [s.email_lower, s.current_score]),
  );
  for (const report of ['level-statistics', 'competency-report', 'participants']) {
    expect((await request('GET', `/api/events/${e}/${report}`, { cookie })).status).toBe(200);
  }

  // 10. Each mail sent once: every outbox row was claimed once, and the SMTP server got
  // exactly one message for each.
  await outboxDrained();
  const outbox = await query<{ to_address: string; subject: string; attempts: number }>(
    `select to_address, subject, attempts from outbox`,
  );
  expect(outbox.length).toBe(1 + PARTICIPANTS + 20);
  expect(outbox.every((m) => m.attempts === 1)).toBe(true);
  const key = (to: string, subject: string) => `${to.toLowerCase()}|${subject}`;
  const sent = new Map<string, number>();
  for (const mail of sink.mails) {
    const k = key(mail.to[0] ?? '', mail.subject);
    sent.set(k, (sent.get(k) ?? 0) + 1);
  }
  expect(sink.mails).toHaveLength(outbox.length);
  for (const row of outbox) {
    expect(sent.get(key(row.to_address, row.subject))).toBe(1);
  }

  // Both processes served the day until one died; then only the survivor did.
  expect(servedBy.get('a')).toBeGreaterThan(20);
  expect(servedBy.get('b')).toBeGreaterThan(20);
  expect([...servedAfterKill.keys()]).toEqual(['a']);
  expect(serverErrors).toEqual([]);
  console.log(
    `cluster day: ${Date.now() - started} ms; served before the kill a=${servedBy.get('a')} b=${servedBy.get('b')}, after it a=${servedAfterKill.get('a')}; ` +
      `${answered} answers (kill after ${killedAt}); ${retried} requests sent again after the kill; ${sink.mails.length} mails; ` +
      `${deliveries.length} webhook deliveries (${webhooksResent} claimed by the killed process, sent again)`,
  );
});

/** An admin's live stream (server-sent events) of one process; `next` waits for a change. */
async function watchLive(base: string, eventId: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events/${eventId}/live`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  type Change = { participantsCount: number };
  return {
    next: async (wanted: (change: Change) => boolean): Promise<Change> => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          const data = /^data: (.*)$/m.exec(event)?.[1];
          const change = data ? (JSON.parse(data) as Change) : null;
          if (change && wanted(change)) {
            return change;
          }
        }
      }
      throw new Error('no such live change within 10 s');
    },
    close: () => controller.abort(),
  };
}

async function webhook(payload: string, base?: string) {
  const response = await fetch(`${base ?? cluster.url}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, stripeSecret),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { received: boolean; duplicate: boolean };
}
