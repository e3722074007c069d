import { accessMessages, planLimitMessages } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { aStanding } from '../billing/test-fixtures';
import {
  catalogHandlers,
  csvFile,
  EVENT_ID,
  eventDetail,
  participant,
  participantUuid,
  stubXhr,
} from './test-helpers';
import { UsersScreen } from './users-screen';

const admin = makeUser({ role: 'admin', projectType: 'progress' });
const listKey = `GET /api/events/${EVENT_ID}/participants`;
const filterValuesKey = `GET /api/events/${EVENT_ID}/participants/filter-values`;

function usersApi(handlers: Parameters<typeof mockApi>[0] = {}, user = admin) {
  return mockApi({
    'GET /api/auth/session': sessionOf(user),
    [`GET /api/events/${EVENT_ID}`]: () => json(200, eventDetail()),
    [listKey]: () => json(200, { items: [participant()], total: 1, page: 1, pageSize: 10 }),
    ...catalogHandlers,
    [filterValuesKey]: () =>
      json(200, { departments: ['MU-Free Text', 'Sales'], regions: ['North', 'Work Loc 7'] }),
    ...handlers,
  });
}

const searchOf = (call: unknown[] | undefined) =>
  new URL(String(call?.[0]), 'http://localhost').searchParams.get('search');

describe('users list', () => {
  it('waits 1000 ms after the last key, then sends the search and starts at page 1', async () => {
    const api = usersApi();
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    // Progress events name the columns Market Unit Code and Work Location.
    expect(screen.getByRole('columnheader', { name: 'Market Unit Code' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Work Location' })).toBeTruthy();
    const before = api.callsTo(listKey).length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'an' } });
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.change(search, { target: { value: 'ana' } });
    act(() => void vi.advanceTimersByTime(900));
    expect(api.callsTo(listKey)).toHaveLength(before);

    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(api.callsTo(listKey).length).toBe(before + 1));
    const last = api.callsTo(listKey).at(-1);
    expect(searchOf(last)).toBe('ana');
    expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('page')).toBe('1');
  });

  it("offers the event's own Market Unit Codes and Work Locations in the filters, and filters by them", async () => {
    const api = usersApi();
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Market Unit Code' }));
    // 'MU-Free Text' came from a bulk file, 'Sales' from Settings: both are offered.
    expect(await screen.findByRole('option', { name: 'Sales' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'MU-Free Text' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Work Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Work Loc 7' }));
    await waitFor(() => {
      const params = new URL(String(api.callsTo(listKey).at(-1)?.[0]), 'http://localhost')
        .searchParams;
      expect(params.get('departments')).toBe('MU-Free Text');
      expect(params.get('regions')).toBe('Work Loc 7');
    });
    expect(api.callsTo(filterValuesKey).length).toBeGreaterThan(0);
  });

  it("shows Last Updated and an expiry as DD/MMM/YY, HH:mm in the viewer's time zone", async () => {
    usersApi({
      [listKey]: () =>
        json(200, {
          items: [
            participant({
              lastUpdated: new Date(2026, 2, 5, 9, 7).toISOString(),
              canExpire: true,
              expiryDate: new Date(2099, 10, 22, 18, 45).toISOString(),
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    const row = within((await screen.findByText('ana@example.com')).closest('tr') ?? document.body);
    expect(row.getByText('05/Mar/26, 09:07')).toBeTruthy();
    expect(row.getByText(/^22\/Nov\/99, 18:45/)).toBeTruthy();
  });

  it('shows the three expiry states and never an icon for a plain date', async () => {
    const past = '2020-01-02T10:30:00.000Z';
    usersApi({
      [listKey]: () =>
        json(200, {
          items: [
            participant({ email: 'never@example.com', name: 'Never' }),
            participant({ email: 'unset@example.com', name: 'Unset', canExpire: true }),
            participant({
              email: 'gone@example.com',
              name: 'Gone',
              canExpire: true,
              expiryDate: past,
            }),
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        }),
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    const rowOf = async (email: string) => {
      const cell = await screen.findByText(email);
      const row = cell.closest('tr');
      if (!row) {
        throw new Error(`No row for ${email}`);
      }
      return within(row);
    };
    expect(
      (await rowOf('never@example.com')).getByRole('img', { name: 'Never expires' }),
    ).toBeTruthy();
    expect(
      (await rowOf('unset@example.com')).getByRole('img', { name: 'Can expire, no date set' }),
    ).toBeTruthy();
    const gone = await rowOf('gone@example.com');
    const date = gone.getByText(/^02\/Jan\/20, \d\d:\d\d/);
    expect(date.textContent).toContain('(expired)');
    // Mantine's red: the date says "expired" by its colour too.
    expect(date.getAttribute('style') ?? '').toContain('red');
    expect(gone.queryByRole('img')).toBeNull();
  });

  it('uploads a .csv with its progress and lists the skipped rows, then refreshes', async () => {
    const upload = stubXhr({ hold: true });
    const report = {
      added: [{ row: 2, email: 'a@example.com' }],
      skipped: [
        { row: 6, email: 'mehmet.2@Example.com', reason: 'Repeats the e-mail of row 3' },
        { row: 9, email: '', reason: 'No Business Email' },
      ],
      totals: { rows: 3, added: 1, skipped: 2 },
    };
    const api = usersApi({
      [`POST /api/events/${EVENT_ID}/participants/bulk`]: () => json(200, report),
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload' });
    const input = within(dialog).getByLabelText('Participants file (.csv)');

    fireEvent.change(input, { target: { files: [csvFile('people.xlsx')] } });
    expect(await within(dialog).findByText('Please upload a .csv file')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.change(input, { target: { files: [csvFile('people.csv')] } });
    const listCalls = api.callsTo(listKey).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Uploading… 40%')).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    upload.release();

    const skipped = await within(dialog).findByRole('table', { name: 'Skipped rows' });
    const rows = within(skipped)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['6', 'mehmet.2@Example.com', 'Repeats the e-mail of row 3'],
      ['9', '–', 'No Business Email'],
    ]);
    expect(within(dialog).getByText(/1 participant added from people.csv/)).toBeTruthy();
    const sent = api.callsTo(`POST /api/events/${EVENT_ID}/participants/bulk`)[0]?.[1]?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('people.csv');
    await waitFor(() => expect(api.callsTo(listKey).length).toBeGreaterThan(listCalls));
  });

  it("says the plan's limit when the server refuses a bulk file", async () => {
    stubXhr();
    const message =
      'This file would add 12 participants, which passes your maximum user limit (3 left). Nothing was added.';
    usersApi({
      [`POST /api/events/${EVENT_ID}/participants/bulk`]: () => apiError(403, 'MAX_USERS', message),
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload' });
    fireEvent.change(within(dialog).getByLabelText('Participants file (.csv)'), {
      target: { files: [csvFile('people.csv')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByText('Oops...')).toBeTruthy();
  });

  it('lets the super admin read the list without any action', async () => {
    usersApi({}, makeUser({ role: 'superAdmin' }));
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk Upload' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    // The server answers another account's event as a missing one: 404 WRONG_EVENT.
    const wrong = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);
    usersApi({
      [`GET /api/events/${EVENT_ID}`]: wrong,
      [listKey]: wrong,
      [filterValuesKey]: wrong,
      'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
    });
    const { router } = await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    expect(screen.getByText(accessMessages.wrongEvent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });

  it('asks before deleting, naming the person', async () => {
    const api = usersApi({
      [`DELETE /api/events/${EVENT_ID}/participants/${participantUuid('ana@example.com')}`]: () =>
        json(204),
    });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete Ana Lima (ana@example.com)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(/Ana Lima \(ana@example.com\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});

describe("the plan's users limit on the list", () => {
  const standing = (users: number) => aStanding({ used: { users, assessments: 1 } });

  it('shows used of allowed, and disables Add User with the reason once the limit is reached', async () => {
    usersApi({ 'GET /api/account/plan': () => json(200, standing(15)) });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    expect(await screen.findByText(planLimitMessages.usersUsed(15, 15))).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add User' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(planLimitMessages.addUserRefused(15, 'request'))).toBeTruthy();
    expect(screen.getByRole('button', { name: planLimitMessages.requestLargerPlan })).toBeTruthy();
  });

  it('keeps Add User a link while users still fit', async () => {
    usersApi({ 'GET /api/account/plan': () => json(200, standing(14)) });
    await renderScreen(<UsersScreen />, {
      path: `/admin/users/${EVENT_ID}`,
      route: '/admin/users/:eventId',
    });
    expect(await screen.findByText(planLimitMessages.usersUsed(14, 15))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add User' })).toBeTruthy();
    expect(screen.queryByText(planLimitMessages.addUserRefused(15, 'request'))).toBeNull();
  });
});
