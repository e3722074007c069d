import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../db/schema';

/**
 * Invariant: after `resetDatabase(app)` the database holds exactly what it held when the app
 * had just started, and nothing a test wrote. What start-up writes (bootstrap.ts and
 * catalog/seed.ts) survives: the pricing plans, the catalog (departments, regions,
 * difficulties, rewards, characters, mini games, games, competencies with their question bank
 * and stored bank files, and the `catalog_seeded` flag), the auth secret, and the super admin
 * (user, credential, admin row). They survive by being copied aside once, right after start-up
 * (`snapshotStartState`), and copied back after the truncate: a test that edits the catalog or
 * a plan leaves no trace either, and the seeds themselves need not be re-runnable (the catalog
 * seed runs once per database by design). Everything else (accounts, sessions, events,
 * participants, outbox, rate limits, payments, drafts) is gone, in one TRUNCATE … RESTART
 * IDENTITY CASCADE over every table, so a new table is covered without being listed here.
 *
 * The app, its database and its migrations stay (one per test file); only rows go. The bank
 * files' bytes are put back into storage too, in case a test deleted one.
 */
const SNAPSHOT_SCHEMA = 'test_start_state';

type StartState = {
  tables: string[];
  /** Tables with start-up rows, parents before children, so foreign keys hold on the way back. */
  seeded: string[];
  files: { key: string; data: Buffer }[];
};

const startStates = new WeakMap<FastifyInstance, StartState>();

/** Copies the freshly started app's rows aside; createTestApp calls it once per app. */
export async function snapshotStartState(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const tables = (
    await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await db.execute<{ child: string; parent: string }>(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`)
  ).rows;
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  const seeded: string[] = [];
  for (const table of parentsFirst(tables, edges)) {
    await db.execute(
      sql.raw(`create table ${SNAPSHOT_SCHEMA}."${table}" as table public."${table}"`),
    );
    const count = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${SNAPSHOT_SCHEMA}."${table}"`),
    );
    if ((count.rows[0]?.n ?? 0) > 0) {
      seeded.push(table);
    }
  }
  const files: StartState['files'] = [];
  for (const row of await db.select({ key: storedFiles.storageKey }).from(storedFiles)) {
    const data = await app.ctx.storage.get(row.key);
    if (data) {
      files.push({ key: row.key, data });
    }
  }
  startStates.set(app, { tables, seeded, files });
}

/** Back to the start-up state (see the invariant above); run it before each test. */
export async function resetDatabase(app: FastifyInstance): Promise<void> {
  const state = startStates.get(app);
  if (!state) {
    throw new Error('resetDatabase: the app was not made by createTestApp');
  }
  const list = state.tables.map((t) => `public."${t}"`).join(', ');
  await app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${list} restart identity cascade`));
    for (const table of state.seeded) {
      await tx.execute(
        sql.raw(`insert into public."${table}" select * from ${SNAPSHOT_SCHEMA}."${table}"`),
      );
    }
  });
  for (const file of state.files) {
    await app.ctx.storage.put(file.key, file.data);
  }
}

function parentsFirst(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) {
      return;
    }
    visiting.add(table);
    for (const edge of edges) {
      if (edge.child === table && edge.parent !== table) {
        visit(edge.parent);
      }
    }
    ordered.push(table);
  };
  for (const table of tables) {
    visit(table);
  }
  return ordered;
}
