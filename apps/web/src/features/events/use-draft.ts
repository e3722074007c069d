import type { WizardDraft } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDraft, saveDraft } from './api';
import { eventKeys } from './query-keys';

/**
 * Every save of the draft runs one after the other: each PUT sends the whole draft, so two at
 * once (a logo and a video uploaded together, or an upload still saving when Next is pressed)
 * would let the one that lands last drop the other's change.
 */
const draftSaves = { id: 'wizard-draft-save' };

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
    scope: draftSaves,
    mutationFn: (draft: WizardDraft) => saveDraft(draft),
    onSuccess: (saved) => queryClient.setQueryData(eventKeys.draft(), saved),
  });
}

type DraftFiles = Pick<WizardDraft, 'logo' | 'introVideo'>;

/**
 * An uploaded (or deleted) logo or intro video goes into the server's draft at once, not only
 * at Next: a reload of the step then still shows it and Next passes without a new upload.
 * Only the files change; the step's other unsaved fields wait for Next, as before. A failed
 * save is not shown here: Next saves the whole draft again and shows its own failure.
 */
export function useKeepFilesInDraft() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: draftSaves,
    // Read when the save runs, after the saves before it: the newest draft, not the step's copy.
    mutationFn: (files: DraftFiles) =>
      saveDraft({ ...queryClient.getQueryData<WizardDraft | null>(eventKeys.draft()), ...files }),
    onSuccess: (saved) => queryClient.setQueryData(eventKeys.draft(), saved),
  });
  return (files: DraftFiles) => mutation.mutate(files);
}
