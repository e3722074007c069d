import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite } from '../../db/client';

type Journal = { entries: { tag: string }[] };
type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * A database migrated up to `lastTag`, then to the newest migration on request: PGlite in memory,
 * or a fresh database on the DATABASE_URL server (dropped at the end).
 */
async function databaseAt(lastTag: string) {
  const older = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, older, { recursive: true });
  const journalPath = path.join(older, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(upTo).toBeGreaterThanOrEqual(0);
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }),
  );

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = openPglite();
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: older });
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    return {
      query,
      migrateToNewest: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        rmSync(older, { recursive: true, force: true });
      },
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: older });
  const query: Query = async (text) => (await pool.query<Record<string, unknown>>(text)).rows;
  return {
    query,
    migrateToNewest: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(older, { recursive: true, force: true });
    },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('migration 0008: participants get uuid keys', () => {
  let database: Awaited<ReturnType<typeof databaseAt>>;

  beforeAll(async () => {
    database = await databaseAt('0007_account_time_zone');
    const q = database.query;
    await q(`insert into auth_users (id, name, email) values ('u1', 'A', 'a@a.test')`);
    await q(`insert into admins (id, user_id, company_name, company_key, project_type)
             values ('00000000-0000-4000-8000-000000000001', 'u1', 'Acme', 'acme', 'progress')`);
    await q(`insert into events (id, account_id, source, assessment_name, assessment_for, company_name, project_type, selection)
             values ('ab_g', '00000000-0000-4000-8000-000000000001', 'adminForm', 'G', 'All', 'Acme', 'progress', '{}'),
                    ('b_g', '00000000-0000-4000-8000-000000000001', 'adminForm', 'G', 'All', 'Acme', 'progress', '{}')`);
    // The old key: lower-cased e-mail + event id.
    await q(`insert into participants (id, event_id, email, email_lower, name, name_lower, current_score)
             values ('ann@x.testab_g', 'ab_g', 'Ann@x.test', 'ann@x.test', 'Ann', 'ann', 70),
                    ('bob@x.testb_g', 'b_g', 'bob@x.test', 'bob@x.test', 'Bob', 'bob', 30)`);
    await q(`insert into participant_level_scores (participant_id, event_id, competency, level, achieved_score, total_score, total_questions, percentage)
             values ('ann@x.testab_g', 'ab_g', 'Lead', '1', 7, 10, 2, 70),
                    ('ann@x.testab_g', 'ab_g', 'Lead', '2', 5, 10, 2, 50),
                    ('bob@x.testb_g', 'b_g', 'Lead', '1', 3, 10, 2, 30)`);
    await q(`insert into participant_competency_scores (participant_id, event_id, competency, average_percentage, levels_played)
             values ('ann@x.testab_g', 'ab_g', 'Lead', 60, 2), ('bob@x.testb_g', 'b_g', 'Lead', 30, 1)`);
    await database.migrateToNewest();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives every existing participant its own uuid and keeps its score rows with it', async () => {
    const people = await database.query(
      `select id::text as id, email_lower, current_score from participants order by email_lower`,
    );
    expect(people.map((p) => p.email_lower)).toEqual(['ann@x.test', 'bob@x.test']);
    const [ann, bob] = people.map((p) => String(p.id));
    expect(ann).toMatch(uuidPattern);
    expect(bob).toMatch(uuidPattern);
    expect(ann).not.toBe(bob);
    const levels = await database.query(
      `select participant_id::text as pid, level, percentage from participant_level_scores order by percentage`,
    );
    expect(levels).toEqual([
      { pid: bob, level: '1', percentage: 30 },
      { pid: ann, level: '2', percentage: 50 },
      { pid: ann, level: '1', percentage: 70 },
    ]);
    const averages = await database.query(
      `select participant_id::text as pid, average_percentage from participant_competency_scores order by average_percentage`,
    );
    expect(averages).toEqual([
      { pid: bob, average_percentage: 30 },
      { pid: ann, average_percentage: 60 },
    ]);
  });

  it('keeps the keys, the cascade and the one-e-mail-per-event rule', async () => {
    const q = database.query;
    const [fresh] = await q(
      `insert into participants (event_id, email, email_lower, name, name_lower)
       values ('b_g', 'cy@x.test', 'cy@x.test', 'Cy', 'cy') returning id::text as id`,
    );
    expect(String(fresh?.id)).toMatch(uuidPattern);
    await expect(
      q(`insert into participants (event_id, email, email_lower, name, name_lower)
         values ('b_g', 'CY@x.test', 'cy@x.test', 'Cy', 'cy')`),
    ).rejects.toThrow();
    await expect(
      q(`insert into participant_level_scores (participant_id, event_id, competency, level, achieved_score, total_score, total_questions, percentage)
         values (gen_random_uuid(), 'b_g', 'Lead', '1', 1, 1, 1, 1)`),
    ).rejects.toThrow();
    const [ann] = await q(
      `select id::text as id from participants where email_lower = 'ann@x.test'`,
    );
    await expect(
      q(`insert into participant_level_scores (participant_id, event_id, competency, level, achieved_score, total_score, total_questions, percentage)
         values ('${String(ann?.id)}', 'ab_g', 'Lead', '1', 1, 1, 1, 1)`),
    ).rejects.toThrow();
    await q(`delete from participants where email_lower = 'ann@x.test'`);
    expect(await q(`select 1 from participant_level_scores where event_id = 'ab_g'`)).toHaveLength(
      0,
    );
    expect(
      await q(`select 1 from participant_competency_scores where event_id = 'ab_g'`),
    ).toHaveLength(0);
    const [scoreIndex] = await q(
      `select indexdef from pg_indexes where indexname = 'participants_event_score_idx'`,
    );
    expect(String(scoreIndex?.indexdef)).toContain('current_score DESC NULLS LAST, email_lower)');
    const indexes = await q(
      `select indexname from pg_indexes where tablename in ('participants', 'participant_level_scores', 'participant_competency_scores') order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        'participants_pkey',
        'participants_event_email_key',
        'participants_event_score_idx',
        'participant_level_scores_key',
        'participant_competency_scores_key',
      ]),
    );
  });
});
