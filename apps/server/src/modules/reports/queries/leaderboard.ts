import { FUN_FACTS_SIZE } from '@app/domain';
import { and, asc, desc, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { participantCompetencyScores, participants } from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { ownedBy } from '../../../platform/tenancy';
import { type FilterQuery, participantFilters } from '../../participants/filters';
import {
  findParticipantsPage,
  type PageHints,
  type ParticipantRow,
} from '../../participants/service';

export type { ParticipantRow };

/** Rows per database read while a CSV streams: one batch is all the memory a download holds. */
export const CSV_BATCH = 2000;

/** One page of the scope's participants matching `filters`, in leaderboard order. */
export function findRankedPage(
  db: DbOrTx,
  scope: EventScope,
  filters: SQL[],
  page: number,
  hints: PageHints = {},
) {
  return findParticipantsPage(db, scope, filters, page, hints);
}

/** One page of the Rank table: the users list's filters. */
export function findLeaderboardPage(
  db: DbOrTx,
  scope: EventScope,
  query: FilterQuery & { page: number },
) {
  return findRankedPage(db, scope, participantFilters(query), query.page);
}

/**
 * Every participant matching `filters`, in leaderboard order, a batch at a time: keyset
 * paging on (score, e-mail) walks the score index, so the 50th batch costs what the first did.
 */
export async function* participantsInOrder(
  db: DbOrTx,
  scope: EventScope,
  filters: SQL[],
  batch = CSV_BATCH,
): AsyncGenerator<ParticipantRow[]> {
  let after: { score: number; email: string } | null = null;
  for (;;) {
    // The plain bound starts the index scan at the last score; the OR alone would make each
    // batch walk the index from the top again (quadratic over a whole event).
    const next: SQL | undefined = after
      ? sql`${participants.currentScore} <= ${after.score} and (${participants.currentScore} < ${after.score} or ${participants.emailLower} > ${after.email})`
      : undefined;
    const rows = await db
      .select()
      .from(participants)
      .where(and(ownedBy(scope, participants.eventId), ...filters, next))
      .orderBy(sql`${participants.currentScore} desc nulls last`, asc(participants.emailLower))
      .limit(batch);
    if (rows.length > 0) {
      yield rows;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) {
      return;
    }
    after = { score: last.currentScore, email: last.emailLower };
  }
}

/** The Rank table's filtered rows in leaderboard order, a batch at a time. */
export function leaderboardInOrder(db: DbOrTx, scope: EventScope, query: FilterQuery) {
  return participantsInOrder(db, scope, participantFilters(query));
}

/**
 * The top 5 by achievement count among participants with capabilities (a competency score),
 * ties by current score then e-mail.
 */
export async function findFunFactRows(db: DbOrTx, scope: EventScope) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      email: participants.email,
      achievementCount: participants.achievementCount,
      achievements: participants.achievements,
    })
    .from(participants)
    .where(
      and(
        ownedBy(scope, participants.eventId),
        gt(participants.achievementCount, 0),
        sql`exists (select 1 from ${participantCompetencyScores} where ${participantCompetencyScores.participantId} = ${participants.id})`,
      ),
    )
    .orderBy(
      desc(participants.achievementCount),
      sql`${participants.currentScore} desc`,
      asc(participants.emailLower),
    )
    .limit(FUN_FACTS_SIZE);
}
