import { EmptyState, Paper } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { isWrongEvent, useWrongEventHandler } from '../../../app/wrong-event';
import type { EventList } from '../api';
import { ErrorBlock, LoadingBlock } from '../fields/query-state';

type Props = {
  query: UseQueryResult<EventList>;
  /** Plural noun, e.g. 'games'. */
  noun: string;
  empty: string;
  /** A way out of the empty state, e.g. a create link. */
  emptyAction?: ReactNode;
  children: (list: EventList) => ReactNode;
};

/** Loading, error (with retry; 'Wrong Event' goes to the own dashboard) and empty states. */
export function EventListState({ query, noun, empty, emptyAction, children }: Props) {
  const handleWrongEvent = useWrongEventHandler();
  useEffect(() => {
    if (query.error) {
      handleWrongEvent(query.error);
    }
  }, [query.error, handleWrongEvent]);

  // 'Wrong Event' is told by the handler, which is already going to the own dashboard.
  if (query.isPending || isWrongEvent(query.error)) {
    return <LoadingBlock what={noun} />;
  }
  if (query.isError) {
    return (
      <ErrorBlock
        what={noun}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Paper withBorder p="xl">
        <EmptyState icon={<IconLayoutGrid />} withIndicatorBackground description={empty}>
          {emptyAction}
        </EmptyState>
      </Paper>
    );
  }
  return children(query.data);
}
