import {
  competencyPercentage,
  type LevelStatistics,
  type LevelStrengths,
  passRate,
  roundPercentage,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { EventScope } from '../../platform/access';
import { eventInScope, loadReportEvent } from './report-event';

type LevelTotals = { level: string; players: number; passed: number; pointsSum: number };

/** The trigger-kept totals per level (shards summed): a few dozen rows at any event size. */
async function levelTotals(db: DbOrTx, scope: EventScope): Promise<Map<string, LevelTotals>> {
  const result = await db.execute(sql`
    select level_name as level, sum(players)::int as players, sum(passed)::int as passed,
           sum(points_sum)::float8 as "pointsSum"
      from report_level_totals
     where event_id = ${scope.eventId} and ${eventInScope(scope)}
     group by level_name`);
  return new Map(rowsOf<LevelTotals>(result).map((r) => [r.level, r]));
}

/**
 * Each level's lowest and highest counted score: two probes of the (event, level, points)
 * index per level instead of a pass over every attempt.
 */
async function levelExtremes(db: DbOrTx, scope: EventScope, levels: string[]) {
  if (levels.length === 0) {
    return new Map<string, { min: number | null; max: number | null }>();
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
     where ${eventInScope(scope)}`);
  return new Map(
    rowsOf<{ name: string; min: number | null; max: number | null }>(result).map((r) => [
      r.name,
      { min: r.min, max: r.max },
    ]),
  );
}

/** Part A §2's level score analytics: min / average / max and the pass rate per level. */
export async function levelStatistics(db: DbOrTx, scope: EventScope): Promise<LevelStatistics> {
  const event = await loadReportEvent(db, scope);
  const names = event.levels.map((l) => l.name);
  const [totals, extremes] = await Promise.all([
    levelTotals(db, scope),
    levelExtremes(db, scope, names),
  ]);
  return {
    items: event.levels.map((level) => {
      const t = totals.get(level.name);
      const players = t?.players ?? 0;
      const passed = t?.passed ?? 0;
      const played = players > 0;
      return {
        level: level.name,
        kind: level.kind,
        min: played ? (extremes.get(level.name)?.min ?? null) : null,
        average: played && t ? Math.round(t.pointsSum / players) : null,
        max: played ? (extremes.get(level.name)?.max ?? null) : null,
        players,
        passed,
        passRate: passRate(passed, players),
      };
    }),
  };
}

/**
 * Part A §2's competency analytics: per numbered level, each competency's average percentage
 * over the participants who have one; 'All Levels' is part B §9's sum of the level percentages
 * over their number.
 */
export async function levelStrengths(db: DbOrTx, scope: EventScope): Promise<LevelStrengths> {
  const event = await loadReportEvent(db, scope);
  const [totals, result] = await Promise.all([
    levelTotals(db, scope),
    db.execute(sql`
      select competency, level, sum(players)::int as players,
             sum(percentage_sum)::float8 as "percentageSum"
        from report_competency_level_totals
       where event_id = ${scope.eventId} and ${eventInScope(scope)}
       group by competency, level`),
  ]);
  const cells = new Map<string, number>();
  for (const r of rowsOf<{
    competency: string;
    level: string;
    players: number;
    percentageSum: number;
  }>(result)) {
    if (r.players > 0) {
      cells.set(`${r.level}\u0000${r.competency}`, roundPercentage(r.percentageSum / r.players));
    }
  }
  const levels = event.levels
    .filter((l) => l.kind === 'numeric')
    .map((level) => ({
      level: level.name,
      players: totals.get(level.name)?.players ?? 0,
      percentages: event.competencies.map((c) => cells.get(`${level.name}\u0000${c}`) ?? null),
    }));
  return {
    competencies: event.competencies,
    levels,
    allLevels: event.competencies.map((_, i) => {
      const played = levels.flatMap((l) => {
        const p = l.percentages[i];
        return p === null || p === undefined ? [] : [p];
      });
      return played.length > 0 ? competencyPercentage(played) : null;
    }),
  };
}
