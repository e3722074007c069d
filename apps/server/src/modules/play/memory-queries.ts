import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runItemPhases } from '../../db/schema';

export type PhaseRow = typeof runItemPhases.$inferSelect;

const ofItem = (runId: string, itemIndex: number) =>
  and(eq(runItemPhases.runId, runId), eq(runItemPhases.itemIndex, itemIndex));

/**
 * Notes the stimulus's first showing and returns its row; a repeat keeps the first moment.
 * Undefined once the choices are out: one statement decides, so a stimulus request racing the
 * choices request cannot answer after them.
 */
export async function showStimulusOnce(
  db: DbOrTx,
  runId: string,
  itemIndex: number,
  now: Date,
): Promise<PhaseRow | undefined> {
  const [row] = await db
    .insert(runItemPhases)
    .values({ runId, itemIndex, stimulusAt: now })
    .onConflictDoUpdate({
      target: [runItemPhases.runId, runItemPhases.itemIndex],
      set: { stimulusAt: sql`${runItemPhases.stimulusAt}` },
      setWhere: isNull(runItemPhases.choicesAt),
    })
    .returning();
  return row;
}

/**
 * Marks the choices out (once) when the stimulus was shown at least `memorizeMs` before `now`;
 * undefined when it was not shown yet or its time is not up.
 */
export async function showChoicesOnce(
  db: DbOrTx,
  runId: string,
  itemIndex: number,
  memorizeMs: number,
  now: Date,
): Promise<PhaseRow | undefined> {
  const [row] = await db
    .update(runItemPhases)
    .set({
      choicesAt: sql`coalesce(${runItemPhases.choicesAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        ofItem(runId, itemIndex),
        lte(runItemPhases.stimulusAt, new Date(now.getTime() - memorizeMs)),
      ),
    )
    .returning();
  return row;
}

export async function phaseOf(
  db: DbOrTx,
  runId: string,
  itemIndex: number,
): Promise<PhaseRow | undefined> {
  const [row] = await db.select().from(runItemPhases).where(ofItem(runId, itemIndex));
  return row;
}

/** The items of a run whose choices are out, by index. */
export async function itemsWithChoicesOut(db: DbOrTx, runId: string): Promise<Set<number>> {
  const rows = await db
    .select({ itemIndex: runItemPhases.itemIndex })
    .from(runItemPhases)
    .where(and(eq(runItemPhases.runId, runId), sql`${runItemPhases.choicesAt} is not null`));
  return new Set(rows.map((r) => r.itemIndex));
}
