import { Alert, Button, Center, EmptyState, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import { errorMessage } from '../api-client';

type Props<T> = {
  query: UseQueryResult<T[]>;
  /** Plural noun in lower case, e.g. 'departments'. */
  noun: string;
  emptyText: string;
  icon?: ReactNode;
  children: (items: T[]) => ReactNode;
};

type Retryable = Pick<UseQueryResult<unknown>, 'error' | 'isFetching' | 'refetch'>;

export function QueryLoader({ noun, size = 'sm' }: { noun: string; size?: 'sm' | 'md' }) {
  const text = useText();
  return (
    <Center py={size === 'sm' ? 'lg' : 'xl'}>
      <Loader size={size} aria-label={text('console.ui.listState.loading', { noun })} />
    </Center>
  );
}

/** A failed read, with its message and a retry. */
export function QueryError({ query, noun }: { query: Retryable; noun: string }) {
  const text = useText();
  return (
    <Alert color="red" title={text('console.ui.listState.loadFailed', { noun })}>
      <Stack gap="xs" align="flex-start">
        <span>{errorMessage(query.error)}</span>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {text('console.ui.listState.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The loading, error (with retry) and empty states every catalog table shares. */
export function ListState<T>({ query, noun, emptyText, icon, children }: Props<T>) {
  if (query.isPending) {
    return <QueryLoader noun={noun} />;
  }
  if (query.isError) {
    return <QueryError query={query} noun={noun} />;
  }
  if (query.data.length === 0) {
    return <EmptyState size="sm" icon={icon} withIndicatorBackground description={emptyText} />;
  }
  return children(query.data);
}
