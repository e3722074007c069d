import {
  type CompetencyReport,
  competencyReportSchema,
  type GradeList,
  type GradesInput,
  gradeListSchema,
  type StrengthPage,
  strengthPageSchema,
  type UserMatches,
  type UserStrengths,
  userMatchesSchema,
  userStrengthsSchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../app/api-client';
import { strengthKeys } from './query-keys';

export type { CompetencyReport, GradeList, StrengthPage, UserMatches, UserStrengths };

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
const withQuery = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/** The CSV downloads take the list's filters without its page (the server names the files). */
export function strengthCsvHref(eventId: string, params: Record<string, string>): string {
  return withQuery(`${eventPath(eventId)}/strength-details.csv`, params);
}

export function competencyCsvHref(eventId: string, params: Record<string, string>): string {
  return withQuery(`${eventPath(eventId)}/competency-report.csv`, params);
}

/** One participant's User Strength Report as a one-page PDF (the server names the file). */
export function userReportPdfPath(eventId: string, participantId: string): string {
  return `${eventPath(eventId)}/user-strengths/${encodeURIComponent(participantId)}/report.pdf`;
}

/** The User Strength Report's picker: at most USER_SEARCH_LIMIT prefix matches. */
export function useUserMatches(eventId: string, search: string) {
  return useQuery({
    queryKey: strengthKeys.userMatches(eventId, search),
    queryFn: ({ signal }) =>
      apiGet(
        withQuery(`${eventPath(eventId)}/user-strengths`, { search }),
        userMatchesSchema,
        signal,
      ),
    enabled: search !== '',
  });
}

export function useUserStrengths(eventId: string, participantId: string | null) {
  return useQuery({
    queryKey: strengthKeys.user(eventId, participantId ?? ''),
    queryFn: ({ signal }) =>
      apiGet(
        `${eventPath(eventId)}/user-strengths/${encodeURIComponent(participantId ?? '')}`,
        userStrengthsSchema,
        signal,
      ),
    enabled: participantId !== null,
  });
}

/** `params` is the Assessor Board's query (page, search, completed, minimums, ranges). */
export function useStrengthPage(eventId: string, params: Record<string, string>) {
  return useQuery({
    queryKey: strengthKeys.details(eventId, params),
    queryFn: ({ signal }) =>
      apiGet(
        withQuery(`${eventPath(eventId)}/strength-details`, params),
        strengthPageSchema,
        signal,
      ),
    // Keeps the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useCompetencyReport(
  eventId: string,
  params: Record<string, string>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: strengthKeys.competencyReport(eventId, params),
    queryFn: ({ signal }) =>
      apiGet(
        withQuery(`${eventPath(eventId)}/competency-report`, params),
        competencyReportSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The signed-in admin's grades; a super admin has no account of its own (the server says 403). */
export function useGrades({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: strengthKeys.grades(),
    queryFn: ({ signal }) => apiGet('/api/grades', gradeListSchema, signal),
    enabled,
  });
}

export function useSaveGrades() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradesInput) => apiPut('/api/grades', input, gradeListSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(strengthKeys.grades(), saved);
      // Every band count and every participant's grade may have moved.
      return queryClient.invalidateQueries({ queryKey: strengthKeys.competencyReports() });
    },
  });
}
