import type { EventFormInput } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { storeEventId } from '../../app/event-id';
import { queryKeys } from '../../app/query-keys';
import { useWrongEventHandler } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { createEvent, deleteEvent, fetchEvents, openEvent, updateEvent } from './api';
import { eventKeys } from './query-keys';

/** The dashboard's games; the super admin names another account with `accountId`. */
export function useEventList(accountId: string | null) {
  return useQuery({
    queryKey: eventKeys.list(accountId),
    queryFn: ({ signal }) => fetchEvents(accountId, signal),
  });
}

export function leaderboardPath(eventId: string): string {
  return `/admin/leaderboard/${encodeURIComponent(eventId)}`;
}

/**
 * Opening a game (part B §2): the server remembers it as the default event, the browser stores
 * it for the menu, and the leaderboard opens.
 */
export function useOpenEvent() {
  const navigate = useNavigate();
  const handleWrongEvent = useWrongEventHandler();
  return useMutation({
    mutationKey: eventKeys.open(),
    mutationFn: (eventId: string) => openEvent(eventId),
    onSuccess: (_data, eventId) => {
      storeEventId(eventId);
      void navigate(leaderboardPath(eventId));
    },
    onError: (error, eventId) => {
      if (!handleWrongEvent(error, eventId)) {
        notifications.show({ color: 'red', message: errorMessage(error) });
      }
    },
  });
}

const deleteKey = eventKeys.remove();

type Named = { id: string; assessmentName: string };

export function useDeleteEvent() {
  const text = useText();
  const queryClient = useQueryClient();
  const handleWrongEvent = useWrongEventHandler();
  const mutation = useMutation({
    mutationKey: deleteKey,
    mutationFn: (event: Named) => deleteEvent(event.id),
    onSuccess: (_data, event) =>
      notifications.show({
        color: 'green',
        message: text('console.events.delete.done', { name: event.assessmentName }),
      }),
    onError: (error, event) => {
      if (!handleWrongEvent(error, event.id)) {
        notifications.show({
          color: 'red',
          title: text('console.events.delete.failed', { name: event.assessmentName }),
          message: errorMessage(error),
        });
      }
    },
    // Waiting for the refetch keeps the card's spinner on until the card is gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: deleteKey, status: 'pending' },
    select: (m) => (m.state.variables as Named | undefined)?.id,
  });
  return { remove: mutation.mutate, isDeleting: (id: string) => pendingIds.includes(id) };
}

/** Create (no id) or edit an admin-form event; the lists and the session follow. */
export function useSaveEvent(eventId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventFormInput): Promise<{ id: string }> => {
      if (eventId === null) {
        return createEvent(input);
      }
      await updateEvent(eventId, input);
      return { id: eventId };
    },
    onSuccess: async ({ id }) => {
      // Creating one clears newUser and sets the default event (the landing page); nothing
      // on screen waits for it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
      ]);
    },
  });
}
