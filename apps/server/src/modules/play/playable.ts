import {
  type Attempts,
  ENGINE_ITEMS_PER_RUN,
  engineForGame,
  levelPlayability,
  levelPlayFacts,
} from '@app/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/**
 * What each level has to serve a run (the facts `levelPlayability` needs), read as `planFor`
 * reads it: a numbered level's questions by kind, a mini level's catalog screens, a game's
 * engine items. In turn, not at once: inside a transaction `db` is one connection.
 */
export async function levelContents(
  db: DbOrTx,
  eventId: string,
  levels: readonly LevelRow[],
): Promise<Map<string, Attempts>> {
  const kinds = new Map(levels.map((l) => [l.id, kindOfLevel(l)]));
  const named = (kind: string) => levels.filter((l) => kinds.get(l.id) === kind);
  const contents = new Map(levels.map((l) => [l.id, { questions: 0, emails: 0, sms: 0 }]));

  const numbered = named('numeric').map((l) => l.id);
  if (numbered.length > 0) {
    const rows = await db
      .select({ levelId: eventQuestions.levelId, type: eventQuestions.type, n: count() })
      .from(eventQuestions)
      .where(and(eq(eventQuestions.eventId, eventId), inArray(eventQuestions.levelId, numbered)))
      .groupBy(eventQuestions.levelId, eventQuestions.type);
    for (const row of rows) {
      const content = contents.get(row.levelId);
      if (content) {
        content[itemKey(row.type)] += row.n;
      }
    }
  }

  const minis = named('mini');
  if (minis.length > 0) {
    const rows = await db
      .select({ miniGame: miniScreens.miniGame, n: count() })
      .from(miniScreens)
      .where(
        inArray(
          miniScreens.miniGame,
          minis.map((l) => l.tabName),
        ),
      )
      .groupBy(miniScreens.miniGame);
    const screens = new Map(rows.map((r) => [r.miniGame, r.n]));
    for (const level of minis) {
      const content = contents.get(level.id);
      if (content) {
        content.questions = screens.get(level.tabName) ?? 0;
      }
    }
  }

  const games = [...named('cognitive'), ...named('aptitude')];
  if (games.length > 0) {
    const rows = await db
      .select({ name: aceGames.name, secondName: aceGames.secondName, engine: aceGames.engine })
      .from(aceGames)
      .where(
        inArray(
          sql`lower(${aceGames.name})`,
          games.map((l) => l.tabName.toLowerCase()),
        ),
      );
    for (const level of games) {
      const game = rows.find((r) => r.name.toLowerCase() === level.tabName.toLowerCase());
      const content = contents.get(level.id);
      if (content && engineOfLevel(level, game)) {
        content.questions = ENGINE_ITEMS_PER_RUN;
      }
    }
  }
  return contents;
}

/**
 * The event's levels in map order, without those nobody could pass (levelPlayability): the
 * map, a level start and the participant's level number and completion all count these.
 */
export async function playableLevelsInOrder(db: DbOrTx, eventId: string): Promise<LevelRow[]> {
  const levels = await eventLevelsInOrder(db, eventId);
  const contents = await levelContents(db, eventId, levels);
  return levels.filter((level) => {
    const content = contents.get(level.id);
    return content !== undefined && levelPlayability(levelPlayFacts(level, content)).playable;
  });
}
