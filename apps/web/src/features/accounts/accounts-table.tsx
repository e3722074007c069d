import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { PagedTable } from '../../app/ui/paged-table';
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
  const plan = account.upgradeRequestedPlan;
  const named = plan && plan in planLabels ? planLabels[plan as keyof typeof planLabels] : plan;
  return (
    <Badge
      variant="light"
      color="blue"
      mt={4}
      miw="max-content"
      title={`Requested ${formatDateTime(account.upgradeRequestedAt ?? '')}`}
      display="block"
    >
      Requested{named ? `: ${named}` : ' a larger plan'}
    </Badge>
  );
}

function Row({ account, actions }: { account: AccountRow; actions: AccountRowActions }) {
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
          {account.active ? 'Active' : 'Blocked'}
        </Badge>
        {account.expired ? (
          <Badge variant="filled" color="orange" ml={4} miw="max-content">
            Expired
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {planLabels[account.plan]}
        {account.expiry ? (
          <Text size="xs" c={account.expired ? 'orange.8' : 'dimmed'}>
            until {formatDateTime(account.expiry)}
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
  return (
    <PagedTable
      minWidth={980}
      dimmed={dimmed}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Company Name</Table.Th>
          <Table.Th ta="right">Users</Table.Th>
          <Table.Th ta="right">Assessments</Table.Th>
          <Table.Th>Active</Table.Th>
          <Table.Th>Package</Table.Th>
          <Table.Th ta="right">Actions</Table.Th>
        </>
      }
    >
      {items.map((account) => (
        <Row key={account.id} account={account} actions={actions} />
      ))}
    </PagedTable>
  );
}
