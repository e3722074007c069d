import { formatThousands } from '@app/domain';
import type { StrengthPage } from './api';
import { areaColumns, percentText } from './labels';
import { type ReportColumn, ReportTable } from './report-table';

type Row = StrengthPage['items'][number];

/** Part A §5's columns; ace events add their three scores and the total. */
function columnsOf(competencies: string[], isAce: boolean): ReportColumn<Row>[] {
  const columns: ReportColumn<Row>[] = [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Email', cell: (r) => r.email },
    { header: areaColumns.department, cell: (r) => r.department || '–' },
    { header: areaColumns.region, cell: (r) => r.region || '–' },
    ...competencies.map(
      (name, index): ReportColumn<Row> => ({
        header: name,
        cell: (r) => percentText(r.percentages[index] ?? null),
        align: 'right',
      }),
    ),
  ];
  if (isAce) {
    columns.push(
      { header: 'Behaviour', cell: (r) => formatThousands(r.behaviourScore), align: 'right' },
      { header: 'Cognitive', cell: (r) => formatThousands(r.cognitiveScore), align: 'right' },
      { header: 'Aptitude', cell: (r) => formatThousands(r.aptitudeScore), align: 'right' },
      { header: 'Total', cell: (r) => formatThousands(r.currentScore), align: 'right' },
    );
  }
  return columns;
}

export function StrengthDetailsTable(props: {
  data: StrengthPage;
  isAce: boolean;
  dimmed: boolean;
}) {
  const columns = columnsOf(props.data.competencies, props.isAce);
  return (
    <ReportTable
      columns={columns}
      rows={props.data.items}
      rowKey={(r) => r.id}
      dimmed={props.dimmed}
      minWidth={560 + props.data.competencies.length * 110 + (props.isAce ? 400 : 0)}
    />
  );
}
