import {
  accessMessages,
  authMessages,
  isNumberedLevel,
  LEVEL_NAMES,
  type Level,
  type LevelCreateInput,
  type LevelFields,
  type LevelsOverview,
  type LevelUpdateInput,
  levelMessages,
  levelShapeProblems,
  levelTimeProblem,
  levelType,
  nextFinalFlag,
  resolveDifficulty,
  storedLevelCounts,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findEvent } from '../events/service';
import * as q from './queries';
import { withQuestionsFile } from './questions-file';

export const levelNotFound = () => new AppError('NOT_FOUND', levelMessages.levelNotFound);
const eventNotFound = () => new AppError('NOT_FOUND', accessMessages.eventNotFound);

function invalid(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? accessMessages.validation;
  return new AppError('VALIDATION', first, { fields });
}

export function toLevel(row: q.LevelRow, questionCount: number): Level {
  return {
    id: row.id,
    tabName: row.tabName,
    type: row.type,
    passingScore: row.passingScore,
    time: row.time,
    totalQuestion: row.totalQuestion,
    minAttempt: row.minAttempt,
    difficulty: row.difficulty,
    goalText: row.goalText,
    final: row.final,
    sortingOrder: row.sortingOrder,
    questionCount,
  };
}

/** Levels Info: levels in order with their question counts, skills, characters, difficulties. */
export async function getLevelsOverview(
  ctx: AppContext,
  scope: EventScope,
): Promise<LevelsOverview> {
  const event = await findEvent(ctx.db, scope);
  if (!event) {
    throw eventNotFound();
  }
  const [levels, counts, characters, difficulties, descriptions] = await Promise.all([
    q.listLevels(ctx.db, scope),
    q.questionCounts(ctx.db, scope),
    q.listCharacters(ctx.db, scope),
    q.listDifficulties(ctx.db),
    q.competencyDescriptions(
      ctx.db,
      event.selection.competencies.map((c) => c.id),
    ),
  ]);
  return {
    levels: levels.map((row) => toLevel(row, counts.get(row.id) ?? 0)),
    skills: event.selection.competencies.map((c) => ({
      name: c.name,
      description: descriptions.get(c.id) ?? '',
    })),
    characters,
    difficulties,
  };
}

/** The difficulty as the catalog spells it (domain resolveDifficulty), or a field error. */
async function knownDifficulty(tx: Tx, difficulty: string): Promise<string> {
  const known = resolveDifficulty(difficulty, await q.listDifficulties(tx));
  if (known === null) {
    throw invalid({ difficulty: levelMessages.unknownDifficulty });
  }
  return known;
}

function checkShape(tabName: string, input: LevelFields): void {
  const problems = levelShapeProblems(tabName, input);
  if (Object.keys(problems).length > 0) {
    throw invalid(problems);
  }
}

/** Add Level: a name this event does not use yet; one final level; numbered names join meta. */
export async function createLevel(
  ctx: AppContext,
  scope: OwnEventScope,
  input: LevelCreateInput,
  actor: AuditActor,
): Promise<Level> {
  const tabName = input.tabName.trim();
  if (!LEVEL_NAMES.includes(tabName)) {
    throw invalid({ tabName: levelMessages.nameUnknown });
  }
  checkShape(tabName, input);
  try {
    return await withQuestionsFile(ctx, scope, async (tx) => {
      if (await q.findLevel(tx, scope, tabName)) {
        throw nameUsed();
      }
      const difficulty = await knownDifficulty(tx, input.difficulty);
      if (input.final) {
        await q.clearFinal(tx, scope, tabName);
      }
      const row = await q.insertLevel(tx, scope, {
        tabName,
        type: levelType(tabName),
        passingScore: input.passingScore,
        time: input.time,
        difficulty,
        goalText: input.goalText,
        final: nextFinalFlag(null, input.final),
        sortingOrder: await q.nextSortingOrder(tx, scope),
        ...storedLevelCounts(tabName, input),
      });
      if (isNumberedLevel(tabName)) {
        await q.addMetaLevel(tx, tabName);
      }
      await auditLevel(tx, actor, scope, 'level.create', tabName);
      return toLevel(row, 0);
    });
  } catch (error) {
    // Two tabs adding the same name at once: the unique index answers for the slower one.
    throw isUniqueViolation(error) ? nameUsed() : error;
  }
}

function nameUsed(): AppError {
  return new AppError('CONFLICT', levelMessages.nameUsed, {
    code: 'LEVEL_NAME_USED',
    fields: { tabName: levelMessages.nameUsed },
  });
}

/** Edit Level: the same fields; 'Final' moves here from any other level. */
export async function updateLevel(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  input: LevelUpdateInput,
  actor: AuditActor,
): Promise<Level> {
  checkShape(tabName, input);
  return withQuestionsFile(ctx, scope, async (tx) => {
    const current = await q.findLevel(tx, scope, tabName);
    if (!current) {
      throw levelNotFound();
    }
    const timeProblem = levelTimeProblem(input.time, current.time);
    if (timeProblem) {
      throw invalid({ time: timeProblem });
    }
    const difficulty = await knownDifficulty(tx, input.difficulty);
    if (input.final) {
      await q.clearFinal(tx, scope, tabName);
    }
    const row = await q.updateLevel(tx, scope, tabName, {
      passingScore: input.passingScore,
      time: input.time,
      difficulty,
      goalText: input.goalText,
      final: nextFinalFlag(current.final, input.final),
      ...storedLevelCounts(tabName, input),
    });
    if (!row) {
      throw levelNotFound();
    }
    await auditLevel(tx, actor, scope, 'level.update', tabName);
    return toLevel(row, await q.levelQuestionCount(tx, scope, row.id));
  });
}

/** Deletes a level with its questions, in one transaction. */
export async function deleteLevel(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  actor: AuditActor,
): Promise<void> {
  await withQuestionsFile(ctx, scope, async (tx) => {
    if (!(await q.deleteLevel(tx, scope, tabName))) {
      throw levelNotFound();
    }
    await auditLevel(tx, actor, scope, 'level.delete', tabName);
  });
}

function auditLevel(
  tx: Tx,
  actor: AuditActor,
  scope: OwnEventScope,
  action: 'level.create' | 'level.update' | 'level.delete',
  tabName: string,
) {
  return recordAudit(tx, actor, {
    accountId: scope.accountId,
    action,
    target: { type: 'level', id: tabName },
    eventId: scope.eventId,
  });
}

export async function renameCharacter(
  ctx: AppContext,
  scope: OwnEventScope,
  key: string,
  name: string,
): Promise<{ key: string; name: string }> {
  if (!name.trim()) {
    throw invalid({ name: authMessages.required });
  }
  const row = await q.renameCharacter(ctx.db, scope, key, name.trim());
  if (!row) {
    throw new AppError('NOT_FOUND', levelMessages.characterNotFound);
  }
  return row;
}
