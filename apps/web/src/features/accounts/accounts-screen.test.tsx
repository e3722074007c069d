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

  it('keeps a cleared e-mail cleared when a company is typed within the second (part A §2, §9)', async () => {
    const priya = account();
    const acme = account({
      id: '5c7a2e90-3b41-4d8e-a6f2-0c9d8e7f6a5b',
      name: 'Arun Acme',
      email: 'arun@acme.test',
      companyName: 'Acme Ltd',
    });
    // The server's answer to each query: by e-mail, by company, both (no match) or neither.
    const api = accountsApi([], {
      'GET /api/admin/accounts': ({ url }) => {
        const email = url.searchParams.get('email');
        const company = url.searchParams.get('company');
        const items = [priya, acme].filter(
          (row) =>
            (!email || row.email.includes(email)) &&
            (!company || row.companyName.includes(company)),
        );
        return json(200, { items, total: items.length, page: 1, pageSize: 10 });
      },
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    expect(await screen.findByText('arun@acme.test')).toBeTruthy();
    vi.useFakeTimers();
    const emailBox = () => screen.getByLabelText('Email') as HTMLInputElement;
    const wait = async (ms: number) => {
      for (let left = ms; left > 0; left -= 50) {
        await act(() => vi.advanceTimersByTimeAsync(Math.min(50, left)));
      }
    };

    fireEvent.change(emailBox(), { target: { value: 'priya' } });
    await wait(1100);
    expect(accountQueries(api).at(-1)).toEqual({
      page: '1',
      expiry: 'all',
      package: 'all',
      email: 'priya',
    });
    expect(screen.queryByText('arun@acme.test')).toBeNull();

    // Cleared, and a company typed, all within a second.
    fireEvent.change(emailBox(), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Acme' } });
    await wait(2000);

    expect(emailBox().value).toBe('');
    expect(accountQueries(api).at(-1)).toEqual({
      page: '1',
      expiry: 'all',
      package: 'all',
      company: 'Acme',
    });
    expect(accountQueries(api).some((query) => query.email && query.company)).toBe(false);
    expect(screen.getByText('arun@acme.test')).toBeTruthy();
    expect(screen.queryByText('priya@example.com')).toBeNull();
    expect(screen.queryByText('No accounts match these filters.')).toBeNull();
  });

  it('aborts a search left behind and follows the menu link back to the whole list', async () => {
    const api = accountsApi([], {
      // A company search that never answers: only its abort ends it.
      'GET /api/admin/accounts': ({ url }) =>
        url.searchParams.has('company')
          ? new Promise<Response>(() => {})
          : json(200, { items: [account()], total: 1, page: 1, pageSize: 10 }),
    });
    const { router } = await renderScreen(<AccountsScreen />, {
      path: '/admin/accounts?email=priya',
      route: '/admin/accounts',
    });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('priya');

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Slow' } });
    fireEvent.keyDown(screen.getByLabelText('Company Name'), { key: 'Enter' });
    const slow = () =>
      api.fetchMock.mock.calls.find(([input]) => String(input).includes('company=Slow'));
    await waitFor(() => expect(slow()).toBeTruthy());

    await act(() => router.navigate('/admin/accounts'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(slow()?.[1]?.signal?.aborted).toBe(true));
    expect(accountQueries(api).at(-1)).toEqual({ page: '1', expiry: 'all', package: 'all' });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
  });

  it("says 'No accounts match' only for the filters the server answered", async () => {
    let release: () => void = () => {};
    accountsApi([], {
      'GET /api/admin/accounts': ({ url }) => {
        if (!url.searchParams.has('company')) {
          return json(200, { items: [], total: 0, page: 1, pageSize: 10 });
        }
        // The company's answer waits until the test lets it go.
        return new Promise<Response>((resolve) => {
          release = () =>
            resolve(json(200, { items: [account()], total: 1, page: 1, pageSize: 10 }));
        });
      },
    });
    await renderScreen(<AccountsScreen />, {
      path: '/admin/accounts?expiry=expired',
      route: '/admin/accounts',
    });
    expect(await screen.findByText('No accounts match these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Progress' } });
    fireEvent.keyDown(screen.getByLabelText('Company Name'), { key: 'Enter' });
    expect(await screen.findByLabelText('Loading accounts')).toBeTruthy();
    expect(screen.queryByText('No accounts match these filters.')).toBeNull();
    act(() => release());
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
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
