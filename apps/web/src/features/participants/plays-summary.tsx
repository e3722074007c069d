import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { useText } from '../../i18n/language-switch';
import type { Participant } from './api';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Where the participant stands now, as the users list shows it. */
export function PlaysSummary({ participant }: { participant: Participant }) {
  const text = useText();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={text('console.participants.plays.summary.label')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Item label={text('console.participants.plays.summary.name')} value={participant.name} />
        <Item label={text('console.participants.plays.summary.email')} value={participant.email} />
        <Item
          label={text('console.participants.plays.summary.currentLevel')}
          value={String(participant.currentLevel)}
        />
        <Item
          label={text('console.participants.plays.summary.currentScore')}
          value={formatNumber(participant.currentScore)}
        />
        <Item
          label={text('console.participants.plays.summary.completedOnce')}
          value={text(
            participant.completedOnce
              ? 'console.participants.common.yes'
              : 'console.participants.common.no',
          )}
        />
      </SimpleGrid>
    </Paper>
  );
}
