import { type LevelKind, levelKindOf } from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { RunPlan } from '../../db/schema';
import type { RateContent, RunContent, ScoringContent } from './items';
import {
  charactersOf,
  type LevelRow,
  type QuestionRow,
  questionsByIds,
  type ScreenRow,
  screensByIds,
} from './run-queries';

/** Loads what a run's plan names: its questions or screens, and the event's cast. */
export async function loadRunContent(
  db: DbOrTx,
  eventId: string,
  plan: RunPlan,
): Promise<RunContent> {
  // In turn, not at once: at a level end `db` is the transaction's one connection, on which pg
  // only queues concurrent queries (and will refuse them from pg 9).
  const questions =
    plan.kind === 'numeric' ? await questionsByIds(db, eventId, plan.questionIds) : [];
  const screens =
    plan.kind === 'mini'
      ? await screensByIds(
          db,
          plan.screens.map((s) => s.id),
        )
      : [];
  const characters = plan.kind === 'numeric' ? await charactersOf(db, eventId) : [];
  return {
    questions: new Map(questions.map((q) => [q.id, q])),
    screens: new Map(screens.map((s) => [s.id, s])),
    characters,
  };
}

/** A run's content from the rows its draw read (nothing read again), with the event's cast. */
export async function withCharacters(
  db: DbOrTx,
  eventId: string,
  drawn: { plan: RunPlan; questions: QuestionRow[]; screens: ScreenRow[] },
): Promise<RunContent> {
  return {
    questions: new Map(drawn.questions.map((q) => [q.id, q])),
    screens: new Map(drawn.screens.map((s) => [s.id, s])),
    characters: drawn.plan.kind === 'numeric' ? await charactersOf(db, eventId) : [],
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

/**
 * What a level end needs of an attempt's questions: their competency and reward, from the keys
 * the plan carries since the draw (no query), or read for older plans.
 */
export async function loadScoringContent(
  db: DbOrTx,
  eventId: string,
  plan: RunPlan,
): Promise<ScoringContent> {
  if (plan.kind !== 'numeric') {
    return { questions: new Map() };
  }
  const keys = plan.keys ?? [];
  if (keys.length === plan.questionIds.length && keys.every((k) => k.competency !== undefined)) {
    return {
      questions: new Map(
        plan.questionIds.map((id, i) => [
          id,
          { ability: keys[i]?.competency ?? '', reward: keys[i]?.reward ?? 0 },
        ]),
      ),
    };
  }
  const rows = await questionsByIds(db, eventId, plan.questionIds);
  return { questions: new Map(rows.map((q) => [q.id, q])) };
}
