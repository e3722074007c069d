import { type ItemAnalysisRow, itemAnalysisQuerySchema } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelRuns, measurementSnapshots, participantLevels, runAnswers } from '../../db/schema';
import type { OwnEventScope } from '../../platform/access';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { measurementEvent } from './measurement-fixture';
import { fairness, itemAnalysis, reliability } from './measurement-service';
import { refreshRequestedFigures } from './measurement-snapshots';

/**
 * The item and reliability figures are kept per version of the event's answers (its newest
 * level end and its participant count): served as kept until a level ends, then recomputed.
 */
const file = useTestApp();
let owner: TestAdmin;
let eventId: string;

beforeEach(async () => {
  owner = await anAdmin(file.app, { account: { projectType: 'progress' } });
  ({ eventId } = await measurementEvent(file.app, owner));
}, 120_000);

async function facilities(): Promise<Map<string, number | null>> {
  const response = await file.app.inject({
    url: `/api/events/${eventId}/item-analysis?level=1`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json().items.map((i: ItemAnalysisRow) => [i.itemId, i.facility]));
}

describe('measurement snapshots', () => {
  it('serves the kept figures until a level ends, then recomputes them', async () => {
    const db = file.app.ctx.db;
    const before = await facilities();
    const [kept] = await db
      .select()
      .from(measurementSnapshots)
      .where(eq(measurementSnapshots.eventId, eventId));
    expect(kept?.version).toContain('|');
    // Answers changed behind the reads' back (no level end): the kept figures still answer.
    await db
      .update(runAnswers)
      .set({ points: 0 })
      .where(
        sql`${runAnswers.runId} in (select ${levelRuns.id} from ${levelRuns} where ${levelRuns.eventId} = ${eventId})`,
      );
    expect(await facilities()).toEqual(before);
    // A level end moves the event's newest level end: the next read recomputes.
    await db
      .update(participantLevels)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(participantLevels.eventId, eventId));
    const after = await facilities();
    expect([...after.values()].every((f) => f === 0)).toBe(true);
    expect([...before.values()].some((f) => f !== null && f > 0)).toBe(true);
  });

  it('recomputes figures kept by an older computation, the data unchanged', async () => {
    const db = file.app.ctx.db;
    const before = await facilities();
    const [kept] = await db
      .select()
      .from(measurementSnapshots)
      .where(eq(measurementSnapshots.eventId, eventId));
    // The same data version under an older format, with figures that format would not give.
    const data = kept?.version.slice(kept.version.indexOf('|')) ?? '';
    await db
      .update(measurementSnapshots)
      .set({ version: `figures-0${data}`, figures: { items: [], reliability: [] } })
      .where(eq(measurementSnapshots.eventId, eventId));
    expect(await facilities()).toEqual(before);
  });

  it('a large event serves its last figures with their time and the job queue refreshes them', async () => {
    const db = file.app.ctx.db;
    const scope: OwnEventScope = { kind: 'event', accountId: owner.accountId, eventId };
    // As an event over the limit: no read computes.
    const large = { inlineUpTo: 0 };
    const allItems = itemAnalysisQuerySchema.parse({});
    const waiting = await reliability(db, scope, large);
    expect(waiting).toEqual({ items: [], freshness: { computedAt: null, upToDate: false } });
    expect((await itemAnalysis(db, scope, allItems, large)).items).toEqual([]);
    expect((await fairness(db, scope, large)).audits).toEqual([]);
    const requested = await db
      .select()
      .from(measurementSnapshots)
      .where(eq(measurementSnapshots.eventId, eventId));
    expect(requested.map((r) => [r.kind, r.figures, r.requestedAt !== null]).sort()).toEqual([
      ['fairness', null, true],
      ['items', null, true],
    ]);

    // Another read before the refresh keeps the request's place (its time does not move).
    await reliability(db, scope, large);
    const [again] = await db
      .select({ requestedAt: measurementSnapshots.requestedAt })
      .from(measurementSnapshots)
      .where(
        and(eq(measurementSnapshots.eventId, eventId), eq(measurementSnapshots.kind, 'items')),
      );
    const first = requested.find((r) => r.kind === 'items');
    expect(again?.requestedAt).toEqual(first?.requestedAt);

    expect(await refreshRequestedFigures(db)).toBe(2);
    expect(await refreshRequestedFigures(db)).toBe(0);
    const refreshed = await reliability(db, scope, large);
    expect(refreshed.freshness.upToDate).toBe(true);
    expect(refreshed.freshness.computedAt).not.toBeNull();
    // The same figures a small event computes inside its read.
    const inline = await reliability(db, scope);
    expect(refreshed.items).toEqual(inline.items);
    expect((await fairness(db, scope, large)).audits.length).toBeGreaterThan(0);

    // A level end: the old figures are served, marked out of date, until the next refresh.
    await db
      .update(participantLevels)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(participantLevels.eventId, eventId));
    const stale = await reliability(db, scope, large);
    expect(stale.items).toEqual(inline.items);
    expect(stale.freshness).toEqual({
      computedAt: refreshed.freshness.computedAt,
      upToDate: false,
    });
    expect(await refreshRequestedFigures(db)).toBe(1);
    const current = await reliability(db, scope, large);
    expect(current.freshness.upToDate).toBe(true);
    expect(Date.parse(current.freshness.computedAt ?? '')).toBeGreaterThan(
      Date.parse(refreshed.freshness.computedAt ?? ''),
    );
  });

  it('a refresh stops starting new computations when its time is up', async () => {
    const db = file.app.ctx.db;
    const scope: OwnEventScope = { kind: 'event', accountId: owner.accountId, eventId };
    await reliability(db, scope, { inlineUpTo: 0 });
    await fairness(db, scope, { inlineUpTo: 0 });
    let clock = 0;
    // Each look at the clock is a minute later: the first refresh starts, the second does not.
    const refreshed = await refreshRequestedFigures(db, {
      budgetMs: 90_000,
      now: () => (clock += 60_000),
    });
    expect(refreshed).toBe(1);
    expect(await refreshRequestedFigures(db)).toBe(1);
  });
});
