import type { ContentWarning, RejectedRow } from '@app/domain';
import { ScrollArea, Table } from '@mantine/core';
import { useText } from '../../i18n/language-switch';

/**
 * Each refused row of an uploaded CSV with its reason (rows counted as in a spreadsheet): question
 * banks, level and level-question imports; also the content lint's warnings, where a finding
 * about the whole file has no row ("—").
 */
export function RejectedRows({
  rows,
  caption,
}: {
  rows: (RejectedRow | ContentWarning)[];
  caption: string;
}) {
  const text = useText();
  return (
    <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
      <Table verticalSpacing={4} fz="sm" striped withTableBorder captionSide="top">
        <Table.Caption ta="left" fw={500} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th w={70}>{text('console.ui.rejectedRows.row')}</Table.Th>
            <Table.Th>{text('console.ui.rejectedRows.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.row}-${row.reason}`}>
              <Table.Td>{row.row ?? '—'}</Table.Td>
              <Table.Td>{row.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
