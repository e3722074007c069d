/**
 * TanStack Query keys of the strength reports and the grades (CONVENTIONS 13). The competency
 * report's keys sit apart from the event's other reads, so a grade save (which moves every
 * participant's band) refreshes all of them at once.
 */
export const strengthKeys = {
  all: ['strengths'] as const,
  userMatches: (eventId: string, search: string) =>
    [...strengthKeys.all, 'user-matches', eventId, search] as const,
  user: (eventId: string, participantId: string) =>
    [...strengthKeys.all, 'user', eventId, participantId] as const,
  details: (eventId: string, params: Record<string, string>) =>
    [...strengthKeys.all, 'details', eventId, params] as const,
  /** Every competency report of every event: grades are the account's, shared by its events. */
  competencyReports: () => [...strengthKeys.all, 'competency-report'] as const,
  competencyReport: (eventId: string, params: Record<string, string>) =>
    [...strengthKeys.competencyReports(), eventId, params] as const,
  grades: () => [...strengthKeys.all, 'grades'] as const,
};
