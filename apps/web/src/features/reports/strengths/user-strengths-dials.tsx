import '@mantine/core/styles/RingProgress.css';
import { RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserStrengths } from './api';
import { competencyColor } from './chart-colors';

/** Each competency's percentage as a dial, the number in its middle. */
export function UserStrengthsDials({
  competencies,
}: {
  competencies: UserStrengths['competencies'];
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" role="list" aria-label="Competencies">
      {competencies.map((item, index) => (
        <Stack key={item.competency} gap={4} align="center" role="listitem">
          <RingProgress
            size={112}
            thickness={10}
            roundCaps
            sections={[{ value: item.percentage, color: competencyColor(index) }]}
            aria-hidden
            label={
              <Text ta="center" fw={700} size="lg">
                {item.percentage}%
              </Text>
            }
          />
          <Text size="sm" fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {item.competency}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {item.levelsPlayed === 1 ? '1 level played' : `${item.levelsPlayed} levels played`}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
