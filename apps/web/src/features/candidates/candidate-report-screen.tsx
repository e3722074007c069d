import { candidateMessages, formatThousands, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { EmptyState, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useMenuEventId } from '../../app/event-id';
import { useEventDetail } from '../../app/event-query';
import { useSignedInUser } from '../../app/session';
import { CsvButton } from '../../app/ui/csv-button';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { ReportFrame } from '../../app/ui/report-frame';
import { TablePager } from '../../app/ui/table-pager';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { DASHBOARD_PATH, useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { type CandidateRow, candidateCsvHref, candidateFlowLink, useCandidatePage } from './api';
import { CandidateDetailModal } from './candidate-detail-modal';
import { CandidateFiltersBar } from './candidate-filters';
import { CandidateTable } from './candidate-table';
import { CopyFlowLink } from './copy-flow-link';
import { type CandidateView, criteriaOf, readView, viewParams } from './filters';
import { candidateReportPath } from './labels';
import { useCandidateActions } from './use-candidate-actions';

/**
 * Plain /admin/candidatereport (part B's second route table): the event the menu links to (the
 * last opened, else the admin's default); without one, the dashboard to pick a game from.
 */
export function CurrentCandidateReport() {
  const eventId = useMenuEventId(useSignedInUser());
  return <Navigate to={eventId ? candidateReportPath(eventId) : DASHBOARD_PATH} replace />;
}

/**
 * /admin/candidatereport/:eventId (part B §2): who applied through the event's public form,
 * filtered and paged on the server, with shortlisting, delete, the details of each, 'User CSV'
 * and the application's link to copy. The search, filters, page and page size are in the
 * address, so a reload or a shared link shows the same list.
 */
export function CandidateReportScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const event = useEventDetail(eventId);
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const criteria = criteriaOf(view);
  const filtered = Object.keys(criteria).length > 0;

  const setView = (patch: Partial<CandidateView>, options: { replace?: boolean } = {}) =>
    // A new search, filter or page size starts again at page 1.
    setParams(viewParams({ ...view, page: 1, ...patch }), options);

  // Typed text waits for a pause, as the other reports' searches do.
  const [search, setSearch] = useState(view.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing counts
  useEffect(() => {
    if (debouncedSearch !== view.search) {
      setView({ search: debouncedSearch }, { replace: true });
    }
  }, [debouncedSearch]);
  // Back and Forward change the address under the box: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address's search counts
  useEffect(() => {
    if (view.search !== search.trim()) {
      setSearch(view.search);
    }
  }, [view.search]);

  const query = useCandidatePage(eventId, {
    ...criteria,
    page: String(view.page),
    pageSize: view.pageSize,
  });
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);
  // The super admin reads another account's candidates; only the owner changes them.
  const editable = event.data?.editable ?? false;
  const actions = useCandidateActions(eventId);
  const detail = useModalTarget<CandidateRow>();

  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A delete or a shortlist change under a filter may empty the last page: show the new last.
  useEffect(() => {
    if (data && !query.isPlaceholderData && view.page > pageCount) {
      setParams(viewParams({ ...view, page: pageCount }), { replace: true });
    }
  }, [data, query.isPlaceholderData, view, pageCount, setParams]);

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun={text('console.candidates.report.noun')} size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.candidates.report.noun')} />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconClipboardList />}
        withIndicatorBackground
        description={filtered ? candidateMessages.noMatch : candidateMessages.emptyReport}
      />
    );
  } else {
    body = (
      <CandidateTable
        items={query.data.items}
        actions={editable ? actions : null}
        onView={(candidate) => detail.open(candidate)}
        dimmed={query.isPlaceholderData}
      />
    );
  }

  return (
    <ReportFrame
      title={text('console.candidates.report.title')}
      eventName={event.data?.assessmentName}
      description={
        data
          ? text(
              filtered
                ? 'console.candidates.report.descriptionMatching'
                : 'console.candidates.report.descriptionTotal',
              { total: formatThousands(data.total) },
            )
          : text('console.candidates.report.description')
      }
      action={
        <Group gap="sm">
          <CopyFlowLink link={candidateFlowLink(eventId)} />
          <CsvButton href={candidateCsvHref(eventId, criteria)} />
        </Group>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          <CandidateFiltersBar
            search={search}
            onSearch={setSearch}
            filters={view}
            onFilters={(filters) => setView(filters)}
            pageSize={view.pageSize}
            onPageSize={(pageSize) => setView({ pageSize })}
          />
          {body}
        </Stack>
      </Paper>
      <TablePager
        pageCount={pageCount}
        page={Math.min(view.page, pageCount)}
        onChange={(page) => setParams(viewParams({ ...view, page }))}
      />
      <CandidateDetailModal
        eventId={eventId}
        candidate={detail.target === 'new' ? null : detail.target}
        opened={detail.opened}
        onClose={detail.close}
        editable={editable}
      />
    </ReportFrame>
  );
}
