import { questionMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../../app/api-client';
import { useText } from '../../../i18n/language-switch';
import { levelKeys } from '../query-keys';
import { useDeleteQuestionMutation } from './api';

type Target = { id: string; number: number };

/**
 * Delete a question after a confirmation (app/ui's confirm pattern, use-delete-item.tsx);
 * `onDeleted` runs once it is gone (Edit Question leaves for the level's details).
 */
export function useDeleteQuestion(eventId: string, levelName: string, onDeleted?: () => void) {
  const text = useText();
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
          title: text('console.levels.question.delete.failed', { number: question.number }),
          message: errorMessage(error),
        }),
    });

  const confirmDelete = (question: Target) =>
    modals.openConfirmModal({
      title: text('console.levels.question.delete.title'),
      children: (
        <Text size="sm">
          {text('console.levels.question.delete.confirm', { number: question.number })}
        </Text>
      ),
      labels: {
        confirm: text('console.levels.question.delete.delete'),
        cancel: text('console.levels.question.delete.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(question),
    });

  return { confirmDelete, isDeleting: (id: string) => pending.includes(id) };
}
