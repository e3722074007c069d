import { todayIn } from '@app/domain';
import { inArray } from 'drizzle-orm';
import { candidates } from '../../db/schema';
import { lockAccount } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { recordAudit, systemActor } from '../audit/record';
import { adjustCounters } from '../participants/service';
import {
  eraseCandidateRows,
  eraseParticipantRows,
  eventsPastRetention,
  lockCandidateBatch,
  lockParticipantBatch,
} from './queries';

/** People erased per transaction: short locks, and a crash loses at most one batch's work. */
export const RETENTION_BATCH = 200;

type Counts = Record<string, number>;

function addTo(total: Counts, counts: Counts) {
  for (const [table, n] of Object.entries(counts)) {
    total[table] = (total[table] ?? 0) + n;
  }
}

/**
 * One event's participants and candidates, batch by batch, each batch its own transaction.
 * Rows another process has locked are skipped, so two sweeps at once never erase a person
 * twice nor double-count; what one skips the other erases.
 */
async function eraseEvent(ctx: AppContext, accountId: string, eventId: string): Promise<Counts> {
  const total: Counts = {};
  const scope = { kind: 'event' as const, accountId, eventId };
  for (;;) {
    const counts = await ctx.db.transaction(async (tx) => {
      // The account first, as every participant add and delete does: one lock order.
      await lockAccount(tx, accountId);
      const batch = await lockParticipantBatch(tx, eventId, RETENTION_BATCH);
      if (batch.length === 0) {
        return null;
      }
      const erased = await eraseParticipantRows(tx, accountId, batch);
      await adjustCounters(tx, scope, -erased.participants);
      return erased;
    });
    if (!counts) {
      break;
    }
    addTo(total, counts);
  }
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const ids = await lockCandidateBatch(tx, eventId, RETENTION_BATCH);
      if (ids.length === 0) {
        return null;
      }
      return eraseCandidateRows(tx, inArray(candidates.id, ids));
    });
    if (!done) {
      break;
    }
    addTo(total, { candidates: done.counts.candidates, candidate_files: done.counts.stored_files });
    await Promise.allSettled(done.keys.map((key) => ctx.storage.remove(key)));
  }
  return total;
}

/**
 * The daily retention sweep: every event closed longer ago than its account's retention loses
 * its participants and candidates, with one audit entry per event holding counts only.
 * Returns how many events it erased people from.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await eventsPastRetention(ctx.db, todayIn('UTC', now));
  let erased = 0;
  for (const { eventId, accountId } of due) {
    const total = await eraseEvent(ctx, accountId, eventId);
    if ((total.participants ?? 0) + (total.candidates ?? 0) === 0) {
      continue;
    }
    erased += 1;
    await ctx.db.transaction((tx) =>
      recordAudit(tx, systemActor(null), {
        accountId,
        action: 'retention.erase',
        target: { type: 'event', id: eventId },
        eventId,
        details: total,
      }),
    );
  }
  return erased;
}
