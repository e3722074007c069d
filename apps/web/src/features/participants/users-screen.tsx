import { PARTICIPANTS_PAGE_SIZE, type TrackingState } from '@app/domain';
import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useEventDetail } from '../../app/event-query';
import { usePageTitle } from '../../app/page-title';
import { useSignedInUser } from '../../app/session';
import { FiltersButton, SearchField } from '../../app/ui/list-controls';
import { TablePager } from '../../app/ui/table-pager';
import { useWrongEventRedirect } from '../../app/wrong-event';
import { useText } from '../../i18n/language-switch';
import { UsersLimitNotice, useUsersLimit } from '../billing/plan-limit-notice';
import { useParticipantsPage } from './api';
import { BulkUploadModal } from './bulk-upload-modal';
import { activeFilterCount, filterParams, type ListFilters, noFilters } from './filters';
import { FiltersPanel } from './filters-panel';
import { addUserPath, areaLabels } from './labels';
import { RemindersPanel } from './reminders-panel';
import { TrackingBar } from './tracking-bar';
import { useRowActions } from './use-row-actions';
import { UsersListContent } from './users-list-content';

/** Part A §9: the users search waits 1000 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 1000;

/** /admin/users/:eventId: the event's participants, 10 a page by current score (part A §2). */
export function UsersScreen() {
  const text = useText();
  usePageTitle(text('console.participants.list.title'));
  const eventId = useParams().eventId ?? '';
  const user = useSignedInUser();
  // Only the event's own account changes participants (part A §6); the super admin reads them.
  const canEdit = user.role === 'admin';
  const event = useEventDetail(eventId);
  const labels = areaLabels(event.data?.projectType ?? user.projectType, text);

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const [states, setStates] = useState<TrackingState[]>([]);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  const [bulkOpen, bulkModal] = useDisclosure(false);
  const usersLimit = useUsersLimit();

  const criteria = {
    ...filterParams(debouncedSearch, filters),
    ...(states.length ? { states: states.join(',') } : {}),
  };
  const signature = JSON.stringify(criteria);
  // The page belongs to one search and filter set: a change of either starts again at page 1.
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  const query = useParticipantsPage(eventId, { ...criteria, page: String(page) });
  const actions = useRowActions(eventId);
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);

  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / PARTICIPANTS_PAGE_SIZE);
  const filterCount = activeFilterCount(filters);
  const lastPage = Math.max(1, pageCount);
  // Deleting the only row of the last page leaves that page empty: show the new last page.
  useEffect(() => {
    if (query.data && page > lastPage) {
      setPaging({ signature, page: lastPage });
    }
  }, [query.data, page, lastPage, signature]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {text('console.participants.list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {event.data ? `${event.data.assessmentName}: ` : ''}
            {query.data
              ? text('console.participants.list.summaryTotal', { total })
              : text('console.participants.list.summary')}
          </Text>
        </div>
        {canEdit ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={bulkModal.open}
            >
              {text('console.participants.list.bulkUpload')}
            </Button>
            {usersLimit.reached ? (
              // At the plan's limit the form could only be refused: the reason is said below.
              <Button
                disabled
                leftSection={<IconUserPlus size={16} />}
                aria-describedby="users-limit"
              >
                {text('console.participants.list.addUser')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={addUserPath(eventId)}
                leftSection={<IconUserPlus size={16} />}
              >
                {text('console.participants.list.addUser')}
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
      {canEdit && usersLimit.label ? (
        <Text size="sm" c="dimmed" mt={-8} ta="right">
          {usersLimit.label}
        </Text>
      ) : null}
      {canEdit ? <UsersLimitNotice id="users-limit" /> : null}

      {canEdit ? <RemindersPanel eventId={eventId} /> : null}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          <TrackingBar eventId={eventId} selected={states} onChange={setStates} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchField value={search} onChange={setSearch} />
            <FiltersButton
              open={filtersOpen}
              count={filterCount}
              onClick={filtersPanel.toggle}
              controls="users-filters"
            />
          </Group>
          <Collapse expanded={filtersOpen} id="users-filters">
            <FiltersPanel
              eventId={eventId}
              filters={filters}
              labels={labels}
              onChange={setFilters}
            />
          </Collapse>
          <UsersListContent
            query={query}
            labels={labels}
            actions={canEdit ? actions : null}
            redirecting={redirecting}
            filtered={signature !== '{}'}
          />
        </Stack>
      </Paper>
      <TablePager
        pageCount={pageCount}
        page={Math.min(page, lastPage)}
        onChange={(next) => setPaging({ signature, page: next })}
      />
      {canEdit ? (
        <BulkUploadModal eventId={eventId} opened={bulkOpen} onClose={bulkModal.close} />
      ) : null}
    </Stack>
  );
}
