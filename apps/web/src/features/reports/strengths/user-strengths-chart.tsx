import { LineChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import type { UserStrengths } from './api';
import { competencyColor } from './chart-colors';

type Props = { competencies: string[]; levels: UserStrengths['levels'] };

/**
 * A line per competency across the levels. The data keys are positions, not names: recharts
 * reads a dot in a key as a path, and competency names are free text. The legend is ours, so
 * it wraps on a phone instead of running out of the chart's fixed height.
 */
export function UserStrengthsChart({ competencies, levels }: Props) {
  const text = useText();
  const key = (index: number) => `c${index}`;
  const data = levels.map((level) => {
    const point: Record<string, string | number | null> = { level: level.level };
    competencies.forEach((name, index) => {
      point[key(index)] = level.scores.find((s) => s.competency === name)?.percentage ?? null;
    });
    return point;
  });
  return (
    <Stack gap="sm">
      <LineChart
        h={260}
        data={data}
        dataKey="level"
        series={competencies.map((name, index) => ({
          name: key(index),
          label: name,
          color: competencyColor(index),
        }))}
        yAxisProps={{ domain: [0, 100], width: 44 }}
        xAxisLabel={text('console.reports.userStrengths.chart.level')}
        unit="%"
        connectNulls
        curveType="linear"
        aria-label={text('console.reports.userStrengths.chart.label')}
        role="img"
      />
      <Group
        gap="xs"
        justify="center"
        role="list"
        aria-label={text('console.reports.userStrengths.chart.legend')}
      >
        {competencies.map((name, index) => (
          <Group key={name} gap={6} wrap="nowrap" role="listitem">
            <Box w={12} h={12} bg={competencyColor(index)} style={{ borderRadius: 3 }} />
            <Text size="sm">{name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
