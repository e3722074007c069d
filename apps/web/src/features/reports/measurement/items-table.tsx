import { formatThousands, measurementScreenMessages as m } from '@app/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { PagedTable } from '../../../app/ui/paged-table';
import { useText } from '../../../i18n/language-switch';
import { levelTitle } from '../../levels/labels';
import type { ItemAnalysisPage, ItemAnalysisRow } from './api';
import { fixed2, seconds } from './format';
import { EditQuestionLink, Figure, ItemFlags, OptionShares } from './item-cells';
import { type ItemOrder, SortHeader } from './sort-header';

type Props = {
  eventId: string;
  data: ItemAnalysisPage;
  order: ItemOrder;
  onSort: (order: ItemOrder) => void;
  dimmed: boolean;
};

const orNull = <T,>(value: T | null, show: (v: T) => string) =>
  value === null ? null : show(value);

/** One page of items, ordered by the server on the column whose header was clicked. */
export function ItemsTable({ eventId, data, order, onSort, dimmed }: Props) {
  const text = useText();
  const sortProps = { order, onSort };
  return (
    <PagedTable
      minWidth={1040}
      dimmed={dimmed}
      headStyle={{ whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
      head={
        <>
          <Table.Th>{text('console.reports.items.table.item')}</Table.Th>
          <SortHeader
            label={text('console.reports.items.table.level')}
            sortKey="level"
            {...sortProps}
          />
          <SortHeader
            label={text('console.reports.items.table.asked')}
            sortKey="answers"
            align="right"
            {...sortProps}
          />
          <SortHeader
            label={text('console.reports.items.table.facility')}
            sortKey="facility"
            align="right"
            {...sortProps}
          />
          <SortHeader
            label={text('console.reports.items.table.discrimination')}
            sortKey="discrimination"
            align="right"
            {...sortProps}
          />
          <SortHeader
            label={text('console.reports.items.table.meanTime')}
            sortKey="meanSeconds"
            align="right"
            {...sortProps}
          />
          <Table.Th>{text('console.reports.items.table.flags')}</Table.Th>
          <Table.Th>{text('console.reports.items.table.optionShares')}</Table.Th>
        </>
      }
    >
      {data.items.map((row) => (
        <ItemRow key={row.itemId} eventId={eventId} row={row} minAnswers={data.minAnswers} />
      ))}
    </PagedTable>
  );
}

function ItemRow({
  eventId,
  row,
  minAnswers,
}: {
  eventId: string;
  row: ItemAnalysisRow;
  minAnswers: number;
}) {
  const text = useText();
  const below = row.answers < minAnswers;
  const figure = (value: string | null) => <Figure value={value} minAnswers={minAnswers} />;
  return (
    <Table.Tr>
      <Table.Td style={{ minWidth: 220, maxWidth: 320 }}>
        <Stack gap={4}>
          <Text size="sm" lineClamp={2} title={row.text} style={{ overflowWrap: 'anywhere' }}>
            {row.text}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" size="xs">
              {row.kind === 'question'
                ? text('console.reports.items.table.question')
                : text('console.reports.items.table.miniScreen')}
            </Badge>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.competency}
            </Text>
            {row.kind === 'question' ? <EditQuestionLink eventId={eventId} row={row} /> : null}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{levelTitle(row.level, text)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatThousands(row.answers)}
        {below ? (
          <Text size="xs" c="dimmed">
            {m.belowMinimum(minAnswers)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">{figure(orNull(row.facility, fixed2))}</Table.Td>
      <Table.Td ta="right">{figure(orNull(row.discrimination, fixed2))}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {figure(orNull(row.meanSeconds, seconds))}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ItemFlags flags={row.flags} />
      </Table.Td>
      <Table.Td>
        {row.optionShares ? <OptionShares shares={row.optionShares} /> : figure(null)}
      </Table.Td>
    </Table.Tr>
  );
}
