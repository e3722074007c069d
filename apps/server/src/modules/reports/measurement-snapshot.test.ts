import type { ItemAnalysisRow } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelRuns, measurementSnapshots, participantLevels, runAnswers } from '../../db/schema';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { measurementEvent } from './measurement-fixture';

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
});
