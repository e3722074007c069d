import { accessMessages, type LevelKind, levelKindOf, type ProjectType } from '@app/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, eventLevels, events } from '../../db/schema';
import type { EventScope } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { inScope } from '../events/queries';

/** What every report needs to know about its event, read once per request. */
export type ReportEvent = {
  id: string;
  accountId: string;
  /** The assessment's name, as the console shows it. */
  name: string;
  projectType: ProjectType;
  registrationFields: string[];
  /** The game's competencies in the wizard's order: the reports' columns. */
  competencies: string[];
  /** Levels in play order. */
  levels: { name: string; kind: LevelKind }[];
  /** The account's time zone: the CSV files' dates are in it. */
  timeZone: string;
};

/** Raw-SQL form of the scope test, for the reports' hand-written queries. */
export function eventInScope(scope: EventScope): SQL {
  return sql`exists (select 1 from ${events} where ${inScope(scope)})`;
}

/**
 * The scope's event, or the access check's own answer (404 Wrong Event) when the scope's
 * account does not own it: the reports never trust the route hook alone.
 */
export async function loadReportEvent(db: DbOrTx, scope: EventScope): Promise<ReportEvent> {
  const [[row], levels] = await Promise.all([
    db
      .select({
        id: events.id,
        accountId: events.accountId,
        name: events.assessmentName,
        projectType: events.projectType,
        registrationFields: events.registrationFields,
        selection: events.selection,
        timeZone: admins.timeZone,
      })
      .from(events)
      .innerJoin(admins, eq(admins.id, events.accountId))
      .where(inScope(scope)),
    db
      .select({ name: eventLevels.tabName, type: eventLevels.type })
      .from(eventLevels)
      .where(and(eq(eventLevels.eventId, scope.eventId), eventInScope(scope)))
      .orderBy(asc(eventLevels.sortingOrder), asc(eventLevels.tabName)),
  ]);
  if (!row) {
    throw new AppError('NOT_FOUND', accessMessages.wrongEvent, { code: 'WRONG_EVENT' });
  }
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    projectType: row.projectType,
    registrationFields: row.registrationFields,
    competencies: row.selection.competencies.map((c) => c.name),
    levels: levels.map((l) => ({ name: l.name, kind: levelKindOf(l.type, l.name) })),
    timeZone: row.timeZone,
  };
}
