import { formatThousands, measurementScreenMessages as m } from '@app/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import type { FairnessAudit, FairnessReportBody } from './api';
import { fixed2, rate } from './format';

type GroupTable = FairnessAudit['byGender'];
type Rules = Pick<FairnessReportBody, 'minGroupCount' | 'smallGroupShare'>;

type Props = {
  /** 'Gender' or 'Age group': the category the groups are of. */
  category: string;
  /** The audit's name, for the table's accessible name. */
  subject: string;
  rateLabel: string;
  table: GroupTable;
  rules: Rules;
};

/**
 * One category's groups for one decision. A suppressed group shows neither count nor rate; a
 * small one shows both but is not compared; the base (highest rate) group has ratio 1.
 */
export function FairnessTable({ category, subject, rateLabel, table, rules }: Props) {
  const text = useText();
  const noun = category.toLowerCase();
  if (table.groups.length === 0) {
    // Nobody gave one (the demo has no dates of birth): no empty table, just the count.
    return (
      <Stack gap={4} miw={0}>
        <Text size="sm" fw={700}>
          {category}
        </Text>
        <Text size="sm" c="dimmed">
          {m.noGroups(noun, table.unknown)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} miw={0}>
      <Table.ScrollContainer minWidth={400}>
        <Table
          verticalSpacing={6}
          horizontalSpacing={8}
          fz="sm"
          striped
          aria-label={text('console.reports.fairness.table.label', { subject, category: noun })}
        >
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              <Table.Th>{category}</Table.Th>
              <Table.Th ta="right">{text('console.reports.fairness.table.people')}</Table.Th>
              <Table.Th ta="right">{rateLabel}</Table.Th>
              <Table.Th ta="right">{text('console.reports.fairness.table.impactRatio')}</Table.Th>
              <Table.Th>{text('console.reports.fairness.table.fourFifths')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.groups.map((group) => (
              <Table.Tr key={group.group}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {group.group}
                  {group.group === table.base ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {text('console.reports.fairness.table.highestRate')}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {group.suppressed || group.count === null ? (
                    <Text span size="sm" c="dimmed" title={m.suppressedWhy(rules.minGroupCount)}>
                      {m.suppressed}
                    </Text>
                  ) : (
                    formatThousands(group.count)
                  )}
                </Table.Td>
                <Table.Td ta="right">{group.rate === null ? '—' : rate(group.rate)}</Table.Td>
                <Table.Td ta="right">
                  {group.impactRatio === null ? '—' : fixed2(group.impactRatio)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Verdict group={group} rules={rules} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {table.unknown > 0 ? (
        <Text size="xs" c="dimmed">
          {m.unknownGroup(noun, table.unknown)}
        </Text>
      ) : null}
    </Stack>
  );
}

function Verdict({ group, rules }: { group: GroupTable['groups'][number]; rules: Rules }) {
  const text = useText();
  if (group.flagged) {
    return (
      <Badge color="red" variant="light" size="sm">
        {m.belowFourFifths}
      </Badge>
    );
  }
  if (group.suppressed) {
    return (
      <Text span size="xs" c="dimmed">
        {m.suppressedWhy(rules.minGroupCount)}
      </Text>
    );
  }
  if (group.small) {
    return (
      <Text span size="xs" c="dimmed">
        {m.smallGroup(rules.smallGroupShare)}
      </Text>
    );
  }
  return (
    <Text span size="xs" c="dimmed">
      {group.impactRatio === null ? '—' : text('console.reports.fairness.table.noFlag')}
    </Text>
  );
}
