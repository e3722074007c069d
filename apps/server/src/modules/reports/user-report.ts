import { formatDisplayDate, noAchievements, userReportPdfName } from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope } from '../../platform/access';
import { readUserStrengths } from './strengths';
import { renderUserReportPdf } from './user-report-pdf';

/**
 * The User Strength Report as a one-page PDF: the same read as the screen (so the same scope
 * checks and the same numbers), with the participant's achievements and the event's name.
 */
export async function userReportPdf(
  db: DbOrTx,
  scope: EventScope,
  participantId: string,
): Promise<{ fileName: string; body: Buffer }> {
  const { event, participant, strengths } = await readUserStrengths(db, scope, participantId);
  const body = await renderUserReportPdf({
    eventName: event.name,
    strengths,
    achievements: { ...noAchievements(), ...participant.achievements },
    achievementCount: participant.achievementCount,
    date: formatDisplayDate(new Date().toISOString(), event.timeZone),
  });
  return { fileName: userReportPdfName(participant.name), body };
}
