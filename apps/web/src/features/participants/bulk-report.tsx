import { Alert, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import type { BulkReport } from './api';

type Props = {
  report: BulkReport;
  /** The alert's title: what the upload did ('Upload complete', 'Invitation Sent!'). */
  title: string;
  children?: ReactNode;
};

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </div>
  );
}

/** The server's report of a bulk upload or bulk invite: totals, then each skipped row and why. */
export function BulkReportView({ report, title, children }: Props) {
  const text = useText();
  const { totals, skipped } = report;
  return (
    <Stack gap="sm">
      <Alert color={skipped.length > 0 ? 'yellow' : 'teal'} title={title}>
        <Stack gap="xs">
          {children}
          <SimpleGrid cols={3} spacing="xs">
            <Total label={text('console.participants.bulkReport.rows')} value={totals.rows} />
            <Total label={text('console.participants.bulkReport.added')} value={totals.added} />
            <Total label={text('console.participants.bulkReport.skipped')} value={totals.skipped} />
          </SimpleGrid>
        </Stack>
      </Alert>
      {skipped.length > 0 ? (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Table verticalSpacing={4} fz="sm" striped withTableBorder captionSide="top" miw={420}>
            <Table.Caption ta="left" fw={500} c="var(--mantine-color-text)">
              {text('console.participants.bulkReport.skippedRows')}
            </Table.Caption>
            <Table.Thead style={{ whiteSpace: 'nowrap' }}>
              <Table.Tr>
                <Table.Th w={60}>{text('console.participants.bulkReport.row')}</Table.Th>
                <Table.Th>{text('console.participants.bulkReport.email')}</Table.Th>
                <Table.Th>{text('console.participants.bulkReport.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {skipped.map((row) => (
                <Table.Tr key={`${row.row}-${row.reason}`}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.email || '–'}</Table.Td>
                  <Table.Td>{row.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}
