import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { AccountsScreen } from './screens';

import { account, accountQueries, accountsApi } from './test-fixtures';

describe('accounts screen', () => {
  it('sends the package and company filters to the server and starts again at page 1', async () => {
    const api = accountsApi([account()], {}, 12);
    await renderScreen(<AccountsScreen />, {
      path: '/admin/accounts?page=2',
      route: '/admin/accounts',
    });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    expect(accountQueries(api).at(-1)).toEqual({ page: '2', expiry: 'all', package: 'all' });

    fireEvent.change(screen.getByLabelText('Package'), { target: { value: 'premium' } });
    await waitFor(() =>
      expect(accountQueries(api).at(-1)).toEqual({ page: '1', expiry: 'all', package: 'premium' }),
    );

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: ' Acme ' } });
    // Nothing is sent while typing: the search waits for a pause.
    expect(accountQueries(api).some((query) => 'company' in query)).toBe(false);
    await waitFor(
      () =>
        expect(accountQueries(api).at(-1)).toEqual({
          page: '1',
          expiry: 'all',
          package: 'premium',
          company: 'Acme',
        }),
      { timeout: 2000 },
    );
  });

  it('searches after a 1,000 ms pause in typing, not before (part A §9)', async () => {
    const api = accountsApi([account()], {}, 12);
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    vi.useFakeTimers();
    const searched = () => accountQueries(api).some((query) => query.email === 'priya');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pri' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(accountQueries(api).some((query) => 'email' in query)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    for (let i = 0; i < 20 && !searched(); i++) {
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
    expect(searched()).toBe(true);
  });

  it('marks blocked and expired accounts, and blocks after a confirmation', async () => {
    let active = true;
    const api = accountsApi([], {
      'GET /api/admin/accounts': () =>
        json(200, {
          items: [
            account({
              active,
              expired: true,
              plan: 'standard',
              expiry: '2026-01-31T22:59:59.999Z',
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      'PUT /api/admin/accounts/0b8f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d/active': ({ body }) => {
        active = false;
        expect(body).toEqual({ active: false });
        return json(200, { message: 'The account is blocked' });
      },
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    const row = (await screen.findByText('priya@example.com')).closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Standard')).toBeTruthy();

    fireEvent.click(
      within(row).getByRole('button', { name: 'Block Priya Progress (priya@example.com)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The account is blocked')).toBeTruthy();
    expect(await screen.findByText('Blocked')).toBeTruthy();
    expect(
      api.callsTo('PUT /api/admin/accounts/0b8f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d/active'),
    ).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Unblock Priya Progress (priya@example.com)' }),
    ).toBeTruthy();
  });

  it('links View to the account dashboard and says when nothing matches', async () => {
    accountsApi([account()]);
    const first = await renderScreen(<AccountsScreen />, {
      path: '/admin/accounts',
      route: '/admin/accounts',
    });
    const view = await screen.findByRole('link', {
      name: 'View Priya Progress (priya@example.com)',
    });
    expect(view.getAttribute('href')).toBe(
      '/assessment/dashboard?id=0b8f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d',
    );
    first.unmount();

    accountsApi([]);
    await renderScreen(<AccountsScreen />, {
      path: '/admin/accounts?expiry=expired',
      route: '/admin/accounts',
    });
    expect(await screen.findByText('No accounts match these filters.')).toBeTruthy();
    expect((screen.getByLabelText('Expiry') as HTMLSelectElement).value).toBe('expired');
  });
});
