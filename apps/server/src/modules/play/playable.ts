import {
  type Attempts,
  ENGINE_ITEMS_PER_RUN,
  engineForGame,
  levelPlayability,
  levelPlayFacts,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import { hotStatement } from '../../db/prepared';
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

/** An event level's columns under the names of its row type (LevelRow), for statements in text. */
const levelColumns = (l: string) =>
  `${l}.id, ${l}.event_id as "eventId", ${l}.tab_name as "tabName", ${l}.type,
  ${l}.passing_score as "passingScore", ${l}.time, ${l}.total_question as "totalQuestion",
  ${l}.min_attempt as "minAttempt", ${l}.difficulty, ${l}.goal_text as "goalText", ${l}.final,
  ${l}.sorting_order as "sortingOrder"`;

/**
 * The event's levels in map order (the levels' sorting order), or only the level $2, each with
 * what it has to serve a run: the map, a level start and a level end read it on every request,
 * so it is sent by name (hotStatement). The facts are read for every level whatever its kind;
 * `contentOf` keeps those of its kind.
 */
const levelFactsStatement = hotStatement<LevelRow & Omit<LevelFacts, 'level'>>(
  'level_facts',
  // The event's questions are counted in one pass, not once per level (0.18 ms against
  // 0.30 ms a call for the generated game's 11 levels and 240 questions).
  `with counts as (
    select level_id, json_agg(json_build_object('type', type, 'n', n)) as questions
    from (select level_id, type, count(*)::int as n from event_questions
      where event_id = $1::text
      group by 1, 2) c
    group by 1
  )
  select ${levelColumns('l')},
    coalesce(counts.questions, '[]') as questions,
    (select count(*)::int from mini_screens where mini_game = l.tab_name) as screens,
    (select json_build_object('name', g.name, 'secondName', g.second_name, 'engine', g.engine)
      from ace_games g where lower(g.name) = lower(l.tab_name)
      order by g.kind limit 1) as game,
    (select m.name from mini_games m where m.tab_name = l.tab_name) as "miniName"
  from event_levels l
  left join counts on counts.level_id = l.id
  where l.event_id = $1::text and ($2::uuid is null or l.id = $2::uuid)
  order by l.sorting_order, l.tab_name`,
  2,
);

async function levelFacts(
  db: DbOrTx,
  eventId: string,
  levelId: string | null = null,
): Promise<LevelFacts[]> {
  const rows = await levelFactsStatement(db, [eventId, levelId]);
  return rows.map(({ questions, screens, game, miniName, ...level }) => ({
    level,
    questions,
    screens,
    game,
    miniName,
  }));
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
 * What a level has to serve a run, read as `planFor` reads it: a numbered level's questions by
 * kind, a mini level's catalog screens, a game's engine items.
 */
export async function levelContent(
  db: DbOrTx,
  eventId: string,
  level: LevelRow,
): Promise<Attempts> {
  const [facts] = await levelFacts(db, eventId, level.id);
  return facts ? contentOf(facts) : { questions: 0, emails: 0, sms: 0 };
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
