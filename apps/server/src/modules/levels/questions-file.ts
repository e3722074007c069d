import { eventQuestionsDocument } from '@app/domain';
import type { Tx } from '../../db/client';
import type { OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { newStorageKey } from '../../platform/storage';
import { insertQuestionsFile, setQuestionsFile } from '../events/generation-queries';
import { deleteFileRows, findEvent } from '../events/queries';
import { eventQuestionRows, listLevels } from './queries';

/**
 * Writes the event's stored questions file (the spec's eventQuestions) again from its rows, in
 * the caller's transaction, so it always matches the levels and questions an admin edited.
 * Answers the storage keys of the file it replaced: remove them once the transaction commits
 * (a rolled-back change must keep the old file).
 */
export async function rewriteQuestionsFile(
  ctx: AppContext,
  tx: Tx,
  scope: OwnEventScope,
): Promise<string[]> {
  const event = await findEvent(tx, scope);
  if (!event) {
    return [];
  }
  const levels = await listLevels(tx, scope);
  const questions = await eventQuestionRows(tx, scope);
  const document = eventQuestionsDocument(
    scope.eventId,
    levels.map((level) => ({
      levelName: level.tabName,
      questions: questions
        .filter((q) => q.levelId === level.id)
        .sort((a, b) => a.position - b.position),
    })),
  );
  const data = Buffer.from(JSON.stringify(document));
  const storageKey = newStorageKey('event-questions', 'json');
  await ctx.storage.put(storageKey, data);
  const fileId = await insertQuestionsFile(tx, {
    storageKey,
    size: data.length,
    originalName: `${scope.eventId}_questions.json`,
  });
  await setQuestionsFile(tx, scope.eventId, fileId);
  const replaced = await deleteFileRows(
    tx,
    [event.questionsFileId].filter((id): id is string => id !== null),
  );
  return replaced.map((f) => f.key);
}

/** Runs a change and the file rewrite in one transaction, then drops the replaced file. */
export async function withQuestionsFile<T>(
  ctx: AppContext,
  scope: OwnEventScope,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { result, replaced } = await ctx.db.transaction(async (tx) => {
    const result = await change(tx);
    return { result, replaced: await rewriteQuestionsFile(ctx, tx, scope) };
  });
  await Promise.all(replaced.map((key) => ctx.storage.remove(key)));
  return result;
}
