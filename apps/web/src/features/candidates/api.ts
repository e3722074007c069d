import {
  type CandidateDetail,
  type CandidatePage,
  type CandidateRow,
  candidateDetailSchema,
  candidatePageSchema,
  shortlistBodySchema,
} from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../app/api-client';
import { eventPath } from '../participants/api';
import { candidateKeys } from './query-keys';

export type { CandidateDetail, CandidatePage, CandidateRow };

const candidatesPath = (eventId: string) => `${eventPath(eventId)}/candidates`;
export const candidatePath = (eventId: string, candidateId: string) =>
  `${candidatesPath(eventId)}/${encodeURIComponent(candidateId)}`;

const withQuery = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * 'User CSV' with the filters on screen (no page: every filtered candidate). A plain link: the
 * server answers it as an attachment named 'User CSV.csv'.
 */
export function candidateCsvHref(eventId: string, criteria: Record<string, string>): string {
  return withQuery(`${candidatesPath(eventId)}.csv`, criteria);
}

/** The public application's address, on this site (part B §2: candidate-flow base + /id). */
export function candidateFlowLink(eventId: string): string {
  return `${window.location.origin}/candidate-flow/${encodeURIComponent(eventId)}`;
}

/** `params` is the report's query as name → value (search, filters, page, pageSize). */
export function useCandidatePage(eventId: string, params: Record<string, string>) {
  return useQuery({
    queryKey: candidateKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      apiGet(withQuery(candidatesPath(eventId), params), candidatePageSchema, signal),
    // Keeps the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** One candidate's answers and files, read when the detail modal opens. */
export function useCandidateDetail(eventId: string, candidateId: string | null) {
  return useQuery({
    queryKey: candidateKeys.detail(eventId, candidateId ?? ''),
    queryFn: ({ signal }) =>
      apiGet(candidatePath(eventId, candidateId ?? ''), candidateDetailSchema, signal),
    enabled: candidateId !== null,
  });
}

export type ShortlistChange = { candidate: CandidateRow; shortlisted: boolean };

/**
 * What the screen says after each change. Given to the mutation itself, not to `mutate`, so two
 * rows changed in quick succession each get their toast.
 */
type Outcome<V> = {
  onSuccess: (variables: V) => void;
  onError: (error: unknown, variables: V) => void;
};

export function useSetShortlisted(eventId: string, outcome: Outcome<ShortlistChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: candidateKeys.shortlist(eventId),
    mutationFn: ({ candidate, shortlisted }: ShortlistChange) =>
      apiPut(
        `${candidatePath(eventId, candidate.id)}/shortlist`,
        { shortlisted },
        shortlistBodySchema,
      ),
    onSuccess: (_data, variables) => outcome.onSuccess(variables),
    onError: (error, variables) => outcome.onError(error, variables),
    // Part B §4: the list reloads afterwards (a filter on Shortlisted may drop the row).
    onSettled: (_data, _error, { candidate }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateKeys.lists(eventId) }),
        queryClient.invalidateQueries({ queryKey: candidateKeys.detail(eventId, candidate.id) }),
      ]),
  });
}

export function useDeleteCandidate(eventId: string, outcome: Outcome<CandidateRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: candidateKeys.remove(eventId),
    mutationFn: (candidate: CandidateRow) => apiDelete(candidatePath(eventId, candidate.id)),
    onSuccess: (_data, candidate) => outcome.onSuccess(candidate),
    onError: (error, candidate) => outcome.onError(error, candidate),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateKeys.lists(eventId) }),
  });
}
