import { Table, VisuallyHidden } from '@mantine/core';

/** A table's header row, with a last column for row buttons whose title only screen readers hear. */
export function TableHead({ headers }: { headers: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((header) => (
          <Table.Th key={header}>{header}</Table.Th>
        ))}
        <Table.Th>
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
