import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { rowsOf } from '../../db/client';
import type { ParticipantTable } from './queries';

async function query<T>(app: FastifyInstance, text: SQL): Promise<T[]> {
  return rowsOf<T>(await app.ctx.db.execute(text));
}

async function countOf(app: FastifyInstance, text: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(app, text);
  return Number(row?.n ?? 0);
}

/**
 * Rows about one participant, counted straight from each table with SQL written here (not the
 * module's queries): the outbox by participant and by address.
 */
export async function participantRowCounts(
  app: FastifyInstance,
  id: string,
  email: string,
): Promise<Record<ParticipantTable, number>> {
  const by = (table: string) =>
    countOf(
      app,
      sql`select count(*)::int as n from ${sql.raw(table)} where participant_id = ${id}`,
    );
  return {
    participants: await countOf(
      app,
      sql`select count(*)::int as n from participants where id = ${id}`,
    ),
    participant_sessions: await by('participant_sessions'),
    level_runs: await by('level_runs'),
    run_answers: await countOf(
      app,
      sql`select count(*)::int as n from run_answers a join level_runs r on r.id = a.run_id
           where r.participant_id = ${id}`,
    ),
    participant_levels: await by('participant_levels'),
    participant_level_scores: await by('participant_level_scores'),
    participant_competency_scores: await by('participant_competency_scores'),
    greenhouse_interviews: await by('greenhouse_interviews'),
    run_item_phases: await countOf(
      app,
      sql`select count(*)::int as n from run_item_phases p join level_runs r on r.id = p.run_id
           where r.participant_id = ${id}`,
    ),
    webhook_deliveries: await by('webhook_deliveries'),
    outbox: await countOf(
      app,
      sql`select count(*)::int as n from outbox
           where participant_id = ${id} or lower(to_address) = ${email.toLowerCase()}`,
    ),
  };
}

/**
 * Every counter erasure must keep, beside a recount from the rows: the events' and accounts'
 * participant counts, the report totals and the candidate counts. Equal objects mean true.
 */
export async function countersAndRecount(app: FastifyInstance) {
  const events = await query(
    app,
    sql`select e.id, e.participants_count as n from events e order by e.id`,
  );
  const eventsRecount = await query(
    app,
    sql`select e.id, (select count(*)::int from participants p where p.event_id = e.id) as n
          from events e order by e.id`,
  );
  const accounts = await query(app, sql`select id, users_count as n from admins order by id`);
  const accountsRecount = await query(
    app,
    sql`select a.id, (select count(*)::int from participants p join events e on e.id = p.event_id
                       where e.account_id = a.id) as n from admins a order by a.id`,
  );
  const levels = await query(
    app,
    sql`select event_id, level_name, sum(players)::int as players, sum(passed)::int as passed,
               sum(points_sum)::int as points
          from report_level_totals group by 1, 2 having sum(players) <> 0 order by 1, 2`,
  );
  const levelsRecount = await query(
    app,
    sql`select event_id, level_name, count(*)::int as players,
               (count(*) filter (where passed))::int as passed, sum(points)::int as points
          from participant_levels group by 1, 2 order by 1, 2`,
  );
  const competencies = await query(
    app,
    sql`select event_id, competency, level, sum(players)::int as players,
               sum(percentage_sum)::int as total
          from report_competency_level_totals group by 1, 2, 3 having sum(players) <> 0
         order by 1, 2, 3`,
  );
  const competenciesRecount = await query(
    app,
    sql`select event_id, competency, level, count(*)::int as players,
               sum(percentage)::int as total
          from participant_level_scores group by 1, 2, 3 order by 1, 2, 3`,
  );
  const histogram = await query(
    app,
    sql`select event_id, competency, percentage, completed, sum(participants)::int as n
          from report_competency_histogram group by 1, 2, 3, 4 having sum(participants) <> 0
         order by 1, 2, 3, 4`,
  );
  const histogramRecount = await query(
    app,
    sql`select event_id, competency, average_percentage as percentage, completed,
               count(*)::int as n
          from participant_competency_scores group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const candidates = await query(
    app,
    sql`select event_id, total, shortlisted from candidate_counts where total <> 0 order by 1`,
  );
  const candidatesRecount = await query(
    app,
    sql`select event_id, count(*)::int as total,
               (count(*) filter (where shortlisted))::int as shortlisted
          from candidates group by 1 order by 1`,
  );
  return {
    kept: { events, accounts, levels, competencies, histogram, candidates },
    recount: {
      events: eventsRecount,
      accounts: accountsRecount,
      levels: levelsRecount,
      competencies: competenciesRecount,
      histogram: histogramRecount,
      candidates: candidatesRecount,
    },
  };
}

export type ExportDocument = {
  schemaVersion: number;
  kind: string;
  id: string;
  tables: Record<string, Record<string, unknown>[]>;
};

/** A zip response's entries, and its data.json parsed. */
export function readExport(body: Buffer): {
  data: ExportDocument;
  files: Record<string, Uint8Array>;
} {
  const entries = unzipSync(new Uint8Array(body));
  const json = entries['data.json'];
  if (!json) {
    throw new Error('readExport: no data.json');
  }
  const files = Object.fromEntries(
    Object.entries(entries).filter(([name]) => name.startsWith('files/')),
  );
  return { data: JSON.parse(Buffer.from(json).toString('utf8')) as ExportDocument, files };
}

/**
 * The tables of the whole database whose rows, read as text, contain `needle` (any case): after
 * an erasure, a dump must hold the person's address nowhere.
 */
export async function tablesHolding(app: FastifyInstance, needle: string): Promise<string[]> {
  const tables = await query<{ name: string }>(
    app,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const found = await countOf(
      app,
      sql`select count(*)::int as n from ${sql.identifier(name)} t
           where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
    );
    if (found > 0) {
      holding.push(name);
    }
  }
  return holding;
}
