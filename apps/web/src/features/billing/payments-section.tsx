import { Button, Center, EmptyState, Loader, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { QueryError } from '../../app/ui/list-state';
import { TablePager } from '../../app/ui/table-pager';
import { useText } from '../../i18n/language-switch';
import { usePaymentsPage } from './admin-api';
import { PaymentsTable } from './payments-table';

type Props = { page: number; onPage: (page: number) => void };

/** Part A §2: every payment record, 10 a page on the server. */
export function PaymentsSection({ page, onPage }: Props) {
  const text = useText();
  const query = usePaymentsPage(page);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={text('console.billing.payments.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return <QueryError query={query} noun={text('console.billing.payments.noun')} />;
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconCreditCard />}
        withIndicatorBackground
        description={
          total > 0
            ? text('console.billing.payments.emptyPage')
            : text('console.billing.payments.empty')
        }
      >
        {/* A page past the end comes only from an old link: offer the way back. */}
        {total > 0 ? (
          <Button variant="light" onClick={() => onPage(1)}>
            {text('console.billing.payments.firstPage')}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  const pageCount = Math.ceil(total / pageSize);
  return (
    <Stack gap="md">
      <PaymentsTable items={items} dimmed={query.isPlaceholderData} />
      <TablePager pageCount={pageCount} page={Math.min(page, pageCount)} onChange={onPage} />
    </Stack>
  );
}
