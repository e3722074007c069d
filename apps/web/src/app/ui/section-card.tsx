import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  description?: string;
  /** The section's Add button, if any. */
  action?: ReactNode;
  children: ReactNode;
};

/** One titled card of a catalog page; its table scrolls inside it on narrow screens. */
export function SectionCard({ title, description, action, children }: Props) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      miw={0}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Box miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Box>
          {action ? <Box style={{ flexShrink: 0 }}>{action}</Box> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
