import { Center, EmptyState, Loader } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import type { AccountRowActions } from './account-actions';
import { AccountsTable } from './accounts-table';
import type { AccountPage } from './api';

type Props = {
  query: UseQueryResult<AccountPage>;
  actions: AccountRowActions;
  /** A search or filter is on, so "no rows" means "no match", not "no accounts". */
  filtered: boolean;
};

/** The accounts list's loading, error (with retry), empty and table states. */
export function AccountsContent({ query, actions, filtered }: Props) {
  const text = useText();
  // The previous filters' rows stay on screen (dimmed) while new ones load, but their "no
  // match" must not stand for filters the server has not answered yet.
  const isWaiting = query.isPlaceholderData && query.data.items.length === 0;
  if (query.isPending || isWaiting) {
    return (
      <Center py="xl">
        <Loader aria-label={text('console.accounts.list.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return <QueryError query={query} noun={text('console.accounts.list.noun')} />;
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<IconBuilding />}
        withIndicatorBackground
        description={
          filtered ? text('console.accounts.list.noMatch') : text('console.accounts.list.empty')
        }
      />
    );
  }
  return (
    <AccountsTable items={query.data.items} actions={actions} dimmed={query.isPlaceholderData} />
  );
}
