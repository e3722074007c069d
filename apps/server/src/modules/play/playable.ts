import {
  type Attempts,
  ENGINE_ITEMS_PER_RUN,
  engineForGame,
  levelPlayability,
  levelPlayFacts,
} from '@app/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { aceGames, eventQuestions, miniScreens } from '../../db/schema';
import { kindOfLevel } from './content';
import { eventLevelsInOrder, type LevelRow } from './run-queries';

type AceGame = { name: string; secondName: string; engine: string | null };

/** The engine a cognitive or aptitude level plays: its catalog game's, else matched by name. */
export function engineOfLevel(level: Pick<LevelRow, 'tabName'>, game: AceGame | undefined) {
  return game?.engine ?? engineForGame(game?.name ?? level.tabName, game?.secondName ?? '');
}

const itemKey = (type: string): keyof Attempts =>
  type === 'Email' ? 'emails' : type === 'SMS' ? 'sms' : 'questions';

type ContentRows = {
  questions: { levelId: string; type: string; n: number }[];
  screens: { miniGame: string; n: number }[];
  games: AceGame[];
};

/**
 * What each level has to serve a run (the facts `levelPlayability` needs), read as `planFor`
 * reads it, in one statement: a numbered level's questions by kind, a mini level's catalog
 * screens, a game's engine items.
 */
export async function levelContents(
  db: DbOrTx,
  eventId: string,
  levels: readonly LevelRow[],
): Promise<Map<string, Attempts>> {
  const kinds = new Map(levels.map((l) => [l.id, kindOfLevel(l)]));
  const named = (...of: string[]) => levels.filter((l) => of.includes(kinds.get(l.id) ?? ''));
  const contents = new Map(levels.map((l) => [l.id, { questions: 0, emails: 0, sms: 0 }]));
  const numbered = named('numeric').map((l) => l.id);
  const minis = named('mini');
  const games = named('cognitive', 'aptitude');
  if (numbered.length + minis.length + games.length === 0) {
    return contents;
  }
  const [rows] = rowsOf<ContentRows>(
    await db.execute(sql`select
      (select coalesce(json_agg(json_build_object('levelId', level_id, 'type', type, 'n', n)), '[]')
        from (select ${eventQuestions.levelId} as level_id, ${eventQuestions.type} as type,
            count(*)::int as n
          from ${eventQuestions}
          where ${and(eq(eventQuestions.eventId, eventId), inArray(eventQuestions.levelId, numbered))}
          group by 1, 2) q) as questions,
      (select coalesce(json_agg(json_build_object('miniGame', mini_game, 'n', n)), '[]')
        from (select ${miniScreens.miniGame} as mini_game, count(*)::int as n from ${miniScreens}
          where ${inArray(
            miniScreens.miniGame,
            minis.map((l) => l.tabName),
          )}
          group by 1) s) as screens,
      (select coalesce(json_agg(json_build_object('name', ${aceGames.name},
          'secondName', ${aceGames.secondName}, 'engine', ${aceGames.engine})), '[]')
        from ${aceGames}
        where ${inArray(
          sql`lower(${aceGames.name})`,
          games.map((l) => l.tabName.toLowerCase()),
        )}) as games`),
  );
  for (const row of rows?.questions ?? []) {
    const content = contents.get(row.levelId);
    if (content) {
      content[itemKey(row.type)] += row.n;
    }
  }
  const screens = new Map((rows?.screens ?? []).map((r) => [r.miniGame, r.n]));
  for (const level of minis) {
    const content = contents.get(level.id);
    if (content) {
      content.questions = screens.get(level.tabName) ?? 0;
    }
  }
  for (const level of games) {
    const game = rows?.games.find((r) => r.name.toLowerCase() === level.tabName.toLowerCase());
    const content = contents.get(level.id);
    if (content && engineOfLevel(level, game)) {
      content.questions = ENGINE_ITEMS_PER_RUN;
    }
  }
  return contents;
}

/** Of the event's levels in map order, those somebody could pass (levelPlayability). */
export async function playableOf(
  db: DbOrTx,
  eventId: string,
  levels: LevelRow[],
): Promise<LevelRow[]> {
  const contents = await levelContents(db, eventId, levels);
  return levels.filter((level) => {
    const content = contents.get(level.id);
    return content !== undefined && levelPlayability(levelPlayFacts(level, content)).playable;
  });
}

/**
 * The event's levels in map order, without those nobody could pass (levelPlayability): the
 * map, a level start and the participant's level number and completion all count these.
 */
export async function playableLevelsInOrder(db: DbOrTx, eventId: string): Promise<LevelRow[]> {
  return playableOf(db, eventId, await eventLevelsInOrder(db, eventId));
}
