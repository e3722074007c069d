import { EmptyState, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from '../../app/ui/list-section';

type Props<T> = {
  /** The table's accessible name (its section's title). */
  label: string;
  items: T[];
  emptyText: string;
  /** Below this the table scrolls sideways inside its card. */
  minWidth: number;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  /** The row's icon actions, in a last right-aligned column; none for read-only tables. */
  actions?: (item: T) => ReactNode;
};

/** The actions stay in view while a wide table scrolls sideways (a phone, a long objective). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px var(--mantine-color-gray-4)',
} as const;

/**
 * A table of data the screen has already loaded (ListSection's look, without its query states:
 * the levels overview loads its three tables in one read).
 */
export function DataTable<T>({
  label,
  items,
  emptyText,
  minWidth,
  columns,
  rowKey,
  actions,
}: Props<T>) {
  if (items.length === 0) {
    return <EmptyState size="sm" withIndicatorBackground description={emptyText} />;
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={label}>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            {columns.map((column, index) => (
              // Columns are a fixed list per table, so their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Th key={index} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            {actions ? (
              <Table.Th ta="right" style={stickyActions}>
                Actions
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={rowKey(item)}>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, as above
                <Table.Td key={index} ta={column.align} {...column.td}>
                  {column.cell(item)}
                </Table.Td>
              ))}
              {actions ? (
                <Table.Td ta="right" style={{ ...stickyActions, whiteSpace: 'nowrap' }}>
                  {actions(item)}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
