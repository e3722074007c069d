import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedTable } from '../../app/ui/paged-table';

export type ReportColumn<T> = {
  header: string;
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
};

/** One page of a report's participants, described by its columns. */
export function ReportTable<T>({ columns, rows, rowKey, dimmed, minWidth }: Props<T>) {
  return (
    <PagedTable
      minWidth={minWidth}
      dimmed={dimmed}
      head={columns.map((column) => (
        <Table.Th key={column.header} ta={column.align}>
          {column.header}
        </Table.Th>
      ))}
    >
      {rows.map((row) => (
        <Table.Tr key={rowKey(row)}>
          {columns.map((column) => (
            <Table.Td key={column.header} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
              {column.cell(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
