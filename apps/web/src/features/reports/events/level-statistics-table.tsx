import { formatThousands, type LevelStatistics } from '@app/domain';
import { type Column, DataTable } from '../../../app/ui/data-table';

type Level = LevelStatistics['items'][number];

/** A level nobody played has no minimum, average or maximum. */
const score = (value: number | null) => (value === null ? '–' : formatThousands(value));

const columns: Column<Level>[] = [
  { header: 'Level', cell: (l) => l.level, td: { fw: 500, style: { whiteSpace: 'nowrap' } } },
  { header: 'Players', cell: (l) => formatThousands(l.players), align: 'right' },
  { header: 'Min', cell: (l) => score(l.min), align: 'right' },
  { header: 'Average', cell: (l) => score(l.average), align: 'right' },
  { header: 'Max', cell: (l) => score(l.max), align: 'right' },
  { header: 'Passed', cell: (l) => formatThousands(l.passed), align: 'right' },
  // Already whole and rounded up by the server (part A §9).
  { header: 'Pass rate (%)', cell: (l) => String(l.passRate), align: 'right' },
];

export function LevelStatisticsTable({ items }: { items: Level[] }) {
  return (
    <DataTable
      label="Scores"
      items={items}
      minWidth={560}
      columns={columns}
      rowKey={(l) => l.level}
    />
  );
}
