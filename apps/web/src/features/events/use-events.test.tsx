import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { eventQuery } from '../../app/event-query';
import { createQueryClient } from '../../app/query-client';
import { eventDetail } from '../../app/test-event-fixtures';
import { mockApi } from '../../test/api-mock';
import { eventKeys } from './query-keys';
import { eventSummary } from './test-fixtures';
import { useSaveEvent } from './use-events';

describe('an event edit refreshes every view of that event', () => {
  it("marks the event's one detail read and every list stale", async () => {
    mockApi({ 'PATCH /api/events/e1': () => new Response(null, { status: 204 }) });
    const queryClient = createQueryClient();
    // The shell's gate, the events forms and the participants screens all read eventQuery.
    queryClient.setQueryData(eventQuery('e1').queryKey, eventDetail('e1'));
    queryClient.setQueryData(eventKeys.list(null), { items: [eventSummary()], totals: {} });
    queryClient.setQueryData(eventKeys.list('a2'), { items: [], totals: {} });
    queryClient.setQueryData(eventKeys.detail('e2'), eventDetail('e2'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveEvent('e1'), { wrapper });

    await act(() =>
      result.current.mutateAsync({
        assessmentName: 'Interns',
        assessmentFor: 'All',
        packageType: 'basic',
        launchDate: '2026-11-23',
        closingDate: '2026-11-30',
      }),
    );

    const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(isStale(eventQuery('e1').queryKey)).toBe(true);
    expect(isStale(eventKeys.list(null))).toBe(true);
    expect(isStale(eventKeys.list('a2'))).toBe(true);
    // Another event is left alone.
    expect(isStale(eventKeys.detail('e2'))).toBe(false);
  });
});
