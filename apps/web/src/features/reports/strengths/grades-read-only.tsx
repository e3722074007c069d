import type { Grade } from '@app/domain';
import { Table } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

/** The account's grades as the super admin sees them: read only, in their order. */
export function GradesReadOnly({ grades }: { grades: readonly Grade[] }) {
  const text = useText();
  const sorted = [...grades].sort((a, b) => a.order - b.order);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table
        striped
        verticalSpacing="xs"
        fz="sm"
        aria-label={text('console.reports.grades.readOnly.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right" w={60}>
              {text('console.reports.grades.readOnly.order')}
            </Table.Th>
            <Table.Th>{text('console.reports.grades.readOnly.name')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.grades.readOnly.start')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.grades.readOnly.end')}</Table.Th>
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
