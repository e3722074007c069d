import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { admins, events, outbox, participants } from '../apps/server/src/db/schema';
import { accountOf, multipartBody, registerAndSignIn } from '../apps/server/src/test/harness';
import { benchApp, withBenchDatabase } from './support';

const fixture = path.resolve(import.meta.dirname, '../../shared/fixtures/participants-10000.csv');
const BIG = Number(process.env.PARTICIPANTS ?? 100_000);

/** Rows in the bulk upload: the 10,000-row fixture, or BULK generated rows. */
const BULK = Number(process.env.BULK ?? 10_000);

function participantsCsv(): Buffer {
  if (BULK === 10_000 && existsSync(fixture)) {
    return readFileSync(fixture);
  }
  const header =
    'Business Email,Full Name,Market Unit Code,Work Location,GPID,Country,Job Sub-Function,Gender,HR Manager Name,Region (Label),Level,Job Function';
  const rows = Array.from(
    { length: BULK },
    (_, i) =>
      `person.${i}@example.com,Person ${i},MU-${i % 5},City ${i % 7},${70_000_000 + i},PK,Sales,F,H,R,L0${i % 9},Ops`,
  );
  return Buffer.from([header, ...rows].join('\r\n'));
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(databaseUrl: string) {
  const app = await benchApp(databaseUrl);
  try {
    const cookie = await registerAndSignIn(app);
    const { account } = await accountOf(app, 'ayesha@acme.test');
    await app.ctx.db
      .update(admins)
      .set({ maxUsers: 1_000_000, maxAssessments: 10 })
      .where(eq(admins.id, account.id));
    const makeEvent = async (name: string) => {
      const today = new Date().toISOString().slice(0, 10);
      const response = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie },
        payload: {
          assessmentName: name,
          assessmentFor: 'Bench',
          launchDate: today,
          closingDate: today,
        },
      });
      return response.json().id as string;
    };

    // 1. Bulk upload.
    const bulkEvent = await makeEvent('Bulk');
    const data = participantsCsv();
    const body = multipartBody({
      file: { name: 'participants-10000.csv', data, contentType: 'text/csv' },
    });
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/${bulkEvent}/participants/bulk`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    const seconds = (performance.now() - started) / 1000;
    const [mails] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    console.log(
      `bulk upload: ${response.json().totals?.added} participants (${(data.length / 1024).toFixed(0)} KiB) in ${seconds.toFixed(2)} s end to end, ${mails?.n} outbox rows`,
    );

    // 2. Users list on a big event: rows generated in SQL, counters set to match.
    const bigEvent = await makeEvent('Big');
    await app.ctx.db.execute(sql`
      insert into ${participants} (event_id, email, email_lower, name, name_lower, department, region, current_level, current_score, last_updated)
      select ${bigEvent}, 'user' || g || '@example.com', 'user' || g || '@example.com',
             'Name ' || g, 'name ' || g, 'MU-' || (g % 20), 'City ' || (g % 30), 1 + (g % 8), (g * 7919) % 100000,
             now() - (g % 1000) * interval '1 hour'
      from generate_series(1, ${BIG}) g`);
    await app.ctx.db.update(events).set({ participantsCount: BIG }).where(eq(events.id, bigEvent));
    await app.ctx.db.execute(sql`analyze ${participants}`);

    const cases: [string, string, string][] = [
      [
        'first page',
        '',
        `select * from participants where event_id = '${bigEvent}' order by current_score desc nulls last, email_lower limit 10`,
      ],
      [
        'page 500',
        'page=500',
        `select * from participants where event_id = '${bigEvent}' order by current_score desc nulls last, email_lower limit 10 offset 4990`,
      ],
      [
        'prefix search "name 4242"',
        'search=name%204242',
        `select * from participants where event_id = '${bigEvent}' and (name_lower like 'name 4242%' or email_lower like 'name 4242%') order by (current_score + 0) desc, email_lower limit 10`,
      ],
      [
        'filter level 3 + MU-6',
        'levels=3&departments=MU-6',
        `select * from participants where event_id = '${bigEvent}' and current_level in (3) and department in ('MU-6') order by (current_score + 0) desc, email_lower limit 10`,
      ],
      [
        'filter level 3 + MU-7 (matches none)',
        'levels=3&departments=MU-7',
        `select * from participants where event_id = '${bigEvent}' and current_level in (3) and department in ('MU-7') order by (current_score + 0) desc, email_lower limit 10`,
      ],
    ];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [label, query, raw] of cases) {
      const api: number[] = [];
      const sqlTimes: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t0 = performance.now();
        const r = await app.inject({
          url: `/api/events/${bigEvent}/participants?${query}`,
          headers: { cookie },
        });
        api.push(performance.now() - t0);
        if (r.statusCode !== 200) {
          throw new Error(r.body);
        }
        const t1 = performance.now();
        await client.query(raw);
        sqlTimes.push(performance.now() - t1);
      }
      console.log(
        `users list, ${BIG} participants, ${label}: API p50 ${p50(api).toFixed(1)} ms, raw SQL p50 ${p50(sqlTimes).toFixed(1)} ms`,
      );
    }
    await client.end();
    // The users list's filter choices: a skip scan of the (event, column) indexes.
    const choices: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const r = await app.inject({
        url: `/api/events/${bigEvent}/participants/filter-values`,
        headers: { cookie },
      });
      choices.push(performance.now() - t0);
      if (r.statusCode !== 200) {
        throw new Error(r.body);
      }
    }
    console.log(
      `users list, ${BIG} participants, filter choices (20 departments, 30 regions): API p50 ${p50(choices).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
  }
}

await withBenchDatabase(main);
