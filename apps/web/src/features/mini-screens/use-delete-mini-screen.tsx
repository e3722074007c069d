import { type MiniScreenGame, miniScreenMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';
import { useDeleteMiniScreenMutation } from './api';
import { miniScreenKeys } from './query-keys';

/**
 * Delete a screen after a confirmation (app/ui's confirm pattern, use-delete-item.tsx).
 * `isDeleting(n)` drives the card's spinner until the refetched list no longer has it.
 */
export function useDeleteMiniScreen(miniGame: MiniScreenGame) {
  const text = useText();
  const mutation = useDeleteMiniScreenMutation(miniGame);
  const pending = useMutationState({
    filters: { mutationKey: miniScreenKeys.remove(miniGame), status: 'pending' },
    select: (m) => m.state.variables as number | undefined,
  });

  const remove = (questionNumber: number) =>
    mutation.mutate(questionNumber, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: miniScreenMessages.screenDeleted }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: text('console.miniScreens.delete.failed', { number: questionNumber }),
          message: errorMessage(error),
        }),
    });

  const confirmDelete = (questionNumber: number) =>
    modals.openConfirmModal({
      title: text('console.miniScreens.delete.title'),
      children: (
        <Text size="sm">
          {text('console.miniScreens.delete.confirm', { number: questionNumber, miniGame })}
        </Text>
      ),
      labels: {
        confirm: text('console.miniScreens.delete.delete'),
        cancel: text('console.miniScreens.delete.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(questionNumber),
    });

  return { confirmDelete, isDeleting: (n: number) => pending.includes(n) };
}
