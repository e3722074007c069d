import '@mantine/core/styles/RingProgress.css';
import { formatThousands } from '@app/domain';
import { RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserStrengths } from './api';
import { competencyColor } from './chart-colors';

type Props = {
  competencies: UserStrengths['competencies'];
  levels: UserStrengths['levels'];
  /** Each competency's standard error of measurement in points (the reliability read). */
  sems: ReadonlyMap<string, number>;
};

/** The competency's points over the levels played: the score the SEM is a margin of. */
const pointsOf = (levels: UserStrengths['levels'], competency: string) =>
  levels.reduce(
    (sum, level) =>
      sum + (level.scores.find((s) => s.competency === competency)?.achievedScore ?? 0),
    0,
  );

/**
 * Each competency's percentage as a dial, the number in its middle, and its score in points as
 * "score ± SEM" once the event's reliability is known.
 */
export function UserStrengthsDials({ competencies, levels, sems }: Props) {
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
          <ScoreWithMargin
            points={pointsOf(levels, item.competency)}
            sem={sems.get(item.competency)}
          />
          <Text size="xs" c="dimmed" ta="center">
            {item.levelsPlayed === 1 ? '1 level played' : `${item.levelsPlayed} levels played`}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function ScoreWithMargin({ points, sem }: { points: number; sem: number | undefined }) {
  const margin = sem === undefined ? '' : ` ± ${formatThousands(Math.round(sem))}`;
  return (
    <Text size="xs" ta="center">
      {`${formatThousands(points)}${margin} points`}
    </Text>
  );
}
