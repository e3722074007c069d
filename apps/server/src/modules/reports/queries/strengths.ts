import { type StrengthQuery, scoreRangeParams, USER_SEARCH_LIMIT } from '@app/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import {
  events,
  participantCompetencyScores,
  participantLevelScores,
  participants,
  reportCompetencyHistogram,
} from '../../../db/schema';
import type { EventScope } from '../../../platform/access';
import { eventOwnedBy, ownedBy } from '../../../platform/tenancy';
import { likePrefix, participantFilters } from '../../participants/filters';
import { findParticipant, type PageHints } from '../../participants/service';
import { findRankedPage, participantsInOrder } from './leaderboard';

export type StrengthFilterQuery = Omit<StrengthQuery, 'page'>;

/** The Assessor Board's checked filters: the minimums are aligned with the competencies. */
export type StrengthCriteria = {
  competencies: string[];
  minimums: (number | null)[];
  query: StrengthFilterQuery;
};

/** A competency minimum the histogram is asked about. */
export type MinimumPass = { competency: string; minimum: number };

/** The picker's two prefix-index scans (name, e-mail) of at most 5 rows each. */
export async function findUserMatches(db: DbOrTx, scope: EventScope, search: string) {
  const prefix = likePrefix(search);
  const columns = { id: participants.id, name: participants.name, email: participants.email };
  // Two scans rather than one OR the planner may not split.
  return Promise.all([
    db
      .select(columns)
      .from(participants)
      .where(
        and(ownedBy(scope, participants.eventId), sql`${participants.nameLower} like ${prefix}`),
      )
      .orderBy(asc(participants.nameLower), asc(participants.emailLower))
      .limit(USER_SEARCH_LIMIT),
    db
      .select(columns)
      .from(participants)
      .where(
        and(ownedBy(scope, participants.eventId), sql`${participants.emailLower} like ${prefix}`),
      )
      .orderBy(asc(participants.emailLower))
      .limit(USER_SEARCH_LIMIT),
  ]);
}

/** One participant of the scope's event (the id is a uuid). */
export function findReportParticipant(db: DbOrTx, scope: EventScope, participantId: string) {
  return findParticipant(db, scope, participantId);
}

/** A participant's competency rows and level-score rows, unordered. */
export async function findParticipantScores(db: DbOrTx, participantId: string) {
  const [competencyRows, levelRows] = await Promise.all([
    db
      .select()
      .from(participantCompetencyScores)
      .where(eq(participantCompetencyScores.participantId, participantId)),
    db
      .select()
      .from(participantLevelScores)
      .where(eq(participantLevelScores.participantId, participantId)),
  ]);
  return { competencyRows, levelRows };
}

/** The competency percentages of the given participants. */
export function findPercentages(db: DbOrTx, participantIds: string[]) {
  return db
    .select({
      participantId: participantCompetencyScores.participantId,
      competency: participantCompetencyScores.competency,
      percentage: participantCompetencyScores.averagePercentage,
    })
    .from(participantCompetencyScores)
    .where(inArray(participantCompetencyScores.participantId, participantIds));
}

/** The Assessor Board's filters as SQL: search, Only Completed, minimums and score ranges. */
function strengthFilters({ competencies, minimums, query }: StrengthCriteria): SQL[] {
  const filters = participantFilters({ search: query.search });
  if (query.completed === 'only') {
    filters.push(eq(participants.completedOnce, true));
  }
  minimums.forEach((minimum, i) => {
    if (minimum !== null) {
      filters.push(sql`exists (select 1 from ${participantCompetencyScores} s
        where s.participant_id = ${participants.id} and s.competency = ${competencies[i]}
          and s.average_percentage >= ${minimum})`);
    }
  });
  const columns = {
    behaviour: participants.behaviourScore,
    aptitude: participants.aptitudeScore,
    cognitive: participants.cognitiveScore,
    total: participants.currentScore,
  };
  for (const { key, min, max } of scoreRangeParams) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && low > 0) {
      filters.push(gte(columns[key], low));
    }
    if (high !== undefined) {
      filters.push(lte(columns[key], high));
    }
  }
  return filters;
}

/** One page of the Assessor Board's participants, in leaderboard order. */
export function findStrengthPage(
  db: DbOrTx,
  scope: EventScope,
  criteria: StrengthCriteria,
  page: number,
  hints: PageHints,
) {
  return findRankedPage(db, scope, strengthFilters(criteria), page, hints);
}

/** Every participant the board's filters keep, in leaderboard order, a batch at a time. */
export function strengthsInOrder(db: DbOrTx, scope: EventScope, criteria: StrengthCriteria) {
  return participantsInOrder(db, scope, strengthFilters(criteria));
}

/**
 * From the trigger-kept histogram: per competency named, how many pass its minimum (all
 * competencies when none is named; Only Completed applied), and the event's participant count.
 */
export async function findHistogramPasses(
  db: DbOrTx,
  scope: EventScope,
  set: MinimumPass[],
  onlyCompleted: boolean,
): Promise<{ counts: number[]; participants: number }> {
  const passes =
    set.length > 0
      ? sql`(${sql.join(
          set.map(
            ({ competency, minimum }) =>
              sql`(competency = ${competency} and percentage >= ${minimum})`,
          ),
          sql` or `,
        )})`
      : sql`true`;
  const [result, eventRow] = await Promise.all([
    db.execute(sql`
      select competency, sum(participants)::int as n from ${reportCompetencyHistogram}
       where ${ownedBy(scope, reportCompetencyHistogram.eventId)} and ${passes}
         ${onlyCompleted ? sql`and completed` : sql``}
       group by competency`),
    db.select({ n: events.participantsCount }).from(events).where(eventOwnedBy(scope)),
  ]);
  return {
    counts: rowsOf<{ competency: string; n: number }>(result).map((r) => r.n),
    participants: eventRow[0]?.n ?? 0,
  };
}
