import type { EventSummary } from '@app/domain';
import { Anchor, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../app/dates';
import { useText } from '../../../i18n/language-switch';

type Props = { event: EventSummary | null; onClose: () => void };

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function LinkItem({ label, href }: { label: string; href: string }) {
  return (
    <Item label={label}>
      <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
        {href}
      </Anchor>
    </Item>
  );
}

/** The dashboard's Details dialog: dates, levels and links of one game (part B §2). */
export function EventDetailsModal({ event, onClose }: Props) {
  const text = useText();
  return (
    <Modal opened={event !== null} onClose={onClose} title={event?.assessmentName} size="lg">
      {event ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
            <Item label={text('console.events.details.for')}>{event.assessmentFor}</Item>
            <Item label={text('console.events.details.difficulty')}>{event.difficulty}</Item>
            <Item label={text('console.events.details.launchDate')}>
              {event.launchDate ?? text('console.events.details.notSet')}
            </Item>
            <Item label={text('console.events.details.closingDate')}>
              {event.closingDate ?? text('console.events.details.notSet')}
            </Item>
            <Item label={text('console.events.details.levels')}>{event.levels}</Item>
            <Item label={text('console.events.details.users')}>{event.participants}</Item>
            <Item label={text('console.events.details.created')}>
              {formatDateTime(event.createdAt)}
            </Item>
            <Item label={text('console.events.details.eventId')}>{event.id}</Item>
          </SimpleGrid>
          <Stack gap="sm" component="dl" m={0}>
            <LinkItem label={text('console.events.details.adminLink')} href={event.adminLink} />
            <LinkItem label={text('console.events.details.gameLink')} href={event.gameLink} />
            {event.candidateFlowLink ? (
              <LinkItem
                label={text('console.events.details.candidateFlowLink')}
                href={event.candidateFlowLink}
              />
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
