import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import { reportCompetencyLevelTotals, reportLevelTotals } from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { ownedBy, scopeEventOwned } from '../../../platform/tenancy';

export type LevelTotals = { level: string; players: number; passed: number; pointsSum: number };
export type LevelExtremes = { min: number | null; max: number | null };
export type CompetencyLevelTotals = {
  competency: string;
  level: string;
  players: number;
  percentageSum: number;
};

/** The trigger-kept totals per level (shards summed): a few dozen rows at any event size. */
export async function findLevelTotals(
  db: DbOrTx,
  scope: EventScope,
): Promise<Map<string, LevelTotals>> {
  const result = await db.execute(sql`
    select level_name as level, sum(players)::int as players, sum(passed)::int as passed,
           sum(points_sum)::float8 as "pointsSum"
      from ${reportLevelTotals}
     where ${ownedBy(scope, reportLevelTotals.eventId)}
     group by level_name`);
  return new Map(rowsOf<LevelTotals>(result).map((r) => [r.level, r]));
}

/**
 * Each level's lowest and highest counted score: two probes of the (event, level, points)
 * index per level instead of a pass over every attempt.
 */
export async function findLevelExtremes(
  db: DbOrTx,
  scope: EventScope,
  levels: string[],
): Promise<Map<string, LevelExtremes>> {
  if (levels.length === 0) {
    return new Map();
  }
  const result = await db.execute(sql`
    select l.name,
           (select min(points) from participant_levels
             where event_id = ${scope.eventId} and level_name = l.name) as min,
           (select max(points) from participant_levels
             where event_id = ${scope.eventId} and level_name = l.name) as max
      from (values ${sql.join(
        levels.map((name) => sql`(${name})`),
        sql`, `,
      )}) as l(name)
     where ${scopeEventOwned(scope)}`);
  return new Map(
    rowsOf<{ name: string } & LevelExtremes>(result).map((r) => [
      r.name,
      { min: r.min, max: r.max },
    ]),
  );
}

/** The trigger-kept competency totals per level (shards summed). */
export async function findCompetencyLevelTotals(
  db: DbOrTx,
  scope: EventScope,
): Promise<CompetencyLevelTotals[]> {
  const result = await db.execute(sql`
      select competency, level, sum(players)::int as players,
             sum(percentage_sum)::float8 as "percentageSum"
        from ${reportCompetencyLevelTotals}
       where ${ownedBy(scope, reportCompetencyLevelTotals.eventId)}
       group by competency, level`);
  return rowsOf<CompetencyLevelTotals>(result);
}
