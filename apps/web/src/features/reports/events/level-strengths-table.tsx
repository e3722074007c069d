import { formatThousands, type LevelStrengths } from '@app/domain';
import { type Column, DataTable } from '../../../app/ui/data-table';
import { useText } from '../../../i18n/language-switch';
import { percentText } from './level-strengths-format';

type Row = { level: string; players: number | null; percentages: (number | null)[] };

/** Levels down, competencies across, and 'All Levels' last: the numbers behind every chart. */
export function LevelStrengthsTable({ report }: { report: LevelStrengths }) {
  const text = useText();
  const rows: Row[] = [
    ...report.levels,
    {
      level: text('console.reports.levelStrengths.table.allLevels'),
      players: null,
      percentages: report.allLevels,
    },
  ];
  const columns: Column<Row>[] = [
    {
      header: text('console.reports.levelStrengths.table.level'),
      cell: (r) => r.level,
      td: { fw: 500, style: { whiteSpace: 'nowrap' } },
    },
    {
      header: text('console.reports.levelStrengths.table.players'),
      cell: (r) => (r.players === null ? '–' : formatThousands(r.players)),
      align: 'right',
    },
    ...report.competencies.map(
      (competency, index): Column<Row> => ({
        header: competency,
        cell: (r) => percentText(r.percentages[index] ?? null),
        align: 'right',
      }),
    ),
  ];
  return (
    <DataTable
      label={text('console.reports.levelStrengths.table.label')}
      items={rows}
      minWidth={200 + report.competencies.length * 120}
      columns={columns}
      rowKey={(r) => r.level}
    />
  );
}
