import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventDetail } from '../../app/test-event-fixtures';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { eventSummary, renderEventScreen } from './test-fixtures';

const list =
  (items = [eventSummary()]) =>
  () =>
    json(200, { items, totals: { games: items.length, users: 7 } });

describe('dashboard', () => {
  it('opens a game: the server remembers it, the browser stores it, the leaderboard shows', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      'GET /api/events': list(),
      'POST /api/events/acme_super5/open': () => json(204),
      // The leaderboard loads its event before it shows.
      'GET /api/events/acme_super5': () => json(200, eventDetail('acme_super5')),
    });
    // The journey bar and the other areas' screens are the shell's: the whole app.
    const { router } = await renderApp('/assessment/dashboard');
    const card = await screen.findByRole('article', { name: 'Super 5' });
    expect(screen.getByText('Total Users').nextSibling?.textContent).toBe('7');
    expect(within(card).getByRole('button', { name: 'Copy Game Link of Super 5' })).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Send Invites for Super 5' }).getAttribute('href'),
    ).toContain('/assessment/invitation/acme_super5');
    fireEvent.click(within(card).getByRole('button', { name: 'Super 5' }));
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/leaderboard/acme_super5');
    expect(window.localStorage.getItem('eventId')).toBe('acme_super5');
    expect(api.callsTo('POST /api/events/acme_super5/open')).toHaveLength(1);
  });

  it('shows the details, the empty state and the create link', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': list(),
    });
    const view = await renderEventScreen('/assessment/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Super 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Super 5' });
    expect(within(dialog).getByText('2026-12-22')).toBeTruthy();
    expect(within(dialog).getByText('11')).toBeTruthy();
    view.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': list([]),
    });
    await renderEventScreen('/easy-flow/dashboard');
    expect(await screen.findByText(/No assessments yet/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '+ Create New Assessment Game' }).getAttribute('href'),
    ).toBe('/easy-flow/index');
  });

  it("gives the super admin another account's games, a Back button and no invites", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ role: 'superAdmin' })),
      'GET /api/events': list([eventSummary({ candidateFlowLink: 'http://x/candidate-flow/1' })]),
    });
    await renderEventScreen('/assessment/dashboard?id=acc-2');
    const card = await screen.findByRole('article', { name: 'Super 5' });
    expect(String(api.callsTo('GET /api/events')[0]?.[0])).toContain('accountId=acc-2');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admin/accounts');
    expect(within(card).queryByRole('link', { name: /Send Invites/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Game Link/ })).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Copy Candidate flow Link of Super 5' }),
    ).toBeTruthy();
    // The application also opens, in a new tab.
    const open = within(card).getByRole('link', { name: 'Open Candidate flow Link of Super 5' });
    expect(open.getAttribute('href')).toBe('http://x/candidate-flow/1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the Candidate flow Link, and offers no open link for the Game Link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': list([eventSummary({ candidateFlowLink: 'http://x/candidate-flow/1' })]),
    });
    await renderEventScreen('/assessment/dashboard');
    const card = await screen.findByRole('article', { name: 'Super 5' });
    expect(within(card).queryByRole('link', { name: /Open Game Link/ })).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Copy Candidate flow Link of Super 5' }),
    );
    expect(await within(card).findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://x/candidate-flow/1');
  });

  it("says 'Wrong Event' and stays on the dashboard for another account's game", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': list(),
      'POST /api/events/acme_super5/open': () =>
        apiError(403, 'WRONG_EVENT', 'You are trying to access wrong event'),
    });
    const { router } = await renderEventScreen('/assessment/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Super 5' }));
    expect(await screen.findByText('Wrong Event')).toBeTruthy();
    expect(screen.getByText('You are trying to access wrong event')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
    expect(window.localStorage.getItem('eventId')).toBeNull();
  });

  it('says a game without levels has nothing to play, and leads to Levels Info to add them', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': list([eventSummary({ levels: 0 })]),
    });
    await renderApp('/assessment/dashboard');
    const card = await screen.findByRole('article', { name: 'Super 5' });
    expect(within(card).getByText(/No levels yet/)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Add levels to Super 5' }).getAttribute('href'),
    ).toBe('/admin/levels/acme_super5');
  });
});
