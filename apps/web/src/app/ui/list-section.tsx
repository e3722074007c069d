import { Button, type TableTdProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import { type Column, DataTable } from './data-table';
import { ListState } from './list-state';
import { SectionCard } from './section-card';

export type { Column } from './data-table';

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
  return (
    <SectionCard title={props.title} description={props.description} action={props.action}>
      <ListState
        query={props.query}
        noun={props.noun}
        emptyText={props.emptyText}
        icon={props.icon}
      >
        {(items) => (
          <DataTable
            items={items}
            minWidth={props.minWidth}
            spacing={props.spacing}
            columns={props.columns}
            rowKey={props.rowKey}
            actions={props.actions}
            actionsWidth={props.actionsWidth}
          />
        )}
      </ListState>
      {props.children}
    </SectionCard>
  );
}

/** A section's Add button; `label` names what it adds, for screen readers. */
export function AddButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  const text = useText();
  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
    >
      {text('console.ui.listSection.add')}
    </Button>
  );
}

/** Style of a body cell that must not wrap (names, e-mails, amounts). */
export const noWrap: TableTdProps = { style: { whiteSpace: 'nowrap' } };
