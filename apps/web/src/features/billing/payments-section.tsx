import { Button, Center, EmptyState, Loader, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { QueryError } from '../../app/ui/list-state';
import { TablePager } from '../../app/ui/table-pager';
import { usePaymentsPage } from './admin-api';
import { PaymentsTable } from './payments-table';

type Props = { page: number; onPage: (page: number) => void };

/** Part A §2: every payment record, 10 a page on the server. */
export function PaymentsSection({ page, onPage }: Props) {
  const query = usePaymentsPage(page);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading payments" />
      </Center>
    );
  }
  if (query.isError) {
    return <QueryError query={query} noun="payments" />;
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconCreditCard />}
        withIndicatorBackground
        description={
          total > 0
            ? 'There are no payments on this page.'
            : "No payments yet. Changing an account's plan under Accounts records one."
        }
      >
        {/* A page past the end comes only from an old link: offer the way back. */}
        {total > 0 ? (
          <Button variant="light" onClick={() => onPage(1)}>
            First page
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
