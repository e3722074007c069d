import { accessMessages, eventQuestionsDocument } from '@app/domain';
import type { Tx } from '../../db/client';
import type { OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage';
import { deleteFileRows, findEvent, insertQuestionsFile } from '../events/service';
import { eventQuestionRows, listLevels, lockEvent, setQuestionsFile } from './queries';

/**
 * Writes the event's stored questions file (the spec's eventQuestions) again from its rows, in
 * the caller's transaction, so it always matches the levels and questions an admin edited.
 * Notes the key it writes in `written`; answers the storage keys of the file it replaced, to
 * remove once the transaction commits (a rolled-back change must keep the old file).
 */
async function rewriteQuestionsFile(
  ctx: AppContext,
  tx: Tx,
  scope: OwnEventScope,
  written: string[],
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
  written.push(storageKey);
  await ctx.storage.put(storageKey, data);
  const fileId = await insertQuestionsFile(tx, {
    storageKey,
    size: data.length,
    originalName: `${scope.eventId}_questions.json`,
  });
  await setQuestionsFile(tx, scope, fileId);
  const replaced = await deleteFileRows(
    tx,
    [event.questionsFileId].filter((id): id is string => id !== null),
  );
  return replaced.map((f) => f.key);
}

/**
 * Runs a change and the file rewrite in one transaction, the event row locked first: changes of
 * one event (on any of its levels) run one at a time, so each file is written from rows that
 * include every earlier change. The replaced file goes after the commit; a failed change
 * removes the file it had written.
 */
export async function withQuestionsFile<T>(
  ctx: AppContext,
  scope: OwnEventScope,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    const { result, replaced } = await ctx.db.transaction(async (tx) => {
      if (!(await lockEvent(tx, scope))) {
        throw new AppError('NOT_FOUND', accessMessages.eventNotFound);
      }
      const result = await change(tx);
      return { result, replaced: await rewriteQuestionsFile(ctx, tx, scope, written) };
    });
    await Promise.all(replaced.map((key) => ctx.storage.remove(key)));
    return result;
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.remove(key)));
    throw error;
  }
}
