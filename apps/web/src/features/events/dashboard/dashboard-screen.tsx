import { dashboardIntro, type EventSummary } from '@app/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { LiveBadge } from '../../reports/events/live-badge';
import { useLiveEvents } from '../../reports/events/use-live-event';
import { eventKeys } from '../query-keys';
import { useEventList, useOpenEvent } from '../use-events';
import { nounOf, titleNounOf } from '../wording';
import { EventCard } from './event-card';
import { EventDetailsModal } from './event-details-modal';
import { EventListState } from './event-list-state';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /assessment/dashboard and /easy-flow/dashboard (part B §2): the account's games with their
 * links and totals. The super admin names an account with `?id=` and gets a Back button.
 */
export function DashboardScreen() {
  const text = useText();
  usePageTitle(text('console.events.dashboard.pageTitle'));
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const accountId = params.get('id');
  const query = useEventList(accountId);
  const open = useOpenEvent();
  const [viewed, setViewed] = useState<EventSummary | null>(null);
  const isSuperAdmin = user.role === 'superAdmin';
  const noun = nounOf(user.projectType, text);
  const queryClient = useQueryClient();
  // A play, or a participant added or removed, changes the cards' counts and the totals.
  const live = useLiveEvents(
    query.data?.items.map((event) => event.id) ?? [],
    () => void queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          {isSuperAdmin ? (
            <Button
              component={Link}
              to="/admin/accounts"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} />}
              mb={4}
            >
              {text('console.events.dashboard.back')}
            </Button>
          ) : null}
          <Group gap="xs">
            <Title order={1} size="h2">
              {text('console.events.dashboard.title')}
            </Title>
            <LiveBadge connected={live} />
          </Group>
          <Text c="dimmed" size="sm">
            {dashboardIntro(user.projectType)}
          </Text>
        </div>
        <Button component={Link} to="/easy-flow/index">
          {text('console.events.dashboard.createNew')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2 }} maw={480}>
        <Total
          label={text('console.events.dashboard.totalUsers')}
          value={query.data?.totals.users ?? 0}
        />
        <Total
          label={text('console.events.dashboard.totalGames', {
            noun: titleNounOf(user.projectType, text),
          })}
          value={query.data?.totals.games ?? 0}
        />
      </SimpleGrid>
      <EventListState
        query={query}
        noun={text('console.events.dashboard.listNoun', { noun })}
        empty={text('console.events.dashboard.empty', { noun })}
        emptyAction={
          <Button component={Link} to="/assessment/index" variant="light" size="xs">
            {text('console.events.dashboard.useWizard')}
          </Button>
        }
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.items.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                isAdmin={user.role === 'admin'}
                isOpening={open.isPending && open.variables === event.id}
                onOpen={() => open.mutate(event.id)}
                onDetails={() => setViewed(event)}
              />
            ))}
          </SimpleGrid>
        )}
      </EventListState>
      <EventDetailsModal event={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
