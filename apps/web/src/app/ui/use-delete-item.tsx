import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useText } from '../../i18n/language-switch';
import { apiDelete, errorMessage } from '../api-client';
import { EditDeleteActions } from './icon-action';

type Item = { id: string; name: string };

type Options = {
  /** Singular noun as a title word, e.g. 'Department'. */
  noun: string;
  path: (id: string) => string;
  /** The list to refetch once the row is gone. */
  queryKey: readonly unknown[];
};

/**
 * Delete with a confirmation naming the item. `isDeleting(id)` drives the per-row spinner; it
 * stays on until the refetched list no longer has the row, so the row never flickers back.
 */
export function useDeleteItem({ noun, path, queryKey }: Options) {
  const text = useText();
  const queryClient = useQueryClient();
  const mutationKey = ['delete', ...queryKey];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (item: Item) => apiDelete(path(item.id)),
    onSuccess: (_data, item) =>
      notifications.show({
        color: 'green',
        message: text('console.ui.deleteItem.deleted', { noun, name: item.name }),
      }),
    onError: (error, item) =>
      notifications.show({
        color: 'red',
        title: text('console.ui.deleteItem.failed', { noun, name: item.name }),
        message: errorMessage(error),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const pendingIds = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => (m.state.variables as Item | undefined)?.id,
  });

  // The title word reads in lower case inside a sentence ('Delete department “Sales”?').
  const lowerNoun = noun.toLowerCase();
  const confirmDelete = (item: Item) =>
    modals.openConfirmModal({
      title: text('console.ui.deleteItem.title', { noun: lowerNoun }),
      children: (
        <Text size="sm">
          {text('console.ui.deleteItem.confirm', { noun: lowerNoun, name: item.name })}
        </Text>
      ),
      labels: {
        confirm: text('console.ui.deleteItem.delete'),
        cancel: text('console.ui.deleteItem.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(item),
    });

  return { confirmDelete, isDeleting: (id: string) => pendingIds.includes(id) };
}

/**
 * A list row's Edit and Delete (ListSection's `actions`): Edit opens the row's form, Delete asks
 * first and deletes through useDeleteItem.
 */
export function useEditDeleteActions<T extends Item>(options: Options, onEdit: (item: T) => void) {
  const { confirmDelete, isDeleting } = useDeleteItem(options);
  return (item: T) => (
    <EditDeleteActions
      name={item.name}
      onEdit={() => onEdit(item)}
      onDelete={() => confirmDelete(item)}
      isDeleting={isDeleting(item.id)}
    />
  );
}
