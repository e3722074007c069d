import type { ItemSortKey } from '@app/domain';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

export type ItemOrder = { sort: ItemSortKey; dir: 'asc' | 'desc' };

type Props = {
  label: string;
  sortKey: ItemSortKey;
  order: ItemOrder;
  onSort: (order: ItemOrder) => void;
  align?: 'right';
};

/**
 * A column header that orders the list on the server: the first click sorts ascending, the next
 * turns it round. aria-sort tells a screen reader which column orders the rows.
 */
export function SortHeader({ label, sortKey, order, onSort, align }: Props) {
  const active = order.sort === sortKey;
  const Icon = !active ? IconArrowsSort : order.dir === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active && order.dir === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th
      ta={align}
      aria-sort={active ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort({ sort: sortKey, dir: next })}
        fz="sm"
        fw={700}
        style={{ borderRadius: 4 }}
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden color={active ? undefined : 'var(--mantine-color-dimmed)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
