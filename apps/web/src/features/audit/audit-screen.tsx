import { auditMessages } from '@app/domain';
import { EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSignedInUser } from '../../app/session';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { TablePager } from '../../app/ui/table-pager';
import { useText } from '../../i18n/language-switch';
import { useAuditPage } from './api';
import { AuditFiltersPanel, type FilterChange } from './audit-filters';
import { AuditTable } from './audit-table';
import { readFilters, urlParams } from './filters';

/**
 * /admin/audit: the super admin reads every account's log (and the platform's own entries), an
 * admin its own account's. The filters and page live in the URL; the server filters and pages.
 */
export function AuditScreen() {
  const text = useText();
  const user = useSignedInUser();
  const isSuperAdmin = user.role === 'superAdmin';
  usePageTitle(auditMessages.title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useAuditPage(isSuperAdmin ? 'all' : 'account', filters);
  const pageSize = Number(filters.pageSize);
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;

  // A page past the end (entries filtered away, an old link) moves to the last one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && filters.page > lastPage) {
      setParams(urlParams({ ...filters, page: lastPage }), { replace: true });
    }
  }, [query.data, query.isPlaceholderData, filters, lastPage, setParams]);

  const changeFilters = (change: FilterChange) =>
    setParams(urlParams({ ...filters, ...change, page: 1 }));
  const accountName =
    query.data?.items.find((e) => e.accountId === filters.account)?.companyName ?? null;

  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoader noun={text('console.audit.screen.loadingNoun')} size="md" />;
  } else if (query.isError) {
    content = <QueryError query={query} noun={text('console.audit.screen.errorNoun')} />;
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={<IconHistory />}
        withIndicatorBackground
        description={auditMessages.empty}
      />
    );
  } else {
    content = (
      <AuditTable
        items={query.data.items}
        dimmed={query.isPlaceholderData}
        onAccount={isSuperAdmin ? (account) => changeFilters({ account }) : undefined}
      />
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {isSuperAdmin ? auditMessages.title : auditMessages.accountTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {auditMessages.intro}
        </Text>
      </div>
      <AuditFiltersPanel
        filters={filters}
        onChange={changeFilters}
        accountName={isSuperAdmin ? accountName : undefined}
      />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {content}
      </Paper>
      <TablePager
        pageCount={lastPage}
        page={Math.min(filters.page, lastPage)}
        onChange={(page) => setParams(urlParams({ ...filters, page }))}
      />
    </Stack>
  );
}
