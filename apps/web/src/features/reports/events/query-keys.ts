/**
 * TanStack Query keys of the event reports (CONVENTIONS 13). Every key of one event sits under
 * `event(eventId)`, so a live change refreshes all of that event's reports with one call.
 */
export const eventReportKeys = {
  all: ['event-reports'] as const,
  event: (eventId: string) => [...eventReportKeys.all, eventId] as const,
  /** Every page and filter set of the leaderboard. */
  leaderboards: (eventId: string) => [...eventReportKeys.event(eventId), 'leaderboard'] as const,
  leaderboard: (eventId: string, params: Record<string, string>) =>
    [...eventReportKeys.leaderboards(eventId), params] as const,
  funFacts: (eventId: string) => [...eventReportKeys.event(eventId), 'fun-facts'] as const,
  levelStatistics: (eventId: string) =>
    [...eventReportKeys.event(eventId), 'level-statistics'] as const,
  levelStrengths: (eventId: string) =>
    [...eventReportKeys.event(eventId), 'level-strengths'] as const,
};
