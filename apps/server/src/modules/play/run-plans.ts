import type { RunPlan } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { findRun, type RunRow } from './run-queries';

/**
 * The plans of runs in play, kept in this process: a plan is fixed when its run starts (it is
 * never written again), so an answer can be rated without reading its run, and recorded in one
 * statement that checks the rest (the run is this participant's, live, the item free). Another
 * process, or a run past the bound, reads its run once.
 */
type Kept = { participantId: string; eventId: string; plan: RunPlan };

/** Room for a large event's players each in a level at once; the oldest go first. */
const MAX_PLANS = 4000;
const byDatabase = new WeakMap<object, Map<string, Kept>>();

function plansOf(ctx: AppContext) {
  let plans = byDatabase.get(ctx.db);
  if (!plans) {
    plans = new Map();
    byDatabase.set(ctx.db, plans);
  }
  return plans;
}

export function keepPlan(ctx: AppContext, run: RunRow) {
  const plans = plansOf(ctx);
  plans.delete(run.id);
  plans.set(run.id, { participantId: run.participantId, eventId: run.eventId, plan: run.plan });
  if (plans.size > MAX_PLANS) {
    const oldest = plans.keys().next();
    if (!oldest.done) {
      plans.delete(oldest.value);
    }
  }
}

/** An ended run takes no more answers but retries: its plan need not stay. */
export function dropPlan(ctx: AppContext, runId: string) {
  plansOf(ctx).delete(runId);
}

/** The plan of this participant's run, kept or read; undefined when it is not theirs. */
export async function planOfRun(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
): Promise<RunPlan | undefined> {
  const kept = plansOf(ctx).get(runId);
  if (kept && kept.participantId === scope.participantId && kept.eventId === scope.eventId) {
    return kept.plan;
  }
  const run = await findRun(ctx.db, scope, runId);
  if (run && !run.endedAt) {
    keepPlan(ctx, run);
  }
  return run?.plan;
}
