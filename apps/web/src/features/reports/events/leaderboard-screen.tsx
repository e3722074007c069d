import { formatThousands, REPORT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { CsvButton } from '../../../app/ui/csv-button';
import { ReportFrame } from '../../../app/ui/report-frame';
import { TablePager } from '../../../app/ui/table-pager';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { filterParams, type ListFilters, noFilters } from '../../participants/filters';
import { areaLabels } from '../../participants/labels';
import { leaderboardCsvHref, useFunFacts, useLeaderboardPage } from './api';
import { FunFactsSection } from './fun-facts';
import { LeaderboardFilters } from './leaderboard-filters';
import { LeaderboardTable } from './leaderboard-table';
import { LiveBadge } from './live-badge';
import type { OpenLiveSource } from './use-live-event';
import { useLiveReports } from './use-live-reports';

type Props = {
  /** Tests hand in a fake stream; the browser's EventSource otherwise. */
  openLive?: OpenLiveSource;
};

/**
 * /admin/leaderboard/:eventId (part A §2): the participants ranked by current score, 10 a page,
 * with the users list's filters, the CSV of the filtered list and, for progress events, the
 * Fun Facts. It follows the plays live.
 */
export function LeaderboardScreen({ openLive }: Props) {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const user = useSignedInUser();
  const event = useEventDetail(eventId);
  const projectType = event.data?.projectType;
  const labels = areaLabels(projectType ?? user.projectType, text);

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const criteria = filterParams(debouncedSearch, filters);
  const signature = JSON.stringify(criteria);
  // The page belongs to one search and filter set: a change of either starts again at page 1.
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;

  const query = useLeaderboardPage(eventId, { ...criteria, page: String(page) });
  const funFacts = useFunFacts(eventId, projectType === 'progress');
  const live = useLiveReports(eventId, openLive);
  const redirecting = useWrongEventRedirect([event.error, query.error, funFacts.error], eventId);

  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  // A live update may shorten the list under the page on screen: show the new last page.
  useEffect(() => {
    if (query.data && page > lastPage) {
      setPaging({ signature, page: lastPage });
    }
  }, [query.data, page, lastPage, signature]);

  return (
    <ReportFrame
      title={text('console.reports.leaderboard.title')}
      eventName={event.data?.assessmentName}
      description={
        query.data
          ? text('console.reports.leaderboard.descriptionWithTotal', {
              total: formatThousands(total),
            })
          : text('console.reports.leaderboard.description')
      }
      badge={<LiveBadge connected={live} />}
      action={<CsvButton href={leaderboardCsvHref(eventId, criteria)} />}
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          <LeaderboardFilters
            eventId={eventId}
            search={search}
            onSearch={setSearch}
            filters={filters}
            onFilters={setFilters}
            labels={labels}
          />
          <LeaderboardTable
            query={query}
            projectType={projectType}
            redirecting={redirecting}
            filtered={signature !== '{}'}
          />
        </Stack>
      </Paper>
      <TablePager
        pageCount={lastPage}
        page={Math.min(page, lastPage)}
        onChange={(next) => setPaging({ signature, page: next })}
      />
      {projectType === 'progress' && !redirecting ? <FunFactsSection query={funFacts} /> : null}
    </ReportFrame>
  );
}
