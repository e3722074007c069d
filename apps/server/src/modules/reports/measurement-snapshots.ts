import {
  type FairnessAudit,
  type FiguresFreshness,
  MEASUREMENT_INLINE_PARTICIPANTS,
  todayIn,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope, OwnEventScope } from '../../platform/access';
import { fairnessAuditsFromCounts } from './fairness-shapes';
import { type MeasurementFigures, MeasurementSums } from './measurement-figures';
import {
  findDataVersion,
  findDueRefreshes,
  findMeasurementSnapshot,
  requestMeasurementRefresh,
  type SnapshotKind,
  saveMeasurementSnapshot,
} from './queries/measurement-snapshots';
import { findFairnessCounts } from './queries/responses';
import type { ReportEvent } from './report-shapes';
import { contentOf, matrixBatches } from './response-batches';
import { accountGradeList, loadReportEvent } from './service';

/*
 * The measurement figures kept per event (docs/decisions/0024-item-analysis-reliability-
 * fairness.md) and how they stay current (docs/decisions/0025-measurement-refresh.md): a read
 * serves the stored figures while the data they were computed from are unchanged; otherwise a
 * small event computes them inside the read, and a large one serves its last figures with
 * their time while the job queue's recurring refresh computes new ones.
 */

/** Bumped when a computation or the stored shape changes: older figures are not served. */
const FIGURES_FORMAT = 'figures-3';

export type FairnessFigures = { asOf: string; audits: FairnessAudit[] };
type FiguresOf = { items: MeasurementFigures; fairness: FairnessFigures };

type Plan<K extends SnapshotKind> = {
  /** What the data are at; the figures stored with it are current while it holds. */
  version: string;
  participants: number;
  compute: () => Promise<FiguresOf[K]>;
};

/** One pass over the matrix, a batch of participants at a time, keeping sums only. */
async function computeItems(db: DbOrTx, scope: EventScope, event: ReportEvent) {
  const content = await contentOf(db, scope);
  const sums = new MeasurementSums([...content.questions.values()]);
  for await (const batch of matrixBatches(db, scope, content)) {
    sums.add(batch);
  }
  return { items: sums.itemFigures(), reliability: sums.reliabilityRows(event.competencies) };
}

async function itemsPlan(
  db: DbOrTx,
  scope: EventScope,
  event: ReportEvent,
): Promise<Plan<'items'>> {
  const data = await findDataVersion(db, scope);
  return {
    version: `${FIGURES_FORMAT}|${data?.version ?? '-'}`,
    participants: data?.participants ?? 0,
    compute: () => computeItems(db, scope, event),
  };
}

async function fairnessPlan(
  db: DbOrTx,
  scope: EventScope,
  event: ReportEvent,
): Promise<Plan<'fairness'>> {
  const grades = await accountGradeList(db, event.accountId);
  const asOf = todayIn(event.timeZone);
  const top = [...grades.items].sort((a, b) => b.start - a.start)[0] ?? null;
  const levels = event.levels.map((l) => l.name);
  const data = await findDataVersion(db, scope, true);
  return {
    // What the audits also stand on: the day (age groups), the top band, the levels and
    // competencies they are named by.
    version: [
      FIGURES_FORMAT,
      data?.version ?? '-',
      asOf,
      top ? `${top.name}:${top.start}-${top.end}` : '-',
      JSON.stringify([levels, event.competencies]),
    ].join('|'),
    participants: data?.participants ?? 0,
    compute: async () => ({
      asOf,
      audits: fairnessAuditsFromCounts({
        levels,
        competencies: event.competencies,
        grades: grades.items,
        counts: await findFairnessCounts(db, scope, { today: asOf, top }),
      }),
    }),
  };
}

function planOf<K extends SnapshotKind>(
  db: DbOrTx,
  scope: EventScope,
  event: ReportEvent,
  kind: K,
): Promise<Plan<K>> {
  return (
    kind === 'items' ? itemsPlan(db, scope, event) : fairnessPlan(db, scope, event)
  ) as Promise<Plan<K>>;
}

/** Computations under way in this process, by event, kind and version: reads share one. */
const computing = new Map<string, Promise<unknown>>();

/** Computes and stores the figures at the plan's version; one computation per version. */
function computeAndStore<K extends SnapshotKind>(
  db: DbOrTx,
  scope: EventScope,
  kind: K,
  plan: Plan<K>,
): Promise<{ figures: FiguresOf[K]; computedAt: Date }> {
  const key = `${scope.eventId}|${kind}|${plan.version}`;
  const running = computing.get(key) as Promise<{ figures: FiguresOf[K]; computedAt: Date }>;
  if (running) {
    return running;
  }
  const computedAt = new Date();
  const job = plan
    .compute()
    .then(async (figures) => {
      await saveMeasurementSnapshot(db, scope, kind, {
        version: plan.version,
        computedAt,
        figures,
      });
      return { figures, computedAt };
    })
    .finally(() => computing.delete(key));
  computing.set(key, job);
  return job;
}

export type Current<K extends SnapshotKind> = {
  event: ReportEvent;
  /** null: never computed yet (a large event waiting for its first refresh). */
  figures: FiguresOf[K] | null;
  freshness: FiguresFreshness;
};

/**
 * The event's figures for a read. Stored and current: served. Out of date: computed now for an
 * event of up to `inlineUpTo` participants; else the last figures (if any) are served as they
 * are and a refresh is requested from the job queue.
 */
export async function currentFigures<K extends SnapshotKind>(
  db: DbOrTx,
  scope: EventScope,
  kind: K,
  options: { inlineUpTo?: number; event?: ReportEvent } = {},
): Promise<Current<K>> {
  // A read that has loaded the event already passes it: one read of it per request.
  const event = options.event ?? (await loadReportEvent(db, scope));
  const [plan, saved] = await Promise.all([
    planOf(db, scope, event, kind),
    findMeasurementSnapshot(db, scope, kind),
  ]);
  const usable = saved?.figures != null && saved.version.startsWith(`${FIGURES_FORMAT}|`);
  if (usable && saved.version === plan.version) {
    const computedAt = saved.computedAt?.toISOString() ?? null;
    return {
      event,
      figures: saved.figures as FiguresOf[K],
      freshness: { computedAt, upToDate: true },
    };
  }
  if (plan.participants <= (options.inlineUpTo ?? MEASUREMENT_INLINE_PARTICIPANTS)) {
    const done = await computeAndStore(db, scope, kind, plan);
    return {
      event,
      figures: done.figures,
      freshness: { computedAt: done.computedAt.toISOString(), upToDate: true },
    };
  }
  await requestMeasurementRefresh(db, scope, kind);
  return {
    event,
    figures: usable ? (saved.figures as FiguresOf[K]) : null,
    freshness: {
      computedAt: usable ? (saved.computedAt?.toISOString() ?? null) : null,
      upToDate: false,
    },
  };
}

/** Refreshes started by one run of the job, at most: the rest wait for the next run. */
const REFRESHES_PER_RUN = 20;

/**
 * The job queue's recurring refresh: computes the figures reads asked for, longest waiting
 * first, until `budgetMs` has passed (the job's lease is longer). Each is computed as the
 * event's owner, at the data's version when it starts. Returns how many were refreshed.
 */
export async function refreshRequestedFigures(
  db: DbOrTx,
  options: { budgetMs?: number; now?: () => number } = {},
): Promise<number> {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.budgetMs ?? 300_000);
  let refreshed = 0;
  const failed: unknown[] = [];
  for (const due of await findDueRefreshes(db, REFRESHES_PER_RUN)) {
    if (now() >= deadline) {
      break;
    }
    const scope: OwnEventScope = { kind: 'event', accountId: due.accountId, eventId: due.eventId };
    try {
      const event = await loadReportEvent(db, scope);
      await computeAndStore(db, scope, due.kind, await planOf(db, scope, event, due.kind));
      refreshed++;
    } catch (error) {
      // The others still refresh; the run fails afterwards, so the queue counts and retries it.
      failed.push(error);
    }
  }
  if (failed.length > 0) {
    throw new AggregateError(failed, `${failed.length} measurement refreshes failed`);
  }
  return refreshed;
}
