import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useText } from '../../../i18n/language-switch';
import type { Pick } from './pick-kinds';

type Props = {
  items: { pick: Pick; kindLabel?: string }[];
  onRemove: (pick: Pick) => void;
  /** e.g. '3 of 5 selected', read out with the heading. */
  summary: string;
};

/** 'Your Selection' with a remove icon per item (part B §2). */
export function SelectionList({ items, onRemove, summary }: Props) {
  const text = useText();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          {text('console.events.selection.title')}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text('console.events.selection.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map(({ pick, kindLabel }) => (
            <Group
              key={pick.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" miw={0} truncate>
                {pick.name}
                {kindLabel ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {kindLabel}
                  </Text>
                ) : null}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={text('console.events.selection.removeNamed', { name: pick.name })}
                onClick={() => onRemove(pick)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
