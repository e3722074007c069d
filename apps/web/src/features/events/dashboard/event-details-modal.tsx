import type { EventSummary } from '@app/domain';
import { Anchor, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../app/dates';

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
  return (
    <Modal opened={event !== null} onClose={onClose} title={event?.assessmentName} size="lg">
      {event ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
            <Item label="For">{event.assessmentFor}</Item>
            <Item label="Difficulty">{event.difficulty}</Item>
            <Item label="Launch Date">{event.launchDate ?? 'Not set'}</Item>
            <Item label="Closing Date">{event.closingDate ?? 'Not set'}</Item>
            <Item label="Levels">{event.levels}</Item>
            <Item label="Users">{event.participants}</Item>
            <Item label="Created">{formatDateTime(event.createdAt)}</Item>
            <Item label="Event ID">{event.id}</Item>
          </SimpleGrid>
          <Stack gap="sm" component="dl" m={0}>
            <LinkItem label="Admin Link" href={event.adminLink} />
            <LinkItem label="Game Link" href={event.gameLink} />
            {event.candidateFlowLink ? (
              <LinkItem label="Candidate flow Link" href={event.candidateFlowLink} />
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
