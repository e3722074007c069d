import type { WizardDraft } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDraft, saveDraft } from './api';
import { eventKeys } from './query-keys';

/** The admin's wizard draft; it lives on the server, so a reload or another tab keeps it. */
export function useDraftQuery() {
  return useQuery({
    queryKey: eventKeys.draft(),
    queryFn: ({ signal }) => fetchDraft(signal),
  });
}

/** Saves the whole draft (every Next); the answer becomes the cached draft at once. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: WizardDraft) => saveDraft(draft),
    onSuccess: (saved) => queryClient.setQueryData(eventKeys.draft(), saved),
  });
}
