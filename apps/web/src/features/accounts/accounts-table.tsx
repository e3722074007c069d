import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { PagedTable } from '../../app/ui/paged-table';
import { useText } from '../../i18n/language-switch';
import { planLabels } from '../billing/plans';
import { AccountActions, type AccountRowActions } from './account-actions';
import type { AccountRow } from './api';

type Props = { items: AccountRow[]; actions: AccountRowActions; dimmed: boolean };

/** A count and, dimmed, the plan's limit: what an upgrade decision needs at a glance. */
function CountCell({ count, max }: { count: number; max: number }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatNumber(count)}
      <Text span size="xs" c="dimmed">
        {' '}
        / {formatNumber(max)}
      </Text>
    </Table.Td>
  );
}

/**
 * The admin asked for a larger plan (docs/decisions/0020-plan-limits-way-forward.md); the operator's
 * plan change answers it and the badge goes.
 */
function RequestedBadge({ account }: { account: AccountRow }) {
  const text = useText();
  const plan = account.upgradeRequestedPlan;
  const named =
    plan && plan in planLabels ? text(planLabels[plan as keyof typeof planLabels]) : plan;
  return (
    <Badge
      variant="light"
      color="blue"
      mt={4}
      miw="max-content"
      title={text('console.accounts.table.requestedAt', {
        date: formatDateTime(account.upgradeRequestedAt ?? ''),
      })}
      display="block"
    >
      {named
        ? text('console.accounts.table.requestedPlan', { plan: named })
        : text('console.accounts.table.requestedLargerPlan')}
    </Badge>
  );
}

function Row({ account, actions }: { account: AccountRow; actions: AccountRowActions }) {
  const text = useText();
  return (
    <Table.Tr>
      <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
        {account.name}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{account.email}</Table.Td>
      <Table.Td>{account.companyName}</Table.Td>
      <CountCell count={account.usersCount} max={account.maxUsers} />
      <CountCell count={account.assessmentsCount} max={account.maxAssessments} />
      {/* A badge's label may shrink to nothing, so the table would squeeze this column and let
          'Expired' spill over Package: each badge keeps its full width, the column widens. */}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge variant="light" color={account.active ? 'green' : 'red'} miw="max-content">
          {account.active
            ? text('console.accounts.table.activeBadge')
            : text('console.accounts.table.blocked')}
        </Badge>
        {account.expired ? (
          <Badge variant="filled" color="orange" ml={4} miw="max-content">
            {text('console.accounts.table.expired')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {text(planLabels[account.plan])}
        {account.expiry ? (
          <Text size="xs" c={account.expired ? 'orange.8' : 'dimmed'}>
            {text('console.accounts.table.until', { date: formatDateTime(account.expiry) })}
          </Text>
        ) : null}
        {account.upgradeRequestedAt ? <RequestedBadge account={account} /> : null}
      </Table.Td>
      <Table.Td ta="right">
        <AccountActions account={account} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Part A §2's columns; the server filters, orders (newest first) and pages. */
export function AccountsTable({ items, actions, dimmed }: Props) {
  const text = useText();
  return (
    <PagedTable
      minWidth={980}
      dimmed={dimmed}
      head={
        <>
          <Table.Th>{text('console.accounts.table.name')}</Table.Th>
          <Table.Th>{text('console.accounts.table.email')}</Table.Th>
          <Table.Th>{text('console.accounts.table.company')}</Table.Th>
          <Table.Th ta="right">{text('console.accounts.table.users')}</Table.Th>
          <Table.Th ta="right">{text('console.accounts.table.assessments')}</Table.Th>
          <Table.Th>{text('console.accounts.table.active')}</Table.Th>
          <Table.Th>{text('console.accounts.table.package')}</Table.Th>
          <Table.Th ta="right">{text('console.accounts.table.actions')}</Table.Th>
        </>
      }
    >
      {items.map((account) => (
        <Row key={account.id} account={account} actions={actions} />
      ))}
    </PagedTable>
  );
}
