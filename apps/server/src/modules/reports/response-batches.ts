import type { DbOrTx } from '../../db/client';
import type { EventScope } from '../../platform/access';
import {
  findEndedRuns,
  findEventQuestions,
  findScreens,
  type ItemQuestionRow,
  type ItemScreenRow,
  participantIdBatches,
  runAnswersOf,
} from './queries/responses';
import { attemptRows } from './response-matrix';

/** What an item id of a plan names: the event's questions, and the mini screens read so far. */
export type Content = {
  questions: Map<string, ItemQuestionRow>;
  screens: Map<string, ItemScreenRow>;
};

/**
 * The matrix a batch of participants at a time (each batch: their ended attempts with their
 * answers, one read), rows per participant oldest attempt first, as firstAnswers expects.
 */
export async function* matrixBatches(db: DbOrTx, scope: EventScope, content: Content) {
  for await (const people of participantIdBatches(db, scope)) {
    const ids = people.map((p) => p.id);
    const runs = await findEndedRuns(db, scope, ids);
    const unseen = [...new Set(runs.flatMap((r) => (r.screens ?? []).map((s) => s.id)))].filter(
      (id) => !content.screens.has(id),
    );
    for (const s of await findScreens(db, unseen)) {
      content.screens.set(s.id, s);
    }
    const emails = new Map(people.map((p) => [p.id, p.email]));
    yield runs.flatMap((run) =>
      attemptRows(run, runAnswersOf(run), content, emails.get(run.participantId) ?? ''),
    );
  }
}

export async function contentOf(db: DbOrTx, scope: EventScope): Promise<Content> {
  const questions = await findEventQuestions(db, scope);
  return { questions: new Map(questions.map((q) => [q.id, q])), screens: new Map() };
}
