import { formatNextPayment } from '@app/domain';
import { Table } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { PagedTable } from '../../app/ui/paged-table';
import type { PaymentRow } from './admin-api';
import { planLabels } from './plans';

const amountFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Part A §9: the API has already divided the cents by 100; shown as dollars and cents. */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

function nextPayment(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return formatNextPayment(date && !Number.isNaN(date.getTime()) ? date : null);
}

type Props = { items: PaymentRow[]; dimmed: boolean };

/** Part A §3's payment record, newest first. */
export function PaymentsTable({ items, dimmed }: Props) {
  return (
    <PagedTable
      minWidth={940}
      dimmed={dimmed}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Plan</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Max Users</Table.Th>
          <Table.Th ta="right">Max Assessments</Table.Th>
          <Table.Th>Next Payment</Table.Th>
          <Table.Th>Updated At</Table.Th>
        </>
      }
    >
      {items.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
            {payment.name}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment.email}</Table.Td>
          <Table.Td>{planLabels[payment.plan]}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatAmount(payment.amount)}
          </Table.Td>
          <Table.Td ta="right">{formatNumber(payment.maxUsers)}</Table.Td>
          <Table.Td ta="right">{formatNumber(payment.maxAssessments)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {nextPayment(payment.nextPaymentDate)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.updatedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
