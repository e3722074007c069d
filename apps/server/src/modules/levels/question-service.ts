import {
  type EventQuestion,
  type EventQuestionInput,
  isNumberedLevel,
  type LevelDetail,
  matchCompetency,
  nextQuestionNumber,
  questionDisplayId,
  questionMessages,
  storedQuestionColumns,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { findEvent } from '../events/service';
import { levelContent } from '../play/playable';
import * as q from './queries';
import { withQuestionsFile } from './questions-file';
import { levelNotFound, toLevel } from './service';

const questionNotFound = () => new AppError('NOT_FOUND', questionMessages.questionNotFound);

function toQuestion(row: q.QuestionRow, levelName: string): EventQuestion {
  return {
    id: row.id,
    number: row.position,
    displayId: questionDisplayId({ ...row, levelName }),
    type: row.type as EventQuestion['type'],
    ability: row.ability,
    difficulty: row.difficulty,
    name: row.name,
    subject: row.subject,
    email: row.email,
    question: row.question,
    options: row.answers.map((text, i) => ({
      text,
      rating: row.ratings[i] ?? 3,
      animation: row.animations[i] ?? null,
    })),
    reward: row.reward,
    rationale: row.rationale,
  };
}

/** Level details: the level, its questions in order, and the competencies a question may test. */
export async function getLevelDetail(
  ctx: AppContext,
  scope: EventScope,
  tabName: string,
): Promise<LevelDetail> {
  const event = await findEvent(ctx.db, scope);
  const level = event ? await q.findLevel(ctx.db, scope, tabName) : undefined;
  if (!event || !level) {
    throw levelNotFound();
  }
  const [questions, content] = await Promise.all([
    q.levelQuestions(ctx.db, scope, level.id),
    // Read as the player's map reads it, so the page warns of exactly what keeps it off the map.
    levelContent(ctx.db, scope.eventId, level),
  ]);
  return {
    level: toLevel(level, questions.length),
    questions: questions.map((row) => toQuestion(row, level.tabName)),
    competencies: event.selection.competencies.map((c) => c.name),
    content,
  };
}

/** The level under a lock, when it takes questions; and the competency as the event names it. */
async function questionTarget(
  tx: Tx,
  scope: OwnEventScope,
  tabName: string,
  ability: string,
): Promise<{ level: q.LevelRow; ability: string }> {
  const level = await q.lockLevel(tx, scope, tabName);
  if (!level) {
    throw levelNotFound();
  }
  if (!isNumberedLevel(level.tabName)) {
    throw new AppError('BAD_REQUEST', questionMessages.notAQuestionLevel);
  }
  const event = await findEvent(tx, scope);
  const known = matchCompetency(event?.selection.competencies.map((c) => c.name) ?? [], ability);
  if (!known) {
    throw new AppError('VALIDATION', questionMessages.unknownCompetency, {
      fields: { ability: questionMessages.unknownCompetency },
    });
  }
  return { level, ability: known };
}

export async function createQuestion(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  input: EventQuestionInput,
  actor: AuditActor,
): Promise<EventQuestion> {
  return withQuestionsFile(ctx, scope, async (tx) => {
    const { level, ability } = await questionTarget(tx, scope, tabName, input.ability);
    const last = await q.lastQuestionPosition(tx, scope, level.id);
    const row = await q.insertQuestion(tx, scope, level.id, {
      ...storedQuestionColumns(input, ability),
      position: nextQuestionNumber(last === null ? [] : [last]),
      bankQuestionId: null,
    });
    await auditQuestion(tx, actor, scope, 'question.create', row.id, level.tabName);
    return toQuestion(row, level.tabName);
  });
}

export async function updateQuestion(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  id: string,
  input: EventQuestionInput,
  actor: AuditActor,
): Promise<EventQuestion> {
  return withQuestionsFile(ctx, scope, async (tx) => {
    const { level, ability } = await questionTarget(tx, scope, tabName, input.ability);
    const row = await q.updateQuestion(
      tx,
      scope,
      level.id,
      id,
      storedQuestionColumns(input, ability),
    );
    if (!row) {
      throw questionNotFound();
    }
    await auditQuestion(tx, actor, scope, 'question.update', id, level.tabName);
    return toQuestion(row, level.tabName);
  });
}

export async function deleteQuestion(
  ctx: AppContext,
  scope: OwnEventScope,
  tabName: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await withQuestionsFile(ctx, scope, async (tx) => {
    const level = await q.lockLevel(tx, scope, tabName);
    if (!level) {
      throw levelNotFound();
    }
    if (!(await q.deleteQuestion(tx, scope, level.id, id))) {
      throw questionNotFound();
    }
    await auditQuestion(tx, actor, scope, 'question.delete', id, level.tabName);
  });
}

function auditQuestion(
  tx: Tx,
  actor: AuditActor,
  scope: OwnEventScope,
  action: 'question.create' | 'question.update' | 'question.delete',
  id: string,
  tabName: string,
) {
  return recordAudit(tx, actor, {
    accountId: scope.accountId,
    action,
    target: { type: 'question', id },
    eventId: scope.eventId,
    details: { level: tabName },
  });
}
