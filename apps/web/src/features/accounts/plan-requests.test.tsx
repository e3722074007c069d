import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { AccountsScreen } from './screens';
import { account, accountsApi } from './test-fixtures';

describe("an admin's request for a larger plan, as the super admin sees it", () => {
  it('marks the account that asked, with the plan it named; others carry no mark', async () => {
    accountsApi([
      account({
        upgradeRequestedAt: '2026-11-27T08:00:00.000Z',
        upgradeRequestedPlan: 'premium',
      }),
      account({
        id: '1c9f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d',
        email: 'quiet@example.com',
        name: 'Quiet Co',
      }),
    ]);
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    expect(await screen.findByText('Requested: Premium')).toBeTruthy();
    expect(screen.getAllByText(/^Requested/)).toHaveLength(1);
  });
});
