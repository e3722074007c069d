import '@mantine/core/styles/RingProgress.css';
import { RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import type { UserStrengths } from './api';
import { competencyColor } from './chart-colors';

type Props = {
  competencies: UserStrengths['competencies'];
  /** Each competency's standard error of measurement in percentage points (the reliability read). */
  sems: ReadonlyMap<string, number>;
};

/**
 * Each competency's percentage as a dial, the number in its middle, and under it "67% ± 12"
 * once the event's reliability is known: the SEM is in percentage points, the dial's scale.
 */
export function UserStrengthsDials({ competencies, sems }: Props) {
  const text = useText();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      role="list"
      aria-label={text('console.reports.userStrengths.dials.label')}
    >
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
          <ScoreWithMargin percentage={item.percentage} sem={sems.get(item.competency)} />
          <Text size="xs" c="dimmed" ta="center">
            {text('console.reports.userStrengths.dials.levelsPlayed', { count: item.levelsPlayed })}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Nothing until the SEM is known: the dial already shows the percentage. */
function ScoreWithMargin({ percentage, sem }: { percentage: number; sem: number | undefined }) {
  const text = useText();
  return sem === undefined ? null : (
    <Text size="xs" ta="center" title={text('console.reports.userStrengths.dials.semTitle')}>
      {`${percentage}% ± ${Math.round(sem)}`}
    </Text>
  );
}
