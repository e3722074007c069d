import {
  type FairnessAudit,
  type FairnessReportBody,
  type FiguresFreshness,
  fairnessReportSchema,
  type ItemAnalysisPage,
  type ItemAnalysisRow,
  itemAnalysisPageSchema,
  type ReliabilityReport,
  type ReliabilityRow,
  reliabilitySchema,
} from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../app/api-client';
import { measurementKeys } from './query-keys';

export type {
  FairnessAudit,
  FairnessReportBody,
  FiguresFreshness,
  ItemAnalysisPage,
  ItemAnalysisRow,
  ReliabilityReport,
  ReliabilityRow,
};

/**
 * While a large event's figures wait for their refresh on the server's job queue
 * (docs/decisions/0025-measurement-refresh.md), the screen asks again every half minute.
 */
const REFRESH_POLL_MS = 30_000;
const pollWhileRefreshing = (query: { state: { data?: { freshness: FiguresFreshness } } }) =>
  query.state.data?.freshness.upToDate === false ? REFRESH_POLL_MS : false;

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** The downloads are plain links: the server names the files (Content-Disposition). */
export const responsesCsvHref = (eventId: string) => `${eventPath(eventId)}/responses.csv`;
export const fairnessCsvHref = (eventId: string) => `${eventPath(eventId)}/fairness.csv`;
export const fairnessPdfPath = (eventId: string) => `${eventPath(eventId)}/fairness.pdf`;

/** `params`: level, sort, dir and page, as the server reads them. */
export function useItemAnalysis(eventId: string, params: Record<string, string>) {
  return useQuery({
    queryKey: measurementKeys.items(eventId, params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(params).toString();
      return apiGet(
        `${eventPath(eventId)}/item-analysis${query ? `?${query}` : ''}`,
        itemAnalysisPageSchema,
        signal,
      );
    },
    // Keeps the current rows on screen while the next page or order loads.
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileRefreshing,
  });
}

/** Read by the Competency Report (beside its bands) and the User Strength Report (± SEM). */
export function useReliability(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: measurementKeys.reliability(eventId),
    queryFn: ({ signal }) => apiGet(`${eventPath(eventId)}/reliability`, reliabilitySchema, signal),
    enabled,
    refetchInterval: pollWhileRefreshing,
  });
}

export function useFairness(eventId: string) {
  return useQuery({
    queryKey: measurementKeys.fairness(eventId),
    queryFn: ({ signal }) => apiGet(`${eventPath(eventId)}/fairness`, fairnessReportSchema, signal),
    refetchInterval: pollWhileRefreshing,
  });
}
