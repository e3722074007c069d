import { eventParamsSchema } from '@app/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useStoredEventId } from '../../app/event-id';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { DASHBOARD_PATH, useShowWrongEvent, useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { RichText } from '../../play/rich-text';
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
 * The easy flow's link names its event in the query (`?eventId=…&game_link=…`, part B §2), so
 * it works in a browser that never saw the step before. An id no event can have is refused as
 * an unknown one is; the game link shown is always the server's, never the query's.
 */
function useQueryEventId(): { eventId: string | null; isInvalid: boolean } {
  const value = useSearchParams()[0].get('eventId');
  if (!value) {
    return { eventId: null, isInvalid: false };
  }
  const valid = eventParamsSchema.shape.eventId.safeParse(value).success;
  return { eventId: valid ? value : null, isInvalid: !valid };
}

/**
 * /assessment/invitation/:eventId and /easy-flow/invitation (part B §2): invite one address or
 * a CSV of them, and share the game's URL. The easy flow's route names its event in the query,
 * else the stored one is used.
 */
export function InvitationScreen() {
  const text = useText();
  usePageTitle(text('console.participants.invitation.title'));
  const routeEventId = useParams().eventId;
  const query = useQueryEventId();
  const storedEventId = useStoredEventId();
  const eventId = routeEventId ?? query.eventId ?? (query.isInvalid ? null : storedEventId);
  const inEasyFlow = useLocation().pathname.startsWith('/easy-flow');
  const dashboardPath = inEasyFlow ? EASY_FLOW_DASHBOARD : DASHBOARD_PATH;
  const event = useEventDetail(eventId);
  const showWrongEvent = useShowWrongEvent();
  const isInvalid = !routeEventId && query.isInvalid;
  useEffect(() => {
    if (isInvalid) {
      showWrongEvent(null);
    }
  }, [isInvalid, showWrongEvent]);
  const redirecting = useWrongEventRedirect([event.error], eventId) || isInvalid;

  let body: ReactNode;
  if (redirecting) {
    body = <FormLoading label={text('console.participants.invitation.loading')} />;
  } else if (!eventId) {
    body = (
      <Alert color="yellow" title={text('console.participants.common.noGame')}>
        <RichText
          id="console.participants.invitation.noGameText"
          components={{ 0: <Anchor component={Link} to={dashboardPath} /> }}
        />
      </Alert>
    );
  } else if (event.isPending) {
    body = <FormLoading label={text('console.participants.invitation.loading')} />;
  } else if (event.isError) {
    body = (
      <FormLoadFailed
        title={text('console.participants.common.gameLoadFailed')}
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Section title={text('console.participants.invitation.inviteByEmail')}>
          <InviteForm eventId={eventId} />
        </Section>
        <Section title={text('console.participants.invitation.bulkInvite')}>
          <BulkInvite eventId={eventId} />
        </Section>
        <Section title={text('console.participants.invitation.gameLink')}>
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
            {text('console.participants.invitation.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {event.data
              ? text('console.participants.invitation.description', {
                  game: event.data.assessmentName,
                })
              : text('console.participants.invitation.descriptionNoGame')}
          </Text>
        </div>
        <Button
          component={Link}
          to={dashboardPath}
          variant="default"
          leftSection={<IconLayoutDashboard size={16} />}
        >
          {text('console.participants.invitation.visitDashboard')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
