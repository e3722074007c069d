import { outboxPageSchema } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import { outboxKeys } from './query-keys';

export const OUTBOX_PAGE_SIZE = 10;

export function useOutboxPage(page: number) {
  return useQuery({
    queryKey: outboxKeys.page(page, OUTBOX_PAGE_SIZE),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`,
        outboxPageSchema,
        signal,
      ),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
