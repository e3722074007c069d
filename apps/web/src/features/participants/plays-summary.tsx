import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../app/format';
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
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="User">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Item label="Name" value={participant.name} />
        <Item label="Email" value={participant.email} />
        <Item label="Current Level" value={String(participant.currentLevel)} />
        <Item label="Current Score" value={formatNumber(participant.currentScore)} />
        <Item label="Completed Once" value={participant.completedOnce ? 'Yes' : 'No'} />
      </SimpleGrid>
    </Paper>
  );
}
