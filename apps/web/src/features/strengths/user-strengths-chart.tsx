import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { UserStrengths } from './api';
import { competencyColor } from './chart-colors';

type Props = { competencies: string[]; levels: UserStrengths['levels'] };

/**
 * A line per competency across the levels. The data keys are positions, not names: recharts
 * reads a dot in a key as a path, and competency names are free text.
 */
export function UserStrengthsChart({ competencies, levels }: Props) {
  const key = (index: number) => `c${index}`;
  const data = levels.map((level) => {
    const point: Record<string, string | number | null> = { level: level.level };
    competencies.forEach((name, index) => {
      point[key(index)] = level.scores.find((s) => s.competency === name)?.percentage ?? null;
    });
    return point;
  });
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="level"
      series={competencies.map((name, index) => ({
        name: key(index),
        label: name,
        color: competencyColor(index),
      }))}
      yAxisProps={{ domain: [0, 100], width: 44 }}
      unit="%"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 56 }}
      curveType="linear"
      aria-label="Percentage by level, one line per competency"
      role="img"
    />
  );
}
