import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventQuestions } from '../../db/schema';
import type { OwnEventScope } from '../../platform/access';
import { ownedBy } from '../../platform/tenancy';
import type { NewQuestionRow } from './queries';

/** Deletes every question of the level; answers how many there were. */
export async function deleteLevelQuestions(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
): Promise<number> {
  const rows = await tx
    .delete(eventQuestions)
    .where(and(ownedBy(scope, eventQuestions.eventId), eq(eventQuestions.levelId, levelId)))
    .returning({ id: eventQuestions.id });
  return rows.length;
}

/** Rows per INSERT: 16 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/** Inserts a level's questions, a thousand rows a statement. */
export async function insertLevelQuestions(
  tx: Tx,
  scope: OwnEventScope,
  levelId: string,
  values: NewQuestionRow[],
): Promise<void> {
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await tx
      .insert(eventQuestions)
      .values(
        values
          .slice(start, start + INSERT_CHUNK)
          .map((row) => ({ ...row, eventId: scope.eventId, levelId })),
      );
  }
}
