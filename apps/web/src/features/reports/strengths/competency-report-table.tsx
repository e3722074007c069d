import { competencyCell } from '@app/domain';
import { useText } from '../../../i18n/language-switch';
import type { CompetencyReport } from './api';
import { areaColumns } from './labels';
import { type ReportColumn, ReportTable } from './report-table';

type Row = CompetencyReport['items'][number];

type Props = {
  data: CompetencyReport;
  dimmed: boolean;
  /** The grades screen lists one grade's participants: their grade goes without saying. */
  withGrade?: boolean;
};

/** Part B §2's table: Name, Email, the competency as "name - value%", the grade, the areas. */
export function CompetencyReportTable({ data, dimmed, withGrade = true }: Props) {
  const text = useText();
  const columns: ReportColumn<Row>[] = [
    { header: text('console.reports.competency.table.name'), cell: (r) => r.name },
    { header: text('console.reports.competency.table.email'), cell: (r) => r.email },
    {
      header: text('console.reports.competency.table.competency'),
      cell: (r) => competencyCell(data.competency, r.percentage),
    },
  ];
  if (withGrade) {
    columns.push({
      header: text('console.reports.competency.table.grade'),
      cell: (r) => r.grade ?? '–',
    });
  }
  if (data.areas.department) {
    columns.push({ header: text(areaColumns.department), cell: (r) => r.department || '–' });
  }
  if (data.areas.region) {
    columns.push({ header: text(areaColumns.region), cell: (r) => r.region || '–' });
  }
  return (
    <ReportTable
      columns={columns}
      rows={data.items}
      rowKey={(r) => r.id}
      dimmed={dimmed}
      minWidth={180 * columns.length}
    />
  );
}
