import type { LevelStrengths } from '@app/domain';
import { LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import { competencyColor } from './level-strengths-format';

/**
 * One line per competency across the levels. Series are keyed c0, c1…: recharts reads a dot in
 * a key as a path, and competency names may have one. The table is the text alternative.
 */
export function LevelStrengthsChart({ report }: { report: LevelStrengths }) {
  const text = useText();
  const data = report.levels.map(({ level, percentages }) => ({
    level,
    ...Object.fromEntries(percentages.map((value, index) => [`c${index}`, value])),
  }));
  const series = report.competencies.map((competency, index) => ({
    name: `c${index}`,
    label: competency,
    color: competencyColor(index),
  }));
  return (
    <Box component="figure" m={0}>
      <LineChart
        h={300}
        data={data}
        dataKey="level"
        series={series}
        unit="%"
        yAxisProps={{ domain: [0, 100], width: 48 }}
        withLegend
        // In the competencies' order, as the table's columns, not recharts' alphabetical one.
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        connectNulls={false}
        curveType="linear"
        tickLine="none"
        xAxisLabel={text('console.reports.levelStrengths.chart.level')}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {text('console.reports.levelStrengths.chart.caption')}
      </Text>
    </Box>
  );
}
