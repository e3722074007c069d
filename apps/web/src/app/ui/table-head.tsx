import { Table, VisuallyHidden } from '@mantine/core';
import { useText } from '../../i18n/language-switch';

/** A table's header row, with a last column for row buttons whose title only screen readers hear. */
export function TableHead({ headers }: { headers: string[] }) {
  const text = useText();
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((header) => (
          <Table.Th key={header}>{header}</Table.Th>
        ))}
        <Table.Th>
          <VisuallyHidden>{text('console.ui.tableHead.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
