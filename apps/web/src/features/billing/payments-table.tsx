import { formatNextPayment } from '@app/domain';
import { Table } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { PagedTable } from '../../app/ui/paged-table';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
  return (
    <PagedTable
      minWidth={940}
      dimmed={dimmed}
      head={
        <>
          <Table.Th>{text('console.billing.payments.name')}</Table.Th>
          <Table.Th>{text('console.billing.payments.email')}</Table.Th>
          <Table.Th>{text('console.billing.payments.plan')}</Table.Th>
          <Table.Th ta="right">{text('console.billing.payments.amount')}</Table.Th>
          <Table.Th ta="right">{text('console.billing.payments.maxUsers')}</Table.Th>
          <Table.Th ta="right">{text('console.billing.payments.maxAssessments')}</Table.Th>
          <Table.Th>{text('console.billing.payments.nextPayment')}</Table.Th>
          <Table.Th>{text('console.billing.payments.updatedAt')}</Table.Th>
        </>
      }
    >
      {items.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
            {payment.name}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment.email}</Table.Td>
          <Table.Td>{text(planLabels[payment.plan])}</Table.Td>
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
