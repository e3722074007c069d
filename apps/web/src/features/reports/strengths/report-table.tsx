import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedTable } from '../../../app/ui/paged-table';

export type ReportColumn<T> = {
  header: string;
  /** Where headers may repeat (competencies are free text): the column's own key. */
  key?: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'right';
};

type Props<T> = {
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The rows of the page before, shown while the next one loads. */
  dimmed: boolean;
  minWidth: number;
  /** Long headers (competency names) may wrap, so many columns still fit a laptop. */
  wrapHeaders?: boolean;
};

/** One page of a report's participants, described by its columns. */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  dimmed,
  minWidth,
  wrapHeaders = false,
}: Props<T>) {
  return (
    <PagedTable
      minWidth={minWidth}
      dimmed={dimmed}
      headStyle={wrapHeaders ? { verticalAlign: 'bottom' } : undefined}
      head={columns.map((column) => (
        <Table.Th key={column.key ?? column.header} ta={column.align}>
          {column.header}
        </Table.Th>
      ))}
    >
      {rows.map((row) => (
        <Table.Tr key={rowKey(row)}>
          {columns.map((column) => (
            <Table.Td
              key={column.key ?? column.header}
              ta={column.align}
              style={{ whiteSpace: 'nowrap' }}
            >
              {column.cell(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
