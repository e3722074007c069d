import type { Participant } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useDeleteItem } from '../../app/ui/use-delete-item';
import { useText } from '../../i18n/language-switch';
import { activeMutationKey, participantPath, useSetActive } from './api';
import { participantKeys } from './query-keys';
import { personLabel, type RowActions } from './users-table';

/** Delete (with a confirmation naming the person) and the active toggle, each with its row's spinner. */
export function useRowActions(eventId: string): RowActions {
  const text = useText();
  const { confirmDelete, isDeleting } = useDeleteItem({
    noun: text('console.participants.list.deleteNoun'),
    path: (id) => participantPath(eventId, id),
    queryKey: participantKeys.lists(eventId),
  });
  const setActive = useSetActive(eventId);
  const pending = useMutationState({
    filters: { mutationKey: activeMutationKey(eventId), status: 'pending' },
    select: (m) => m.state.variables as { id: string; isActive: boolean } | undefined,
  });

  return {
    isDeleting,
    pendingActive: (id) => pending.find((v) => v?.id === id)?.isActive,
    onDelete: (p: Participant) => confirmDelete({ id: p.id, name: personLabel(p) }),
    onToggle: (p: Participant, isActive: boolean) =>
      setActive.mutate(
        { id: p.id, isActive },
        {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: text(
                isActive
                  ? 'console.participants.list.notActivated'
                  : 'console.participants.list.notDeactivated',
                { person: personLabel(p) },
              ),
              message: errorMessage(error),
            }),
        },
      ),
  };
}
