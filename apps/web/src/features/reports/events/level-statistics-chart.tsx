import { formatThousands, type LevelStatistics } from '@app/domain';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { usePhone } from '../../../app/ui/use-phone';
import { useText } from '../../../i18n/language-switch';

type Level = LevelStatistics['items'][number];

const seriesOf = (text: ReturnType<typeof useText>) => [
  { name: 'min', label: text('console.reports.levelStatistics.chart.min'), color: 'blue.3' },
  {
    name: 'average',
    label: text('console.reports.levelStatistics.chart.average'),
    color: 'blue.6',
  },
  { name: 'max', label: text('console.reports.levelStatistics.chart.maximum'), color: 'indigo.9' },
];

/**
 * Min, average and maximum score of each played level as grouped bars. The Scores table below
 * carries the same numbers, so it is the chart's text alternative.
 */
export function LevelStatisticsChart({ items }: { items: Level[] }) {
  // On a phone the bars lie down, one row of three bars per level.
  const narrow = usePhone();
  const text = useText();
  const data = items.map(({ level, min, average, max }) => ({ level, min, average, max }));
  return (
    <Box component="figure" m={0}>
      <BarChart
        h={narrow ? Math.max(240, items.length * 72 + 60) : 320}
        data={data}
        dataKey="level"
        series={seriesOf(text)}
        orientation={narrow ? 'vertical' : 'horizontal'}
        valueFormatter={formatThousands}
        withLegend
        // In the series' order (min, average, max), not recharts' alphabetical one.
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        xAxisLabel={narrow ? undefined : text('console.reports.levelStatistics.chart.level')}
        tickLine="none"
        yAxisProps={narrow ? { width: 64 } : { width: 56 }}
        // Room for the last value under the lying bars ('16,000' at the right edge).
        barChartProps={narrow ? { margin: { top: 5, right: 24, bottom: 5, left: 0 } } : undefined}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {text('console.reports.levelStatistics.chart.caption')}
      </Text>
    </Box>
  );
}
