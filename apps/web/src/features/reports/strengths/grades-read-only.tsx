import type { Grade } from '@app/domain';
import { Table } from '@mantine/core';

/** The account's grades as the super admin sees them: read only, in their order. */
export function GradesReadOnly({ grades }: { grades: readonly Grade[] }) {
  const sorted = [...grades].sort((a, b) => a.order - b.order);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label="Grades">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right" w={60}>
              Order
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Start</Table.Th>
            <Table.Th ta="right">End</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((grade) => (
            <Table.Tr key={grade.name}>
              <Table.Td ta="right">{grade.order}</Table.Td>
              <Table.Td>{grade.name}</Table.Td>
              <Table.Td ta="right">{grade.start}%</Table.Td>
              <Table.Td ta="right">{grade.end}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
