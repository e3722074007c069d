import { levelMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';
import { useDeleteLevelMutation } from './api';
import { levelTitle } from './labels';
import { levelKeys } from './query-keys';

/**
 * Delete a level after a confirmation that says its questions go with it (app/ui's confirm
 * pattern, use-delete-item.tsx). `isDeleting(name)` drives the row's spinner until the refetched
 * overview no longer has the row.
 */
export function useDeleteLevel(eventId: string) {
  const text = useText();
  const mutation = useDeleteLevelMutation(eventId);
  const pending = useMutationState({
    filters: { mutationKey: levelKeys.removeLevel(eventId), status: 'pending' },
    select: (m) => m.state.variables as string | undefined,
  });

  const remove = (levelName: string) =>
    mutation.mutate(levelName, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: levelMessages.deleted(levelName) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: text('console.levels.delete.failed', { level: levelTitle(levelName, text) }),
          message: errorMessage(error),
        }),
    });

  const confirmDelete = (levelName: string) =>
    modals.openConfirmModal({
      title: text('console.levels.delete.title'),
      children: (
        <Text size="sm">
          {text('console.levels.delete.confirm', { level: levelTitle(levelName, text) })}
        </Text>
      ),
      labels: {
        confirm: text('console.levels.delete.delete'),
        cancel: text('console.levels.delete.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(levelName),
    });

  return { confirmDelete, isDeleting: (levelName: string) => pending.includes(levelName) };
}
