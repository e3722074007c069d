import { questionMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../../app/api-client';
import { levelKeys } from '../query-keys';
import { useDeleteQuestionMutation } from './api';

type Target = { id: string; number: number };

/**
 * Delete a question after a confirmation (app/ui's confirm pattern, use-delete-item.tsx);
 * `onDeleted` runs once it is gone (Edit Question leaves for the level's details).
 */
export function useDeleteQuestion(eventId: string, levelName: string, onDeleted?: () => void) {
  const mutation = useDeleteQuestionMutation(eventId, levelName);
  const pending = useMutationState({
    filters: { mutationKey: levelKeys.removeQuestion(eventId, levelName), status: 'pending' },
    select: (m) => m.state.variables as string | undefined,
  });

  const remove = (question: Target) =>
    mutation.mutate(question.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: questionMessages.deleted });
        onDeleted?.();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: `Question ${question.number} could not be deleted`,
          message: errorMessage(error),
        }),
    });

  const confirmDelete = (question: Target) =>
    modals.openConfirmModal({
      title: 'Delete question',
      children: <Text size="sm">Delete question {question.number}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(question),
    });

  return { confirmDelete, isDeleting: (id: string) => pending.includes(id) };
}
