import { EmptyState, Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';

export type Column<T> = {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Numbers line up on the right, header and cells alike. */
  align?: 'right';
  /** Further props of the body cells (weight, widths, no wrapping). */
  td?: TableTdProps;
};

type Props<T> = {
  /** The table's accessible name (its section's title), when the page has several. */
  label?: string;
  items: T[];
  /** Shown instead of the table when there are no items. */
  emptyText?: string;
  /** Below this the table scrolls sideways inside its card. */
  minWidth: number;
  /** Row height: the catalog's games are taller (logos) than the settings' one-liners. */
  spacing?: 'xs' | number;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  /** The row's icon actions, in a last right-aligned column; none for read-only tables. */
  actions?: (item: T) => ReactNode;
  actionsWidth?: number;
};

/** The actions stay in view while a wide table scrolls sideways (a phone, a long text). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px var(--mantine-color-gray-4)',
} as const;

/** A table described by its columns, with row actions: every list of the console draws one. */
export function DataTable<T>({
  label,
  items,
  emptyText,
  minWidth,
  spacing = 6,
  columns,
  rowKey,
  actions,
  actionsWidth,
}: Props<T>) {
  const text = useText();
  if (items.length === 0 && emptyText) {
    return <EmptyState size="sm" withIndicatorBackground description={emptyText} />;
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={spacing} aria-label={label}>
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
              <Table.Th w={actionsWidth} ta="right" style={stickyActions}>
                {text('console.ui.dataTable.actions')}
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
