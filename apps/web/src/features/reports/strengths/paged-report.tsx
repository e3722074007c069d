import { REPORT_PAGE_SIZE } from '@app/domain';
import { EmptyState, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { TablePager } from '../../../app/ui/table-pager';

type Page = { items: unknown[]; total: number };

type Props<T extends Page> = {
  query: UseQueryResult<T>;
  /** Plural noun in lower case, for the loading and error states. */
  noun: string;
  /** 'Wrong Event' is on its way to the dashboard: nothing else to say. */
  redirecting: boolean;
  emptyText: string;
  icon: ReactNode;
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
};

/** A server-paged report's loading, error (with retry), empty, table and pager states. */
export function PagedReport<T extends Page>(props: Props<T>) {
  const { query } = props;
  if (query.isPending || props.redirecting) {
    return <QueryLoader noun={props.noun} size="md" />;
  }
  if (query.isError) {
    return <QueryError query={query} noun={props.noun} />;
  }
  if (query.data.items.length === 0) {
    return <EmptyState icon={props.icon} withIndicatorBackground description={props.emptyText} />;
  }
  const pageCount = Math.ceil(query.data.total / REPORT_PAGE_SIZE);
  return (
    <Stack gap="sm">
      {props.children(query.data)}
      <TablePager
        pageCount={pageCount}
        page={Math.min(props.page, Math.max(1, pageCount))}
        onChange={props.onPage}
      />
    </Stack>
  );
}
