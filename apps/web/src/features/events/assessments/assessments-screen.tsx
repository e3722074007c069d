import type { EventSummary } from '@app/domain';
import {
  Box,
  Button,
  Group,
  LoadingOverlay,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { storeEventId } from '../../../app/event-id';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { EventCard } from '../dashboard/event-card';
import { EventDetailsModal } from '../dashboard/event-details-modal';
import { EventListState } from '../dashboard/event-list-state';
import { leaderboardPath, useDeleteEvent, useEventList, useOpenEvent } from '../use-events';
import { EventForm } from './event-form';
import { WelcomeGuide } from './welcome-guide';

type Editing = { target: EventSummary | null; key: number } | null;

/** /admin/index (part B §2): the assessments as cards with Create, Edit and Delete. */
export function AssessmentsScreen() {
  const text = useText();
  usePageTitle(text('console.events.assessments.pageTitle'));
  const user = useSignedInUser();
  const navigate = useNavigate();
  const query = useEventList(null);
  const open = useOpenEvent();
  const { remove, isDeleting } = useDeleteEvent();
  const [editing, setEditing] = useState<Editing>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [viewed, setViewed] = useState<EventSummary | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const startEditing = (target: EventSummary | null) => {
    setEditing((current) => ({ target, key: (current?.key ?? 0) + 1 }));
    setIsFormOpen(true);
  };
  const confirmDelete = (event: EventSummary) =>
    modals.openConfirmModal({
      title: text('console.events.assessments.deleteTitle'),
      children: (
        <Text size="sm">
          {text('console.events.assessments.deleteConfirm', { name: event.assessmentName })}
        </Text>
      ),
      labels: {
        confirm: text('console.events.assessments.delete'),
        cancel: text('console.events.assessments.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(event),
    });
  const continueToLeaderboard = () => {
    if (createdId) {
      storeEventId(createdId);
      void navigate(leaderboardPath(createdId));
    }
    setCreatedId(null);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {text('console.events.assessments.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {text('console.events.assessments.description')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => startEditing(null)}>
          {text('console.events.assessments.create')}
        </Button>
      </Group>
      <EventListState
        query={query}
        noun={text('console.events.assessments.listNoun')}
        empty={text('console.events.assessments.empty')}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.items.map((event) => (
              <Box key={event.id} pos="relative">
                <LoadingOverlay
                  visible={isDeleting(event.id)}
                  loaderProps={{
                    'aria-label': text('console.events.assessments.deleting', {
                      name: event.assessmentName,
                    }),
                  }}
                />
                <EventCard
                  event={event}
                  isAdmin={user.role === 'admin'}
                  isOpening={open.isPending && open.variables === event.id}
                  onOpen={() => open.mutate(event.id)}
                  onDetails={() => setViewed(event)}
                  actions={
                    <>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconEdit size={14} />}
                        aria-label={text('console.events.assessments.editNamed', {
                          name: event.assessmentName,
                        })}
                        onClick={() => startEditing(event)}
                      >
                        {text('console.events.assessments.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        aria-label={text('console.events.assessments.deleteNamed', {
                          name: event.assessmentName,
                        })}
                        disabled={isDeleting(event.id)}
                        onClick={() => confirmDelete(event)}
                      >
                        {text('console.events.assessments.delete')}
                      </Button>
                    </>
                  }
                />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </EventListState>
      <Modal
        opened={isFormOpen}
        onClose={() => setIsFormOpen(false)}
        title={
          editing?.target
            ? text('console.events.assessments.editTitle')
            : text('console.events.assessments.create')
        }
        size="lg"
      >
        {editing ? (
          <EventForm
            key={editing.key}
            event={editing.target}
            onCancel={() => setIsFormOpen(false)}
            onSaved={(id) => {
              setIsFormOpen(false);
              // Only a new assessment gets the guide and opens; an edit stays on the list.
              if (!editing.target) {
                setCreatedId(id);
              }
            }}
          />
        ) : null}
      </Modal>
      <WelcomeGuide opened={createdId !== null} onContinue={continueToLeaderboard} />
      <EventDetailsModal event={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
