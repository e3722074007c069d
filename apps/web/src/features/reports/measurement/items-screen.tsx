import { measurementScreenMessages as m } from '@app/domain';
import { EmptyState, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { TablePager } from '../../../app/ui/table-pager';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useLevelsOverview } from '../../levels/api';
import { levelTitle } from '../../levels/labels';
import { usePaging } from '../strengths/use-paging';
import { useItemAnalysis } from './api';
import { FreshnessNote, isPending } from './freshness-note';
import { ItemsTable } from './items-table';
import { ResponsesCsvButton } from './responses-csv-button';
import type { ItemOrder } from './sort-header';

/** Not a level's name: those are the levels' tab names (digits, 'Mini 1', a game's name). */
const ALL_LEVELS = '__all__';

/**
 * /admin/items/:eventId: every question and mini screen of the event with its item analysis,
 * ordered and paged by the server, one level or all.
 */
export function ItemsScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const event = useEventDetail(eventId);
  const levels = useLevelsOverview(eventId);
  const [level, setLevel] = useState(ALL_LEVELS);
  const [order, setOrder] = useState<ItemOrder>({ sort: 'level', dir: 'asc' });
  const criteria: Record<string, string> = {
    ...(level === ALL_LEVELS ? {} : { level }),
    sort: order.sort,
    dir: order.dir,
  };
  const { page, setPage } = usePaging(JSON.stringify(criteria));
  const query = useItemAnalysis(eventId, { ...criteria, page: String(page) });
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun={text('console.reports.items.noun')} size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.items.noun')} />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconListCheck />}
        withIndicatorBackground
        description={
          isPending(query.data.freshness)
            ? m.figuresPending
            : level === ALL_LEVELS
              ? m.itemsEmpty
              : m.itemsEmptyLevel
        }
      />
    );
  } else {
    const { data } = query;
    const pageCount = Math.ceil(data.total / data.pageSize);
    body = (
      <Stack gap="sm">
        <ItemsTable
          eventId={eventId}
          data={data}
          order={order}
          onSort={setOrder}
          dimmed={query.isPlaceholderData}
        />
        <TablePager
          pageCount={pageCount}
          page={Math.min(page, Math.max(1, pageCount))}
          onChange={setPage}
        />
      </Stack>
    );
  }

  const minAnswers = query.data?.minAnswers;
  return (
    <ReportFrame
      title={text('console.reports.items.title')}
      eventName={event.data?.assessmentName}
      description={text('console.reports.items.description')}
      action={<ResponsesCsvButton eventId={eventId} />}
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label={text('console.reports.items.level')}
              data={[
                { value: ALL_LEVELS, label: text('console.reports.items.allLevels') },
                ...(levels.data?.levels ?? []).map((l) => ({
                  value: l.tabName,
                  label: levelTitle(l.tabName, text),
                })),
              ]}
              value={level}
              onChange={(value) => setLevel(value ?? ALL_LEVELS)}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
          <Stack gap={4}>
            {minAnswers !== undefined ? (
              <Text size="sm" c="dimmed">
                {m.itemsMinimum(minAnswers)}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {m.itemsFlags}
            </Text>
            {query.data ? <FreshnessNote freshness={query.data.freshness} /> : null}
          </Stack>
          {body}
        </Stack>
      </Paper>
    </ReportFrame>
  );
}
