import { accessMessages, candidateMessages, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { CandidateReportScreen, CurrentCandidateReport } from './candidate-report-screen';
import {
  candidateDetail,
  candidatePage,
  candidateRow,
  EVENT_ID,
  eventPath,
  listKey,
  path,
  queryOf,
  reportApi,
  route,
  superAdmin,
  uuidOf,
  wrongEvent,
} from './test-helpers';

const lastQuery = (api: ReturnType<typeof reportApi>) => queryOf(api.callsTo(listKey).at(-1));

function listApi(items = [candidateRow(1)], total = items.length) {
  return reportApi({ [listKey]: () => json(200, candidatePage(items, total)) });
}

const open = (at = path) => renderScreen(<CandidateReportScreen />, { path: at, route });

/** Picks `option` in the Select labelled `label` (several lists have an 'All'). */
async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  fireEvent.click(
    within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }),
  );
}

const rowOf = async (email: string) =>
  (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('Candidate Report', () => {
  it('lists the candidates, 10 a page, with the CSV of the list and the page picked', async () => {
    const api = listApi([candidateRow(1, { shortlisted: true }), candidateRow(2)], 23);
    await open();
    expect(await screen.findByRole('heading', { name: 'Candidate Report' })).toBeTruthy();
    const row = await rowOf('ayesha1@example.com');
    expect(Array.from(row.children).map((c) => c.textContent)).toEqual([
      'Ayesha 1ayesha1@example.com',
      '+923001234567',
      'Female',
      '27',
      'Lahore',
      'Engineering',
      'NUST',
      '3.60',
      '2 years',
      'Yes',
      expect.stringMatching(/^20\/Nov\/26, \d\d:30$/),
      '',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name / Email',
      'Phone',
      'Gender',
      'Age',
      'City',
      'Degree',
      'University',
      'CGPA',
      'Experience',
      'Shortlisted',
      'Submitted',
      'Actions',
    ]);
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '10' });
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv).toBe(`${eventPath}/candidates.csv`);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '3', pageSize: '10' }));
  });

  it('sends the search after a pause, the filters and the page size, and keeps them in the address', async () => {
    const api = listApi([candidateRow(1)], 40);
    const { router } = await open();
    await screen.findByText('ayesha1@example.com');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('2'));
    const before = api.callsTo(listKey).length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search by name, email or degree');
    fireEvent.change(search, { target: { value: 'engi' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 200));
    expect(api.callsTo(listKey)).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(300));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ search: 'engi', page: '1', pageSize: '10' }),
    );
    vi.useRealTimers();

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await choose('Gender', 'Female');
    await waitFor(() => expect(lastQuery(api).gender).toBe('female'));
    await choose('Shortlisted', 'Not shortlisted');
    await choose('Age group', '19-25');
    await choose('University', 'LUMS');
    await waitFor(() => expect(lastQuery(api).university).toBe('LUMS'));
    await choose('Rows per page', 'All');
    const expected = {
      search: 'engi',
      gender: 'female',
      shortlisted: 'no',
      ageGroup: '19-25',
      university: 'LUMS',
    };
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ ...expected, page: '1', pageSize: 'all' }),
    );
    expect(within(toggle).getByText('4')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      ...expected,
      pageSize: 'all',
    });
    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(csv.pathname).toBe(`${eventPath}/candidates.csv`);
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);
  });

  it('opens on the search, filters and page of its address', async () => {
    const api = listApi([candidateRow(1)], 60);
    await open(`${path}?search=ayesha&city=Karachi&experience=8%2B&page=2&pageSize=20&gender=x`);
    await screen.findByText('ayesha1@example.com');
    // An unknown value (gender=x) is dropped, not sent.
    expect(lastQuery(api)).toEqual({
      search: 'ayesha',
      city: 'Karachi',
      experience: '8+',
      page: '2',
      pageSize: '20',
    });
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'ayesha',
    );
  });

  it('shortlists and removes from the shortlist with the toasts, and reloads the list', async () => {
    const puts: unknown[] = [];
    const api = reportApi({
      [listKey]: () =>
        json(200, candidatePage([candidateRow(1), candidateRow(2, { shortlisted: true })])),
      [`PUT ${eventPath}/candidates/${uuidOf(1)}/shortlist`]: ({ body }) => {
        puts.push(body);
        return json(200, body);
      },
      [`PUT ${eventPath}/candidates/${uuidOf(2)}/shortlist`]: ({ body }) => {
        puts.push(body);
        return json(200, body);
      },
    });
    await open();
    const first = await rowOf('ayesha1@example.com');
    expect(within(first).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const reads = api.callsTo(listKey).length;
    fireEvent.click(
      within(first).getByRole('button', { name: 'Shortlist Ayesha 1 (ayesha1@example.com)' }),
    );
    expect(await screen.findByText(candidateMessages.shortlisted)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(listKey).length).toBe(reads + 1));

    const second = await rowOf('ayesha2@example.com');
    expect(within(second).queryByRole('button', { name: /^Shortlist/ })).toBeNull();
    fireEvent.click(
      within(second).getByRole('button', {
        name: 'Remove Ayesha 2 (ayesha2@example.com) from shortlist',
      }),
    );
    expect(await screen.findByText(candidateMessages.unshortlisted)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(listKey).length).toBe(reads + 2));
    expect(puts).toEqual([{ shortlisted: true }, { shortlisted: false }]);
  });

  it('asks before deleting: confirm deletes, cancel says the candidate is safe', async () => {
    const deleteKey = `DELETE ${eventPath}/candidates/${uuidOf(1)}`;
    const api = reportApi({
      [listKey]: () => json(200, candidatePage([candidateRow(1)])),
      [deleteKey]: () => json(204),
    });
    await open();
    const row = await rowOf('ayesha1@example.com');
    const deleteButton = within(row).getByRole('button', {
      name: 'Delete Ayesha 1 (ayesha1@example.com)',
    });

    fireEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete candidate' });
    expect(within(dialog).getByText(candidateMessages.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(candidateMessages.notDeleted)).toBeTruthy();
    expect(api.callsTo(deleteKey)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const reads = api.callsTo(listKey).length;
    fireEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete candidate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(candidateMessages.deleted)).toBeTruthy();
    expect(api.callsTo(deleteKey)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(listKey).length).toBe(reads + 1));
  });

  it('shows every answer by step, the age, the time and the files to download', async () => {
    reportApi({
      [listKey]: () => json(200, candidatePage([candidateRow(1)])),
      [`GET ${eventPath}/candidates/${uuidOf(1)}`]: () => json(200, candidateDetail(1)),
    });
    await open();
    const row = await rowOf('ayesha1@example.com');
    fireEvent.click(
      within(row).getByRole('button', { name: 'View Ayesha 1 (ayesha1@example.com)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ayesha 1' });
    const basic = await within(dialog).findByRole('region', { name: 'Basic Information' });
    expect(within(basic).getByText('Guardian').nextSibling?.textContent).toBe('Imran Khan');
    expect(within(basic).getByText('Gender').nextSibling?.textContent).toBe('Female');
    expect(within(basic).getByText('Alternate Phone').nextSibling?.textContent).toBe('–');
    const specific = within(dialog).getByRole('region', { name: 'Candidate specific' });
    expect(within(specific).getByText('How You Found Us').nextSibling?.textContent).toBe(
      'Friend/Family',
    );
    expect(within(specific).getByText('Driving Licence').nextSibling?.textContent).toBe(
      'Not attached',
    );
    expect(within(dialog).getByText('Age 27')).toBeTruthy();
    expect(within(dialog).getByText(/Submitted 20\/Nov\/26/)).toBeTruthy();
    const resume = within(dialog).getByRole('link', { name: 'Download Resume: cv.pdf, 34 KB' });
    expect(resume.getAttribute('href')).toBe(`${eventPath}/candidates/${uuidOf(1)}/files/resume`);
    expect(resume.getAttribute('download')).toBe('cv.pdf');
    for (const step of [
      'Educational Information',
      'Internships & Experience',
      'Org Related Questions',
    ]) {
      expect(within(dialog).getByRole('region', { name: step })).toBeTruthy();
    }
  });

  it("copies the application's link: 'Copied!' for about 2 s", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    listApi();
    await open();
    await screen.findByText('ayesha1@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(candidateMessages.copied);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/candidate-flow/${EVENT_ID}`);
    await act(async () => void vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('says when nobody has applied, and when nobody matches', async () => {
    reportApi({ [listKey]: () => json(200, candidatePage([])) });
    const view = await open();
    expect(await screen.findByText(candidateMessages.emptyReport)).toBeTruthy();
    view.unmount();

    reportApi({ [listKey]: () => json(200, candidatePage([])) });
    await open(`${path}?shortlisted=yes`);
    expect(await screen.findByText(candidateMessages.noMatch)).toBeTruthy();
  });

  it("gives the super admin another account's candidates read-only", async () => {
    reportApi(
      { [listKey]: () => json(200, candidatePage([candidateRow(1)])) },
      { user: superAdmin, event: { editable: false } },
    );
    await open();
    const row = await rowOf('ayesha1@example.com');
    expect(within(row).getByRole('button', { name: /^View/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Shortlist/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it("says 'Wrong Event' and goes to the dashboard for another account's event", async () => {
    reportApi({ [`GET ${eventPath}`]: wrongEvent, [listKey]: wrongEvent });
    const { router } = await open();
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    expect(screen.getByText(accessMessages.wrongEvent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the current event from plain /admin/candidatereport, else the dashboard', async () => {
    // Another id than the other tests': 'Wrong Event' keeps the refused id for the session.
    const current = '7310';
    window.localStorage.setItem('eventId', current);
    reportApi({
      [`GET /api/events/${current}/candidates`]: () => json(200, candidatePage([candidateRow(1)])),
    });
    const plain = { route: '/admin/candidatereport', path: '/admin/candidatereport' };
    const others = [{ path: route, element: <CandidateReportScreen /> }];
    const view = await renderScreen(<CurrentCandidateReport />, { ...plain, routes: others });
    expect(await screen.findByText('ayesha1@example.com')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(`/admin/candidatereport/${current}`);
    view.unmount();

    window.localStorage.clear();
    listApi();
    const { router } = await renderScreen(<CurrentCandidateReport />, plain);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});
