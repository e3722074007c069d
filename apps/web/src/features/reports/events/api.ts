import {
  funFactsSchema,
  leaderboardPageSchema,
  levelStatisticsSchema,
  levelStrengthsSchema,
} from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../app/api-client';
import { eventPath } from '../../participants/api';
import { eventReportKeys } from './query-keys';

const leaderboardPath = (eventId: string) => `${eventPath(eventId)}/leaderboard`;

/**
 * The CSV of the leaderboard with the filters on screen (no page: the whole filtered list). A
 * plain link: the server answers it as an attachment named 'Progress-leaderboard.csv'.
 */
export function leaderboardCsvHref(eventId: string, criteria: Record<string, string>): string {
  const query = new URLSearchParams(criteria).toString();
  return `${eventPath(eventId)}/leaderboard.csv${query ? `?${query}` : ''}`;
}

/** `params` is the users list's query as name → value (page, search, filters). */
export function useLeaderboardPage(eventId: string, params: Record<string, string>) {
  return useQuery({
    queryKey: eventReportKeys.leaderboard(eventId, params),
    queryFn: ({ signal }) =>
      apiGet(
        `${leaderboardPath(eventId)}?${new URLSearchParams(params)}`,
        leaderboardPageSchema,
        signal,
      ),
    // Keeps the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Progress events only: the caller passes `enabled` once it knows the event's type. */
export function useFunFacts(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventReportKeys.funFacts(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${leaderboardPath(eventId)}/fun-facts`, funFactsSchema, signal),
    enabled,
  });
}

export function useLevelStatistics(eventId: string) {
  return useQuery({
    queryKey: eventReportKeys.levelStatistics(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${eventPath(eventId)}/level-statistics`, levelStatisticsSchema, signal),
  });
}

export function useLevelStrengths(eventId: string) {
  return useQuery({
    queryKey: eventReportKeys.levelStrengths(eventId),
    queryFn: ({ signal }) =>
      apiGet(`${eventPath(eventId)}/level-strengths`, levelStrengthsSchema, signal),
  });
}
