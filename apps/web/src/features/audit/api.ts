import { auditPageSchema } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import { type AuditFilters, apiQuery } from './filters';
import { auditKeys } from './query-keys';

/** The super admin reads every account's log; an admin its own account's. */
export function useAuditPage(scope: 'all' | 'account', filters: AuditFilters) {
  const query = apiQuery(filters, scope === 'all');
  const path = scope === 'all' ? '/api/admin/audit' : '/api/audit';
  return useQuery({
    queryKey: auditKeys.page(scope, query),
    queryFn: ({ signal }) => apiGet(`${path}?${query}`, auditPageSchema, signal),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
