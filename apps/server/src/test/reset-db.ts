import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import {
  aceGames,
  characters,
  competencies,
  departments,
  difficulties,
  miniGames,
  miniScreens,
  pricingPlans,
  questionBank,
  questionRewards,
  regions,
  storedFiles,
} from '../db/schema';

/**
 * Invariant: after `resetDatabase(app)` the database holds exactly what it held when the app
 * had just started, and nothing a test wrote. What start-up writes (bootstrap.ts and
 * catalog/seed.ts) survives: the pricing plans, the catalog (departments, regions,
 * difficulties, rewards, characters, mini games, games, competencies with their question bank
 * and stored bank files, and the `catalog_seeded` flag), the auth secret, and the super admin
 * (user, credential, admin row). They survive by being copied aside once, right after start-up
 * (`snapshotStartState`), and copied back: a test that edits the catalog or a plan leaves no
 * trace either, and the seeds need not be re-runnable (the catalog seed runs once per database
 * by design). Everything else (accounts, sessions, events, participants, outbox, rate limits,
 * payments, drafts, uploaded files) is gone.
 *
 * How: every table but the catalog's is emptied (so a new tenant table is covered without being
 * listed here), then the super admin and the settings rows copied back. As a superuser (CI's
 * server, the embedded database) by DELETEs with triggers and foreign keys off
 * (session_replication_role = replica) and the tables' sequences restarted, all in one
 * statement: TRUNCATE makes new files for every table and index, 260 ms a reset on the
 * PostgreSQL server against 60 ms for the DELETEs. Otherwise one TRUNCATE … RESTART IDENTITY
 * CASCADE. The catalog (774 question rows) is truncated and copied back only when a
 * test changed it: triggers on its tables raise a flag, which keeps a reset near 40 ms.
 * Uploaded files' rows go by id (the bank files' rows stay). The app, its database and its
 * migrations stay (one per test file); the bank files' bytes are put back into storage too.
 */
const SNAPSHOT = 'test_start_state';

/** Seeded tables no tenant writes: copied back only when the dirty flag says they changed. */
export const CATALOG: readonly string[] = [
  pricingPlans,
  departments,
  regions,
  difficulties,
  questionRewards,
  characters,
  storedFiles,
  miniGames,
  miniScreens,
  aceGames,
  competencies,
  questionBank,
].map((t) => getTableName(t));

type StartState = {
  /** Emptied every time. */
  tenant: string[];
  /** The one statement that empties them (DELETEs, sequences restarted), for a superuser. */
  emptyTenant: string | null;
  /** Of `tenant`, those with start-up rows (the super admin, the settings), parents first. */
  tenantSeeded: string[];
  /** CATALOG, parents first. */
  catalog: string[];
  files: { key: string; data: Buffer }[];
  /** The columns to copy back, for tables with a generated column (which takes no value). */
  columns: Map<string, string>;
};

const startStates = new WeakMap<FastifyInstance, StartState>();

/** Copies the freshly started app's rows aside; createTestApp calls it once per app. */
export async function snapshotStartState(app: FastifyInstance): Promise<void> {
  // In one transaction, so a failed copy leaves no half-made snapshot schema.
  const { tenantSeeded, ordered } = await app.ctx.db.transaction((tx) => copyStartState(tx));
  const files = await storedFileBytes(app);
  const tenant = ordered.filter((t) => !CATALOG.includes(t));
  const generated = await app.ctx.db.execute<{ name: string; cols: string }>(
    sql.raw(`select c.relname as name,
        string_agg(quote_ident(a.attname), ', ' order by a.attnum) as cols
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
        and exists (select 1 from pg_attribute g where g.attrelid = c.oid and g.attgenerated <> '')
      group by c.relname`),
  );
  startStates.set(app, {
    tenant,
    emptyTenant: await emptyingStatement(app, tenant),
    tenantSeeded,
    catalog: ordered.filter((t) => CATALOG.includes(t)),
    files,
    columns: new Map(generated.rows.map((r) => [r.name, r.cols])),
  });
}

/**
 * Makes the database as it is now (and the stored files) the state `resetDatabase` returns to:
 * for a test that goes back to one arranged world many times (the route walk), on an app of its
 * own, since every later test of that app would start from it.
 */
export async function keepAsStartState(app: FastifyInstance): Promise<void> {
  // The old copy goes with its schema; its triggers on the catalog's tables go with its function.
  await app.ctx.db.execute(sql.raw(`drop schema ${SNAPSHOT} cascade`));
  await snapshotStartState(app);
}

/** Every stored file's bytes by key (the bank files, the mini screens' pictures, uploads). */
export async function storedFileBytes(app: FastifyInstance): Promise<StartState['files']> {
  const files: StartState['files'] = [];
  for (const row of await app.ctx.db.select({ key: storedFiles.storageKey }).from(storedFiles)) {
    const data = await app.ctx.storage.get(row.key);
    if (data) {
      files.push({ key: row.key, data });
    }
  }
  return files;
}

/** The snapshot schema: every table's rows copied aside, and the catalog's dirty triggers. */
async function copyStartState(db: Tx): Promise<{ tenantSeeded: string[]; ordered: string[] }> {
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
      where c.contype = 'f' and n.nspname = 'public' and not c.condeferrable`)
  ).rows;
  const ordered = parentsFirst(tables, edges);
  // The bank files' rows are checked by count instead: deleting uploads (every reset) would
  // raise a statement trigger's flag each time.
  const watched = ordered.filter((t) => CATALOG.includes(t) && t !== getTableName(storedFiles));
  // One statement for the whole schema: one round trip instead of ~130 (~0.4 s an app on the
  // PostgreSQL server). DO bodies run each quoted command in turn.
  const commands = [
    `create table ${SNAPSHOT}.dirty (flag boolean not null)`,
    `insert into ${SNAPSHOT}.dirty values (false)`,
    ...ordered.map((t) => `create table ${SNAPSHOT}."${t}" as table public."${t}"`),
    ...watched.map(
      (t) => `create trigger test_mark_dirty after insert or update or delete or truncate
        on public."${t}" for each statement execute function ${SNAPSHOT}.mark_dirty()`,
    ),
  ];
  await db.execute(sql.raw(`create schema ${SNAPSHOT}`));
  await db.execute(
    sql.raw(`create function ${SNAPSHOT}.mark_dirty() returns trigger language plpgsql as $$
      begin update ${SNAPSHOT}.dirty set flag = true; return null; end $$`),
  );
  await db.execute(
    sql.raw(`do $do$ begin
      ${commands.map((c) => `execute ${quoteLiteral(c)};`).join('\n      ')}
    end $do$`),
  );
  const counts = await db.execute<{ name: string; n: number }>(
    sql.raw(
      ordered
        .map((t) => `select ${quoteLiteral(t)} as name, count(*)::int as n from ${SNAPSHOT}."${t}"`)
        .join(' union all '),
    ),
  );
  const tenantSeeded = ordered.filter(
    (t) => !CATALOG.includes(t) && (counts.rows.find((r) => r.name === t)?.n ?? 0) > 0,
  );
  return { tenantSeeded, ordered };
}

/** A string as an SQL literal (table names and commands the test code made itself). */
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Back to the start-up state (see the invariant above); run it before each test. */
export async function resetDatabase(app: FastifyInstance): Promise<void> {
  const state = startStates.get(app);
  if (!state) {
    throw new Error('resetDatabase: the app was not made by createTestApp');
  }
  const list = (tables: string[]) => tables.map((t) => `public."${t}"`).join(', ');
  const files = `public."${getTableName(storedFiles)}"`;
  await app.ctx.db.transaction(async (tx) => {
    // A deferrable key closes a cycle (a user's account, an account's owner): checked at commit.
    await tx.execute(sql.raw('set constraints all deferred'));
    await tx.execute(
      sql.raw(state.emptyTenant ?? `truncate ${list(state.tenant)} restart identity cascade`),
    );
    // Uploads go; deleting one that the catalog pointed to changes the catalog, which the
    // triggers then see.
    await tx.execute(
      sql.raw(
        `delete from ${files} where id not in (select id from ${SNAPSHOT}."${getTableName(storedFiles)}")`,
      ),
    );
    const dirty = await tx.execute<{ flag: boolean }>(
      sql.raw(`select (select flag from ${SNAPSHOT}.dirty) or (select count(*) from ${files}) <>
        (select count(*) from ${SNAPSHOT}."${getTableName(storedFiles)}") as flag`),
    );
    const restore = [...state.tenantSeeded];
    if (dirty.rows[0]?.flag) {
      await tx.execute(sql.raw(`truncate ${list(state.catalog)} restart identity cascade`));
      restore.unshift(...state.catalog);
    }
    for (const table of restore) {
      const cols = state.columns.get(table);
      await tx.execute(
        sql.raw(
          cols
            ? `insert into public."${table}" (${cols}) select ${cols} from ${SNAPSHOT}."${table}"`
            : `insert into public."${table}" select * from ${SNAPSHOT}."${table}"`,
        ),
      );
    }
    await tx.execute(sql.raw(`update ${SNAPSHOT}.dirty set flag = false`));
  });
  for (const file of state.files) {
    await app.ctx.storage.put(file.key, file.data);
  }
}

/**
 * For a superuser: one DO block that deletes every row of `tenant` with triggers and foreign
 * keys off, then restarts the sequences those tables own (what RESTART IDENTITY did). Null
 * when the role may not set session_replication_role.
 */
export async function emptyingStatement(
  app: FastifyInstance,
  tenant: string[],
): Promise<string | null> {
  const { db } = app.ctx;
  const role = await db.execute<{ superuser: boolean }>(
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (!role.rows[0]?.superuser) {
    return null;
  }
  const sequences = (
    await db.execute<{ name: string; owner: string }>(sql`
      select format('public.%I', s.relname) as name, t.relname as owner
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`)
  ).rows
    .filter((r) => tenant.includes(r.owner))
    .map((r) => r.name);
  return `do $$ begin
    set local session_replication_role = replica;
    ${tenant.map((t) => `delete from public."${t}";`).join('\n    ')}
    ${sequences.map((q) => `perform setval('${q}', 1, false);`).join('\n    ')}
    set local session_replication_role = origin;
  end $$`;
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
