import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';

type Props = {
  title: string;
  /** The event's name, once loaded. */
  eventName?: string;
  description: string;
  /** Buttons on the title's line (Download CSV). */
  action?: ReactNode;
  children: ReactNode;
};

/** Every strength report: its title, the event it reads and what it shows, then the content. */
export function ReportFrame({ title, eventName, description, action, children }: Props) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {eventName ? `${eventName}: ` : ''}
            {description}
          </Text>
        </div>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
