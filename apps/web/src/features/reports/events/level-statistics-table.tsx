import { formatThousands, type LevelStatistics } from '@app/domain';
import { type Column, DataTable } from '../../../app/ui/data-table';
import { useText } from '../../../i18n/language-switch';

type Level = LevelStatistics['items'][number];

/** A level nobody played has no minimum, average or maximum. */
const score = (value: number | null) => (value === null ? '–' : formatThousands(value));

const columnsOf = (text: ReturnType<typeof useText>): Column<Level>[] => [
  {
    header: text('console.reports.levelStatistics.scores.level'),
    cell: (l) => l.level,
    td: { fw: 500, style: { whiteSpace: 'nowrap' } },
  },
  {
    header: text('console.reports.levelStatistics.scores.players'),
    cell: (l) => formatThousands(l.players),
    align: 'right',
  },
  {
    header: text('console.reports.levelStatistics.scores.min'),
    cell: (l) => score(l.min),
    align: 'right',
  },
  {
    header: text('console.reports.levelStatistics.scores.average'),
    cell: (l) => score(l.average),
    align: 'right',
  },
  {
    header: text('console.reports.levelStatistics.scores.max'),
    cell: (l) => score(l.max),
    align: 'right',
  },
  {
    header: text('console.reports.levelStatistics.scores.passed'),
    cell: (l) => formatThousands(l.passed),
    align: 'right',
  },
  // Already whole and rounded up by the server (part A §9).
  {
    header: text('console.reports.levelStatistics.scores.passRate'),
    cell: (l) => String(l.passRate),
    align: 'right',
  },
];

export function LevelStatisticsTable({ items }: { items: Level[] }) {
  const text = useText();
  return (
    <DataTable
      label={text('console.reports.levelStatistics.scores.title')}
      items={items}
      minWidth={560}
      columns={columnsOf(text)}
      rowKey={(l) => l.level}
    />
  );
}
