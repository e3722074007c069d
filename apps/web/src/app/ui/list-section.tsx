import { Button, Table, type TableTdProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListState } from './list-state';
import { SectionCard } from './section-card';

export type Column<T> = {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Numbers line up on the right, header and cells alike. */
  align?: 'right';
  /** Further props of the body cells (weight, widths, no wrapping). */
  td?: TableTdProps;
};

type Props<T> = {
  title: string;
  description?: string;
  /** The section's Add button, if any (AddButton). */
  action?: ReactNode;
  query: UseQueryResult<T[]>;
  /** Plural noun in lower case, for the loading and error states. */
  noun: string;
  emptyText: string;
  icon?: ReactNode;
  /** Below this the table scrolls sideways inside its card. */
  minWidth: number;
  /** Row height: the catalog's games are taller (logos) than the settings' one-liners. */
  spacing?: 'xs' | number;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  /** The row's icon actions (Edit, Delete) in the last, right-aligned column. */
  actions: (item: T) => ReactNode;
  actionsWidth: number;
  /** The section's add/edit modal. */
  children?: ReactNode;
};

/**
 * One titled list of the catalog and settings pages: its loading, error and empty states, a
 * table described by its columns, the row actions, and the modal that edits a row.
 */
export function ListSection<T>(props: Props<T>) {
  const { columns, actions, rowKey } = props;
  return (
    <SectionCard title={props.title} description={props.description} action={props.action}>
      <ListState
        query={props.query}
        noun={props.noun}
        emptyText={props.emptyText}
        icon={props.icon}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={props.minWidth}>
            <Table striped highlightOnHover verticalSpacing={props.spacing ?? 6}>
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  {columns.map((column, index) => (
                    // Columns are a fixed list per section, so their place is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Th key={index} ta={column.align}>
                      {column.header}
                    </Table.Th>
                  ))}
                  <Table.Th w={props.actionsWidth} ta="right">
                    Actions
                  </Table.Th>
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
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {actions(item)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      {props.children}
    </SectionCard>
  );
}

/** A section's Add button; `label` names what it adds, for screen readers. */
export function AddButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
    >
      Add
    </Button>
  );
}

/** Style of a body cell that must not wrap (names, e-mails, amounts). */
export const noWrap: TableTdProps = { style: { whiteSpace: 'nowrap' } };
