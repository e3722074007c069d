import {
  type LeaderboardPage,
  type LeaderboardRow,
  leaderboardColumns,
  type ProjectType,
} from '@app/domain';
import { Box, EmptyState } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '../../../app/dates';
import { type Column, DataTable } from '../../../app/ui/data-table';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { useText } from '../../../i18n/language-switch';

type Props = {
  query: UseQueryResult<LeaderboardPage>;
  /** Unknown until the event has loaded: ace events have three more score columns. */
  projectType: ProjectType | undefined;
  /** 'Wrong Event' is on its way to the dashboard: nothing else to say. */
  redirecting: boolean;
  /** A search or filter is on, so "no rows" means "no match", not "nobody yet". */
  filtered: boolean;
};

const NUMBERS: ReadonlySet<string> = new Set([
  'rank',
  'currentLevel',
  'currentScore',
  'behaviourScore',
  'cognitiveScore',
  'aptitudeScore',
  'attempts',
]);

function columnsOf(projectType: ProjectType): Column<LeaderboardRow>[] {
  return leaderboardColumns(projectType).map((column) => ({
    header: column.label,
    cell: (row) => column.cell(row, formatDateTime) || '–',
    align: NUMBERS.has(column.label) ? 'right' : undefined,
    // One line a row: the table scrolls sideways rather than growing tall on a phone.
    td: { style: { whiteSpace: 'nowrap' } },
  }));
}

/** The Rank table's loading, error (with retry), empty and table states. */
export function LeaderboardTable({ query, projectType, redirecting, filtered }: Props) {
  const text = useText();
  if (query.isPending || !projectType || redirecting) {
    return <QueryLoader noun={text('console.reports.leaderboard.noun')} size="md" />;
  }
  if (query.isError) {
    return <QueryError query={query} noun={text('console.reports.leaderboard.noun')} />;
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<IconTrophy />}
        withIndicatorBackground
        description={
          filtered
            ? text('console.reports.leaderboard.emptyFiltered')
            : text('console.reports.leaderboard.empty')
        }
      />
    );
  }
  const columns = columnsOf(projectType);
  return (
    // The page before stays on screen, dimmed, while the next one loads.
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <DataTable
        label={text('console.reports.leaderboard.table')}
        items={query.data.items}
        minWidth={columns.length * 95}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </Box>
  );
}
