import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useStoredEventId } from '../../app/event-id';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { DASHBOARD_PATH, useWrongEventRedirect } from '../../app/wrong-event';
import { BulkInvite } from './bulk-invite';
import { FormLoadFailed, FormLoading } from './form-frame';
import { GameLink } from './game-link';
import { InviteForm } from './invite-form';

const EASY_FLOW_DASHBOARD = '/easy-flow/dashboard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /assessment/invitation/:eventId and /easy-flow/invitation (part B §2): invite one address or
 * a CSV of them, and share the game's URL. The easy flow's route has no event: the stored one.
 */
export function InvitationScreen() {
  usePageTitle('Send Invites');
  const routeEventId = useParams().eventId;
  const storedEventId = useStoredEventId();
  const eventId = routeEventId ?? storedEventId;
  const inEasyFlow = useLocation().pathname.startsWith('/easy-flow');
  const dashboardPath = inEasyFlow ? EASY_FLOW_DASHBOARD : DASHBOARD_PATH;
  const event = useEventDetail(eventId);
  const redirecting = useWrongEventRedirect([event.error], eventId);

  let body: ReactNode;
  if (!eventId) {
    body = (
      <Alert color="yellow" title="No game is open">
        Open a game from the{' '}
        <Anchor component={Link} to={dashboardPath}>
          dashboard
        </Anchor>{' '}
        to send its invites.
      </Alert>
    );
  } else if (event.isPending || redirecting) {
    body = <FormLoading label="Loading the game" />;
  } else if (event.isError) {
    body = (
      <FormLoadFailed
        title="The game could not be loaded"
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Section title="Invite by e-mail">
          <InviteForm eventId={eventId} />
        </Section>
        <Section title="Bulk invite">
          <BulkInvite eventId={eventId} />
        </Section>
        <Section title="Game link">
          <GameLink link={event.data.gameLink} />
        </Section>
      </Stack>
    );
  }

  return (
    // A root-level page without the side menu: centred, at a readable width.
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Send Invites
          </Title>
          <Text c="dimmed" size="sm">
            {event.data
              ? `Invite candidates to ${event.data.assessmentName}. Each invite is e-mailed with the game's link.`
              : 'Invite candidates by e-mail and share the game link.'}
          </Text>
        </div>
        <Button
          component={Link}
          to={dashboardPath}
          variant="default"
          leftSection={<IconLayoutDashboard size={16} />}
        >
          Visit Dashboard
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
