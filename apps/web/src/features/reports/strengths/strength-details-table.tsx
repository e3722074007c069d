import { type ProjectType, strengthColumns } from '@app/domain';
import type { StrengthPage } from './api';
import { type ReportColumn, ReportTable } from './report-table';

type Row = StrengthPage['items'][number];

/** The columns that hold words; every other one is a number and lines up on the right. */
const TEXT_COLUMNS = 5;

/**
 * The same columns as the 'Progress-strengthDetail' CSV (strengthColumns): who, each
 * competency's percentage, and for ace events the three scores and the total. An empty cell
 * (a competency not played) reads '–' on screen.
 */
function columnsOf(competencies: string[], projectType: ProjectType): ReportColumn<Row>[] {
  return strengthColumns(competencies, projectType).map((column, index) => ({
    header: column.label,
    key: String(index),
    cell: (row) => column.cell(row) || '–',
    align: index < TEXT_COLUMNS ? undefined : 'right',
  }));
}

type Props = { data: StrengthPage; projectType: ProjectType; dimmed: boolean };

export function StrengthDetailsTable({ data, projectType, dimmed }: Props) {
  const columns = columnsOf(data.competencies, projectType);
  return (
    <ReportTable
      columns={columns}
      rows={data.items}
      rowKey={(r) => r.id}
      dimmed={dimmed}
      minWidth={560 + 90 * (columns.length - TEXT_COLUMNS)}
      wrapHeaders
    />
  );
}
