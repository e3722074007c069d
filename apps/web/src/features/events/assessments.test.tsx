import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { eventSummary, isoInDays, renderEventScreen } from './test-fixtures';

describe('assessments list (/admin/index)', () => {
  it('creates an assessment, shows the welcome guide, then opens its leaderboard', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
      'POST /api/events': () => json(201, { id: '4821' }),
    });
    const { router } = await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Assessment' });
    fireEvent.change(within(dialog).getByLabelText(/^Assessment Name/), {
      target: { value: 'A name longer than twenty' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Must be at most 20 characters')).toBeTruthy();
    expect(within(dialog).getAllByText('Please Select Dates').length).toBe(2);

    fireEvent.change(within(dialog).getByLabelText(/^Assessment Name/), {
      target: { value: 'Interns 2026' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Assessment For/), {
      target: { value: 'Interns' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Launch Date/), {
      target: { value: isoInDays(1) },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Closing Date/), {
      target: { value: isoInDays(30) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The create, the list's refresh and the guide's lazy chunk: slower than 3 s on a busy CI.
    const guide = await screen.findByRole(
      'dialog',
      { name: 'Welcome to your new assessment' },
      { timeout: 8000 },
    );
    const [, init] = api.callsTo('POST /api/events')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      assessmentName: 'Interns 2026',
      assessmentFor: 'Interns',
      packageType: 'basic',
      launchDate: isoInDays(1),
    });
    fireEvent.click(within(guide).getByRole('button', { name: 'Go to Leaderboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leaderboard/4821'));
    expect(window.localStorage.getItem('eventId')).toBe('4821');
  });

  it('deletes after confirmation', async () => {
    let items = [eventSummary()];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items, totals: { games: items.length, users: 0 } }),
      'DELETE /api/events/acme_super5': () => {
        items = [];
        return json(204);
      },
    });
    await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Super 5' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete assessment' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No assessments yet/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/events/acme_super5')).toHaveLength(1);
  });
});
