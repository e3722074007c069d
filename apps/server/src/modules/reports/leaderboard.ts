import {
  ACHIEVEMENT_TYPES,
  type Achievements,
  FUN_FACTS_SIZE,
  type FunFacts,
  formatDisplayDate,
  type LeaderboardPage,
  type LeaderboardQuery,
  type LeaderboardRow,
  leaderboardColumns,
  PARTICIPANTS_PAGE_SIZE,
} from '@app/domain';
import { and, asc, desc, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { participantCompetencyScores, participants } from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { csvStream } from '../../platform/csv-response';
import { type FilterQuery, participantFilters } from '../participants/filters';
import { findParticipantsPage, ofScope, type ParticipantRow } from '../participants/queries';
import { loadReportEvent } from './report-event';

/** Rows per database read while a CSV streams: one batch is all the memory a download holds. */
export const CSV_BATCH = 2000;

function toLeaderboardRow(row: ParticipantRow, rank: number): LeaderboardRow {
  return {
    rank,
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    region: row.region,
    userInfo: row.userInfo,
    currentLevel: row.currentLevel,
    completedOnce: row.completedOnce,
    currentScore: row.currentScore,
    attempts: row.attempts,
    lastUpdated: row.lastUpdated.toISOString(),
    behaviourScore: row.behaviourScore,
    cognitiveScore: row.cognitiveScore,
    aptitudeScore: row.aptitudeScore,
    achievementCount: row.achievementCount,
  };
}

/** Part A §2's Rank table: the users list's filters and order, each row with its place. */
export async function leaderboardPage(
  db: DbOrTx,
  scope: EventScope,
  query: LeaderboardQuery,
): Promise<LeaderboardPage> {
  // No event read: the participants' scope condition alone keeps another account's rows out.
  const { rows, total } = await findParticipantsPage(
    db,
    scope,
    participantFilters(query),
    query.page,
  );
  const first = (query.page - 1) * PARTICIPANTS_PAGE_SIZE + 1;
  return {
    items: rows.map((row, i) => toLeaderboardRow(row, first + i)),
    total,
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
  };
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
      .where(and(ofScope(scope), ...filters, next))
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

/** 'Progress-leaderboard': every filtered row with the Rank table's columns, streamed. */
export async function leaderboardCsv(db: DbOrTx, scope: EventScope, query: FilterQuery) {
  const event = await loadReportEvent(db, scope);
  const columns = leaderboardColumns(event.projectType);
  const date = (iso: string) => formatDisplayDate(iso, event.timeZone);
  async function* batches() {
    let rank = 0;
    for await (const rows of participantsInOrder(db, scope, participantFilters(query))) {
      yield rows.map((row) => {
        rank += 1;
        const ranked = toLeaderboardRow(row, rank);
        return columns.map((c) => c.cell(ranked, date));
      });
    }
  }
  return csvStream(
    columns.map((c) => c.label),
    batches(),
  );
}

/**
 * Part A §2's 'Fun Facts': the top 5 by achievement count among participants with
 * capabilities (a competency score), ties by current score then e-mail.
 */
export async function funFacts(db: DbOrTx, scope: EventScope): Promise<FunFacts> {
  const rows = await db
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
        ofScope(scope),
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
  return {
    items: rows.map((row) => {
      const stored = row.achievements as Partial<Achievements>;
      return {
        ...row,
        achievements: Object.fromEntries(
          ACHIEVEMENT_TYPES.map((type) => [type, stored[type] ?? 0]),
        ) as Achievements,
      };
    }),
  };
}
