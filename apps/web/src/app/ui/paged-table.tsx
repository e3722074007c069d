import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type Props = {
  minWidth: number;
  /** The rows of the page before, kept on screen while the next one loads. */
  dimmed: boolean;
  /** The header row's cells. */
  head: ReactNode;
  headStyle?: CSSProperties;
  children: ReactNode;
};

/** The dense table of the server-paged lists (accounts, users, payments); it scrolls sideways. */
export function PagedTable({ minWidth, dimmed, head, headStyle, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={8}
        fz="sm"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead style={headStyle ?? { whiteSpace: 'nowrap' }}>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
