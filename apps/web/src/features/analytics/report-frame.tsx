import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEventDetail } from '../../app/event-query';
import { LiveBadge } from './live-badge';

type Props = {
  title: string;
  eventId: string;
  /** What the screen shows, after the event's name. */
  description: string;
  live: boolean;
  /** Buttons beside the title (Download CSV). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Title, event name, live sign and actions of the three event reports. */
export function ReportFrame({ title, eventId, description, live, actions, children }: Props) {
  const event = useEventDetail(eventId);
  return (
    <Stack gap="lg" miw={0}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box miw={0}>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              {title}
            </Title>
            <LiveBadge connected={live} />
          </Group>
          <Text c="dimmed" size="sm">
            {event.data ? `${event.data.assessmentName}: ` : ''}
            {description}
          </Text>
        </Box>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
