import {
  type EngineKind,
  type MemoryItem,
  memorizeMsLeft,
  memoryItemAt,
  type PlayChoices,
  type PlayStimulus,
  pastAnswerGrace,
  playMessages,
} from '@app/domain';
import type { RunPlan } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { phaseOf, showChoicesOnce, showStimulusOnce } from './memory-queries';
import { findRun } from './run-queries';

/**
 * Memory items in two phases (domain play/memory.ts, docs/decisions/0016-memory-protocol.md): the
 * stimulus, then the choices no sooner than its memorise time later, enforced here.
 */

const conflict = (message: string, code: string) => new AppError('CONFLICT', message, { code });

/** The memory item at `index` of a run's plan, else null. */
export const memoryItemOf = (plan: RunPlan, index: number): MemoryItem | null =>
  plan.kind === 'engine' ? memoryItemAt(plan.engine as EngineKind, plan.seed, index) : null;

/** A memory item of a run still in play: the same refusals as an answer's. */
async function liveMemoryItem(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
  index: number,
  now: Date,
) {
  const run = await findRun(ctx.db, scope, runId);
  if (!run) {
    throw new AppError('NOT_FOUND', playMessages.runNotFound, { code: 'RUN_NOT_FOUND' });
  }
  const item = memoryItemOf(run.plan, index);
  if (!item) {
    throw new AppError('NOT_FOUND', playMessages.notMemoryItem, { code: 'NOT_MEMORY_ITEM' });
  }
  if (run.endedAt) {
    throw conflict(playMessages.runEnded, 'RUN_ENDED');
  }
  if (pastAnswerGrace(run.deadlineAt, now)) {
    throw conflict(playMessages.timeUp, 'TIME_UP');
  }
  return { run, item };
}

/** Phase one: what to remember, and how long it still shows (counted from its first showing). */
export async function showStimulus(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
  index: number,
): Promise<PlayStimulus> {
  const now = new Date();
  const { run, item } = await liveMemoryItem(ctx, scope, runId, index, now);
  const phase = await showStimulusOnce(ctx.db, run.id, index, now);
  if (!phase) {
    throw conflict(playMessages.stimulusGone, 'STIMULUS_GONE');
  }
  return {
    index,
    stimulus: item.stimulus,
    memorizeMs: item.memorizeMs,
    msLeft: memorizeMsLeft(phase.stimulusAt, item.memorizeMs, now),
  };
}

/** Phase two: the choices, once the memorise time is up; the stimulus is gone from then on. */
export async function showChoices(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
  index: number,
): Promise<PlayChoices> {
  const now = new Date();
  const { run, item } = await liveMemoryItem(ctx, scope, runId, index, now);
  if (!(await showChoicesOnce(ctx.db, run.id, index, item.memorizeMs, now))) {
    const phase = await phaseOf(ctx.db, run.id, index);
    throw phase
      ? conflict(playMessages.stillMemorizing, 'STILL_MEMORIZING')
      : conflict(playMessages.stimulusFirst, 'STIMULUS_NOT_SHOWN');
  }
  return { index, choices: item.choices };
}
