import { formatThousands, measurementScreenMessages as m } from '@app/domain';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { SectionCard } from '../../../app/ui/section-card';
import { useText } from '../../../i18n/language-switch';
import { type ReliabilityRow, useReliability } from './api';
import { fixed2 } from './format';
import { FreshnessNote, isPending } from './freshness-note';

/**
 * Beside the Competency Report's bands: how far each competency's score can be trusted. The
 * alpha shown is a score's (the pool's brought to the items a participant is asked).
 */
export function ReliabilityPanel({ eventId }: { eventId: string }) {
  const text = useText();
  const query = useReliability(eventId);
  let body: ReactNode;
  if (query.isPending) {
    body = <QueryLoader noun={text('console.reports.reliability.noun')} />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.reliability.noun')} />;
  } else if (query.data.items.length === 0) {
    body = isPending(query.data.freshness) ? (
      <FreshnessNote freshness={query.data.freshness} />
    ) : (
      <Text size="sm" c="dimmed">
        {m.reliabilityUnavailable}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        <ReliabilityTable rows={query.data.items} />
        <FreshnessNote freshness={query.data.freshness} />
      </Stack>
    );
  }
  return (
    <SectionCard title={text('console.reports.reliability.title')} description={m.reliabilityAbout}>
      {body}
    </SectionCard>
  );
}

const scopeName = (row: ReliabilityRow, text: ReturnType<typeof useText>) =>
  row.scope === 'total' ? text('console.reports.reliability.total') : (row.competency ?? '');

function ReliabilityTable({ rows }: { rows: ReliabilityRow[] }) {
  const text = useText();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table
        striped
        verticalSpacing={6}
        horizontalSpacing={8}
        fz="sm"
        aria-label={text('console.reports.reliability.title')}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{text('console.reports.reliability.competency')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.reliability.alpha')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.reliability.sem')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.reliability.participants')}</Table.Th>
            <Table.Th ta="right">{text('console.reports.reliability.itemsAsked')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.scope}/${row.competency ?? ''}`}>
              <Table.Th scope="row" fw={row.scope === 'total' ? 700 : 500}>
                {scopeName(row, text)}
              </Table.Th>
              {row.alphaAtLength === null ? (
                <Table.Td ta="right" c="dimmed">
                  {m.reliabilityUnavailable}
                </Table.Td>
              ) : (
                <Table.Td ta="right">{fixed2(row.alphaAtLength)}</Table.Td>
              )}
              <Table.Td ta="right">{row.sem === null ? '—' : `± ${Math.round(row.sem)}`}</Table.Td>
              <Table.Td ta="right">{formatThousands(row.participants)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {row.meanItemsAnswered === null
                  ? '—'
                  : text('console.reports.reliability.itemsAnswered', {
                      answered: row.meanItemsAnswered.toFixed(1),
                      items: row.items,
                    })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
