import { Center, EmptyState, Loader } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import type { ParticipantPage } from './api';
import type { AreaLabels } from './labels';
import { type RowActions, UsersTable } from './users-table';

type Props = {
  query: UseQueryResult<ParticipantPage>;
  labels: AreaLabels;
  actions: RowActions | null;
  /** 'Wrong Event' is on its way to the dashboard: nothing else to say. */
  redirecting: boolean;
  /** A search or filter is on, so "no rows" means "no match", not "no participants". */
  filtered: boolean;
};

/** The users list's loading, error (with retry), empty and table states. */
export function UsersListContent({ query, labels, actions, redirecting, filtered }: Props) {
  const text = useText();
  if (query.isPending || redirecting) {
    return (
      <Center py="xl">
        <Loader aria-label={text('console.participants.list.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return <QueryError query={query} noun={text('console.participants.list.noun')} />;
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers />}
        withIndicatorBackground
        description={
          filtered
            ? text('console.participants.list.emptyFiltered')
            : text('console.participants.list.empty')
        }
      />
    );
  }
  return (
    <UsersTable
      items={query.data.items}
      labels={labels}
      actions={actions}
      dimmed={query.isPlaceholderData}
    />
  );
}
