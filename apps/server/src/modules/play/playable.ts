import {
  type Attempts,
  ENGINE_ITEMS_PER_RUN,
  engineForGame,
  levelPlayability,
  levelPlayFacts,
} from '@app/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventLevels } from '../../db/schema';
import { kindOfLevel } from './content';
import type { LevelRow } from './run-queries';

type AceGame = { name: string; secondName: string; engine: string | null };

/** The engine a cognitive or aptitude level plays: its catalog game's, else matched by name. */
export function engineOfLevel(level: Pick<LevelRow, 'tabName'>, game: AceGame | undefined) {
  return game?.engine ?? engineForGame(game?.name ?? level.tabName, game?.secondName ?? '');
}

const itemKey = (type: string): keyof Attempts =>
  type === 'Email' ? 'emails' : type === 'SMS' ? 'sms' : 'questions';

/** What one level has to serve a run, read beside it (levelFacts). */
type LevelFacts = {
  level: LevelRow;
  /** A numbered level's questions by type. */
  questions: { type: string; n: number }[];
  /** The catalog screens of the mini game in the level's slot. */
  screens: number;
  /** The catalog game named like the level (a cognitive or aptitude level plays its engine). */
  game: AceGame | null;
  /** The name of the catalog's mini game in the level's slot ('Mini 1' …), shown to players. */
  miniName: string | null;
};

/**
 * The event's levels in map order (the levels' sorting order), or only `levelIds`, each with
 * what it has to serve a run, in one statement: the map, a level start and a level end read
 * them on every request. The facts are read for every level whatever its kind; `contentOf`
 * keeps those of its kind.
 */
async function levelFacts(
  db: DbOrTx,
  eventId: string,
  levelIds?: readonly string[],
): Promise<LevelFacts[]> {
  // The subqueries name their columns in text: in a one-table select drizzle writes a column
  // without its table, which inside a subquery would name the subquery's own.
  return db
    .select({
      level: eventLevels,
      questions: sql<LevelFacts['questions']>`(select coalesce(json_agg(json_build_object(
          'type', q.type, 'n', q.n)), '[]')
        from (select type, count(*)::int as n from event_questions
          where event_questions.event_id = event_levels.event_id
            and event_questions.level_id = event_levels.id
          group by 1) q)`,
      screens: sql<number>`(select count(*)::int from mini_screens
        where mini_screens.mini_game = event_levels.tab_name)`,
      game: sql<AceGame | null>`(select json_build_object('name', g.name,
          'secondName', g.second_name, 'engine', g.engine)
        from ace_games g where lower(g.name) = lower(event_levels.tab_name)
        order by g.kind limit 1)`,
      miniName: sql<string | null>`(select m.name from mini_games m
        where m.tab_name = event_levels.tab_name)`,
    })
    .from(eventLevels)
    .where(
      and(
        eq(eventLevels.eventId, eventId),
        levelIds ? inArray(eventLevels.id, [...levelIds]) : undefined,
      ),
    )
    .orderBy(asc(eventLevels.sortingOrder), asc(eventLevels.tabName));
}

/** What a level can serve (the facts `levelPlayability` needs), from its kind's facts. */
function contentOf({ level, questions, screens, game }: LevelFacts): Attempts {
  const content = { questions: 0, emails: 0, sms: 0 };
  const kind = kindOfLevel(level);
  if (kind === 'numeric') {
    for (const row of questions) {
      content[itemKey(row.type)] += row.n;
    }
  } else if (kind === 'mini') {
    content.questions = screens;
  } else if (engineOfLevel(level, game ?? undefined)) {
    content.questions = ENGINE_ITEMS_PER_RUN;
  }
  return content;
}

/**
 * What each level has to serve a run, read as `planFor` reads it: a numbered level's
 * questions by kind, a mini level's catalog screens, a game's engine items.
 */
export async function levelContents(
  db: DbOrTx,
  eventId: string,
  levels: readonly LevelRow[],
): Promise<Map<string, Attempts>> {
  if (levels.length === 0) {
    return new Map();
  }
  const facts = await levelFacts(
    db,
    eventId,
    levels.map((l) => l.id),
  );
  return new Map(facts.map((f) => [f.level.id, contentOf(f)]));
}

/** A level of the event's map, and whether somebody could pass it (levelPlayability). */
export type MapLevel = { level: LevelRow; playable: boolean; miniName: string | null };

/** The event's levels in map order, each with whether it is on the map: one statement. */
export async function eventMap(db: DbOrTx, eventId: string): Promise<MapLevel[]> {
  return (await levelFacts(db, eventId)).map((facts) => ({
    level: facts.level,
    playable: levelPlayability(levelPlayFacts(facts.level, contentOf(facts))).playable,
    miniName: facts.miniName,
  }));
}

/** The levels of a map somebody could pass, in map order. */
export const onMap = (map: readonly MapLevel[]): LevelRow[] =>
  map.filter((m) => m.playable).map((m) => m.level);

/**
 * The event's levels in map order, without those nobody could pass (levelPlayability): the
 * map, a level start and the participant's level number and completion all count these.
 */
export async function playableLevelsInOrder(db: DbOrTx, eventId: string): Promise<LevelRow[]> {
  return onMap(await eventMap(db, eventId));
}
