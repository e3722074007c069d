import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title';

type Props = {
  title: string;
  /** The event's name, once loaded. */
  eventName?: string;
  /** What the screen shows, after the event's name. */
  description: string;
  /** Beside the title (the Live sign). */
  badge?: ReactNode;
  /** On the title's line (Download CSV). */
  action?: ReactNode;
  children: ReactNode;
};

/** Every report screen: its title, the event it reads and what it shows, then the content. */
export function ReportFrame({ title, eventName, description, badge, action, children }: Props) {
  usePageTitle(title);
  return (
    <Stack gap="lg" miw={0}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box miw={0}>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              {title}
            </Title>
            {badge}
          </Group>
          <Text c="dimmed" size="sm">
            {eventName ? `${eventName}: ` : ''}
            {description}
          </Text>
        </Box>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
