import type { LevelStrengths } from '@app/domain';
import { RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { competencyColor, percentText } from './level-strengths-format';

/**
 * 'All Levels': one dial per competency, its percentage in the middle, read out before the
 * competency's name.
 */
export function LevelStrengthsDials({ report }: { report: LevelStrengths }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" verticalSpacing="md">
      {report.competencies.map((competency, index) => {
        const value = report.allLevels[index] ?? null;
        return (
          <Stack key={competency} gap={4} align="center">
            <RingProgress
              size={104}
              thickness={10}
              roundCaps
              sections={value === null ? [] : [{ value, color: competencyColor(index) }]}
              label={
                <Text ta="center" fw={700} size="lg">
                  {percentText(value)}
                </Text>
              }
            />
            <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {competency}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
