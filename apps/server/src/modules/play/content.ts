import {
  type Attempts,
  type LevelKind,
  levelKindOf,
  MINI_SCREENS_PER_LEVEL,
  parseAttempts,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { RunPlan } from '../../db/schema';
import type { RateContent, RunContent } from './items';
import { charactersOf, type LevelRow, questionsByIds, screensByIds } from './run-queries';

/** Loads what a run's plan names: its questions or screens, and the event's cast. */
export async function loadRunContent(
  db: DbOrTx,
  eventId: string,
  plan: RunPlan,
): Promise<RunContent> {
  const [questions, screens, characters] = await Promise.all([
    plan.kind === 'numeric' ? questionsByIds(db, eventId, plan.questionIds) : [],
    plan.kind === 'mini'
      ? screensByIds(
          db,
          plan.screens.map((s) => s.id),
        )
      : [],
    plan.kind === 'numeric' ? charactersOf(db, eventId) : [],
  ]);
  return {
    questions: new Map(questions.map((q) => [q.id, q])),
    screens: new Map(screens.map((s) => [s.id, s])),
    characters,
  };
}

/** Only what one answer needs: its key from the plan, or its question or screen read. */
export async function loadItemContent(
  db: DbOrTx,
  eventId: string,
  plan: RunPlan,
  index: number,
): Promise<RateContent> {
  const none: RateContent = { questions: new Map(), screens: new Map() };
  if (plan.kind === 'numeric') {
    const id = plan.questionIds[index];
    const key = plan.keys?.[index];
    if (!id || key) {
      return id && key ? { ...none, questions: new Map([[id, key]]) } : none;
    }
    const questions = await questionsByIds(db, eventId, [id]);
    return { ...none, questions: new Map(questions.map((q) => [q.id, q])) };
  }
  if (plan.kind === 'mini') {
    const planned = plan.screens[index];
    if (!planned || planned.key) {
      return planned?.key ? { ...none, screens: new Map([[planned.id, planned.key]]) } : none;
    }
    const screens = await screensByIds(db, [planned.id]);
    return { ...none, screens: new Map(screens.map((s) => [s.id, s])) };
  }
  return none;
}

export const kindOfLevel = (level: LevelRow): LevelKind => levelKindOf(level.type, level.tabName);

const none: Attempts = { questions: 0, emails: 0, sms: 0 };

/**
 * The answers a level asks at least, by kind: a numbered level's stored minimum attempts
 * (questions|emails|sms); a mini level every one of its screens; a game none (points only).
 */
export function minimumAttempts(level: LevelRow, plan: RunPlan): Attempts {
  if (plan.kind === 'numeric') {
    return parseAttempts(level.minAttempt) ?? none;
  }
  if (plan.kind === 'mini') {
    const asked = Number.parseInt(level.minAttempt, 10);
    const wanted = Number.isFinite(asked) ? asked : MINI_SCREENS_PER_LEVEL;
    return { ...none, questions: Math.min(wanted, plan.screens.length) };
  }
  return none;
}

/** Answers given by kind: Email and SMS apart, everything else counts as a question. */
export function answeredByKind(kinds: readonly string[]): Attempts {
  return {
    questions: kinds.filter((k) => k !== 'Email' && k !== 'SMS').length,
    emails: kinds.filter((k) => k === 'Email').length,
    sms: kinds.filter((k) => k === 'SMS').length,
  };
}
