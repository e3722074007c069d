import { candidateMessages } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useWrongEventHandler } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import {
  type CandidateRow,
  type ShortlistChange,
  useDeleteCandidate,
  useSetShortlisted,
} from './api';
import { candidateLabel } from './labels';
import { candidateKeys } from './query-keys';

export type CandidateActions = {
  onShortlist: (candidate: CandidateRow, shortlisted: boolean) => void;
  onDelete: (candidate: CandidateRow) => void;
  /** The row's change on its way, for its spinner. */
  isShortlisting: (id: string) => boolean;
  isDeleting: (id: string) => boolean;
};

/**
 * Part B §4 and §8: check shortlists, ban removes from the shortlist, each with the spec's toast
 * and the list reloaded; delete asks first ("Are you sure? …"), then says it is gone, or that
 * the candidate is safe when the admin cancels.
 */
export function useCandidateActions(eventId: string): CandidateActions {
  const text = useText();
  const handleWrongEvent = useWrongEventHandler();
  const failed = (title: string, error: unknown) => {
    if (!handleWrongEvent(error, eventId)) {
      notifications.show({ color: 'red', title, message: errorMessage(error) });
    }
  };
  const shortlist = useSetShortlisted(eventId, {
    onSuccess: ({ shortlisted }) =>
      notifications.show({
        color: 'green',
        message: shortlisted ? candidateMessages.shortlisted : candidateMessages.unshortlisted,
      }),
    onError: (error, { candidate, shortlisted }) =>
      failed(
        text(
          shortlisted
            ? 'console.candidates.actions.shortlistFailed'
            : 'console.candidates.actions.unshortlistFailed',
          { candidate: candidateLabel(candidate) },
        ),
        error,
      ),
  });
  const remove = useDeleteCandidate(eventId, {
    onSuccess: () => notifications.show({ color: 'green', message: candidateMessages.deleted }),
    onError: (error, candidate) =>
      failed(
        text('console.candidates.actions.deleteFailed', { candidate: candidateLabel(candidate) }),
        error,
      ),
  });
  const pendingShortlist = useMutationState({
    filters: { mutationKey: candidateKeys.shortlist(eventId), status: 'pending' },
    select: (m) => (m.state.variables as ShortlistChange | undefined)?.candidate.id,
  });
  const pendingDelete = useMutationState({
    filters: { mutationKey: candidateKeys.remove(eventId), status: 'pending' },
    select: (m) => (m.state.variables as CandidateRow | undefined)?.id,
  });

  const onDelete = (candidate: CandidateRow) =>
    modals.openConfirmModal({
      title: text('console.candidates.actions.deleteTitle'),
      children: (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {candidateMessages.confirmDelete}
          </Text>
          <Text size="sm" c="dimmed">
            {text('console.candidates.actions.deleteDetails', {
              candidate: candidateLabel(candidate),
            })}
          </Text>
        </Stack>
      ),
      labels: {
        confirm: text('console.candidates.actions.delete'),
        cancel: text('console.candidates.actions.cancel'),
      },
      confirmProps: { color: 'red' },
      onCancel: () => notifications.show({ color: 'blue', message: candidateMessages.notDeleted }),
      onConfirm: () => remove.mutate(candidate),
    });

  return {
    onShortlist: (candidate, shortlisted) => shortlist.mutate({ candidate, shortlisted }),
    onDelete,
    isShortlisting: (id) => pendingShortlist.includes(id),
    isDeleting: (id) => pendingDelete.includes(id),
  };
}
