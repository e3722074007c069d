import type { AccountRow } from '@app/domain';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';

export const superAdmin = makeUser({ role: 'superAdmin', plan: 'premium' });

export function account(overrides: Partial<AccountRow> = {}): AccountRow {
  return {
    id: '0b8f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d',
    name: 'Priya Progress',
    email: 'priya@example.com',
    companyName: 'Progress Demo Co',
    usersCount: 3,
    assessmentsCount: 1,
    active: true,
    expired: false,
    expiry: null,
    plan: 'free',
    maxUsers: 15,
    maxAssessments: 1,
    projectType: 'progress',
    upgradeRequestedAt: null,
    upgradeRequestedPlan: null,
    ...overrides,
  };
}

/** The accounts screen's calls; `handlers` replace or add routes. */
export function accountsApi(
  items: AccountRow[],
  handlers: Parameters<typeof mockApi>[0] = {},
  total = items.length,
) {
  return mockApi({
    'GET /api/auth/session': sessionOf(superAdmin),
    'GET /api/public-config': () =>
      json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
    'GET /api/admin/accounts': ({ url }) =>
      json(200, { items, total, page: Number(url.searchParams.get('page')), pageSize: 10 }),
    ...handlers,
  });
}

/** The query of every GET /api/admin/accounts so far, as name → value. */
export function accountQueries(api: ReturnType<typeof mockApi>): Record<string, string>[] {
  return api
    .callsTo('GET /api/admin/accounts')
    .map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));
}
