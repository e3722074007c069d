import { formatThousands, STRENGTH_SEARCH_DEBOUNCE_MS } from '@app/domain';
import { Collapse, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { CsvButton } from '../../../app/ui/csv-button';
import { FiltersButton, SearchField } from '../../../app/ui/list-controls';
import { ReportFrame } from '../../../app/ui/report-frame';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { strengthCsvHref, useStrengthPage } from './api';
import { CompletedToggle } from './completed-toggle';
import { screenTitle } from './labels';
import { PagedReport } from './paged-report';
import {
  activeStrengthFilters,
  noStrengthFilters,
  type StrengthFilters,
  strengthParams,
} from './strength-details-filters';
import { StrengthDetailsPanel } from './strength-details-panel';
import { StrengthDetailsTable } from './strength-details-table';
import { usePaging } from './use-paging';

/**
 * /admin/strength-details/:eventId (Assessor Board; Competency Leaderboard in progress): every
 * participant's competency percentages, filtered on the server, 10 a page.
 */
export function StrengthDetailsScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const user = useSignedInUser();
  const event = useEventDetail(eventId);
  const projectType = event.data?.projectType ?? user.projectType;
  const isAce = projectType === 'ace';
  const [filters, setFilters] = useState<StrengthFilters>(noStrengthFilters);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  // Typed values wait for a pause (part A §9: 500 ms here); the toggle applies at once.
  // Memoised: the debounce restarts whenever its value changes identity.
  const typedNow = useMemo(
    () => ({ search: filters.search, minimums: filters.minimums, ranges: filters.ranges }),
    [filters.search, filters.minimums, filters.ranges],
  );
  const [typed] = useDebouncedValue(typedNow, STRENGTH_SEARCH_DEBOUNCE_MS);
  // The competencies come with the first page; until then there are no minimums to send.
  const [competencies, setCompetencies] = useState<string[]>([]);
  const criteria = strengthParams({ ...typed, completed: filters.completed }, competencies, isAce);
  const signature = JSON.stringify(criteria);
  const { page, setPage } = usePaging(signature);
  const query = useStrengthPage(eventId, { ...criteria, page: String(page) });
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);
  const loaded = query.data?.competencies;
  if (loaded && loaded.join('\n') !== competencies.join('\n')) {
    setCompetencies(loaded);
  }
  const filterCount = activeStrengthFilters(filters, isAce);
  const total = query.data?.total;

  return (
    <ReportFrame
      title={screenTitle('strengthDetails', projectType)}
      eventName={event.data?.assessmentName}
      description={
        total === undefined
          ? text('console.reports.strengthDetails.description')
          : text('console.reports.strengthDetails.descriptionWithTotal', {
              total: formatThousands(total),
            })
      }
      action={<CsvButton href={strengthCsvHref(eventId, criteria)} />}
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchField
              value={filters.search}
              onChange={(search) => setFilters({ ...filters, search })}
            />
            <CompletedToggle
              value={filters.completed}
              onChange={(completed) => setFilters({ ...filters, completed })}
            />
            <FiltersButton
              open={filtersOpen}
              count={filterCount}
              onClick={filtersPanel.toggle}
              controls="strength-filters"
            />
          </Group>
          <Collapse expanded={filtersOpen} id="strength-filters">
            <StrengthDetailsPanel
              filters={filters}
              competencies={competencies}
              isAce={isAce}
              onChange={setFilters}
            />
          </Collapse>
          <PagedReport
            query={query}
            noun={text('console.reports.strengthDetails.noun')}
            redirecting={redirecting}
            emptyText={
              signature === JSON.stringify({ completed: 'all' })
                ? text('console.reports.strengthDetails.emptyNoOne')
                : text('console.reports.strengthDetails.emptyFiltered')
            }
            icon={<IconListDetails />}
            page={page}
            onPage={setPage}
          >
            {(data) => (
              <StrengthDetailsTable
                data={data}
                projectType={projectType}
                dimmed={query.isPlaceholderData}
              />
            )}
          </PagedReport>
        </Stack>
      </Paper>
    </ReportFrame>
  );
}
