import type { EventSummary } from '@app/domain';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle, IconMailForward, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/language-switch';
import { levelsInfoPath } from '../../levels/paths';
import { leaderboardPath } from '../use-events';
import { CopyLinkButton } from './copy-link-button';
import { EventTracking } from './event-tracking';

type Props = {
  event: EventSummary;
  /** Send Invites and Game Link are the admin's (part B §6). */
  isAdmin: boolean;
  isOpening: boolean;
  onOpen: () => void;
  onDetails: () => void;
  /** Extra actions (the assessments list's Edit and Delete). */
  actions?: ReactNode;
};

export function invitePath(event: EventSummary): string {
  return `/assessment/invitation/${encodeURIComponent(event.id)}?game_link=${encodeURIComponent(event.gameLink)}`;
}

function dates(event: EventSummary, text: ReturnType<typeof useText>): string {
  if (!event.launchDate && !event.closingDate) {
    return text('console.events.card.noDates');
  }
  return text('console.events.card.dates', {
    launch: event.launchDate ?? '…',
    closing: event.closingDate ?? '…',
  });
}

/** One game on the dashboard; its name opens the leaderboard. */
export function EventCard({ event, isAdmin, isOpening, onOpen, onDetails, actions }: Props) {
  const text = useText();
  const name = event.assessmentName;
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {event.logo ? (
            // Logos come in any shape (17:3 from the admin form, square from the wizard).
            <Image
              src={event.logo}
              alt=""
              w={48}
              h={48}
              fit="contain"
              radius="md"
              bg="gray.0"
              style={{ flexShrink: 0 }}
            />
          ) : (
            <Avatar name={name} color="initials" radius="md" size={48} alt="" />
          )}
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor
              component="button"
              type="button"
              fw={700}
              ta="left"
              onClick={onOpen}
              disabled={isOpening}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
            <Text size="sm" c="dimmed" truncate>
              {text('console.events.card.for', { audience: event.assessmentFor })}
            </Text>
          </Stack>
          {isOpening ? (
            <Loader size="xs" aria-label={text('console.events.card.opening', { name })} />
          ) : null}
        </Group>
        <Group gap={6}>
          <Badge variant="light">
            {text('console.events.card.levels', { count: event.levels })}
          </Badge>
          <Badge variant="light" color="gray">
            {text('console.events.card.users', { count: event.participants })}
          </Badge>
          <Badge variant="outline" color="gray">
            {event.difficulty}
          </Badge>
        </Group>
        {/* A game made from Assessments → Create starts with no levels: players would find
            nothing to play, so the card says so and leads to where levels are added. */}
        {event.levels === 0 && isAdmin ? (
          <Text size="xs">
            {text('console.events.card.noLevels')}{' '}
            <Anchor
              component={Link}
              to={levelsInfoPath(event.id)}
              size="xs"
              underline="always"
              aria-label={text('console.events.card.addLevelsNamed', { name })}
            >
              {text('console.events.card.addLevels')}
            </Anchor>
          </Text>
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {dates(event, text)}
          </Text>
          <EventTracking eventId={event.id} name={name} />
        </Stack>
        <Group gap={6}>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconInfoCircle size={14} />}
            aria-label={text('console.events.card.detailsNamed', { name })}
            onClick={onDetails}
          >
            {text('console.events.card.details')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={leaderboardPath(event.id)}
            leftSection={<IconTrophy size={14} />}
            aria-label={text('console.events.card.adminLinkNamed', { name })}
          >
            {text('console.events.card.adminLink')}
          </Button>
          {isAdmin ? (
            <CopyLinkButton
              label={text('console.events.card.gameLink')}
              link={event.gameLink}
              eventName={name}
            />
          ) : null}
          {isAdmin ? (
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={invitePath(event)}
              leftSection={<IconMailForward size={14} />}
              aria-label={text('console.events.card.sendInvitesNamed', { name })}
            >
              {text('console.events.card.sendInvites')}
            </Button>
          ) : null}
          {event.candidateFlowLink ? (
            <CopyLinkButton
              label={text('console.events.card.candidateFlowLink')}
              link={event.candidateFlowLink}
              eventName={name}
              canOpen
            />
          ) : null}
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
