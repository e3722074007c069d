import { type ReminderSettings, reminderMessages, type TrackingCounts } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { EventTracking } from '../events/dashboard/event-tracking';
import { catalogHandlers, EVENT_ID, eventDetail, participant } from './test-helpers';
import { UsersScreen } from './users-screen';

const admin = makeUser({ role: 'admin', projectType: 'progress' });
const base = `/api/events/${EVENT_ID}`;
const listKey = `GET ${base}/participants`;
const counts: TrackingCounts = {
  sent: 3,
  delivered: 2,
  opened: 4,
  started: 1,
  completed: 5,
  total: 15,
};
const settings: ReminderSettings = {
  reminderDaysBeforeClose: null,
  closingDate: '2026-12-01',
  autoReminderDay: null,
  autoReminderSentFor: null,
  eligible: 10,
};

function trackingApi(handlers: Parameters<typeof mockApi>[0] = {}, user = admin) {
  return mockApi({
    'GET /api/auth/session': sessionOf(user),
    [`GET ${base}`]: () => json(200, eventDetail()),
    [listKey]: () =>
      json(200, {
        items: [
          participant(),
          participant({
            email: 'ben@example.com',
            tracking: {
              state: 'opened',
              sentAt: '2026-03-01T09:07:00.000Z',
              deliveredAt: null,
              openedAt: '2026-03-02T10:00:00.000Z',
              startedAt: null,
              completedAt: null,
              lastRemindedAt: null,
            },
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
    ...catalogHandlers,
    [`GET ${base}/participants/filter-values`]: () => json(200, { departments: [], regions: [] }),
    [`GET ${base}/participants/tracking`]: () => json(200, counts),
    [`GET ${base}/reminders`]: () => json(200, settings),
    ...handlers,
  });
}

const renderUsers = () =>
  renderScreen(<UsersScreen />, {
    path: `/admin/users/${EVENT_ID}`,
    route: '/admin/users/:eventId',
  });

describe('invitation tracking on the users list', () => {
  it('shows the count of each state and filters the list by the chosen ones', async () => {
    const api = trackingApi();
    await renderUsers();
    const bar = await screen.findByRole('group', { name: 'Invitation tracking' });
    expect(await within(bar).findByText('Opened 4')).toBeTruthy();
    expect(within(bar).getByText('Completed 5')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Started 1' }));
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Opened 4' }));
    await waitFor(() => {
      const params = new URL(String(api.callsTo(listKey).at(-1)?.[0]), 'http://localhost')
        .searchParams;
      // In the states' own order, whatever order they were ticked in.
      expect(params.get('states')).toBe('opened,started');
      expect(params.get('page')).toBe('1');
    });
  });

  it("shows each participant's invitation state under their name", async () => {
    trackingApi();
    await renderUsers();
    const ben = (await screen.findByText('ben@example.com')).closest('tr');
    expect(within(ben as HTMLElement).getByText('Opened')).toBeTruthy();
    expect(within(ben as HTMLElement).getByText('Invitation:')).toBeTruthy();
    const ana = screen.getByText('ana@example.com').closest('tr');
    expect(within(ana as HTMLElement).getByText('Sent')).toBeTruthy();
  });
});

describe('reminders', () => {
  it('asks before sending, then says how many were reminded', async () => {
    const api = trackingApi({
      [`POST ${base}/reminders`]: () =>
        json(200, { reminded: 10, message: reminderMessages.sent(10) }),
    });
    await renderUsers();
    expect(await screen.findByText('10 participants can be reminded now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    expect(within(dialog).getByText(/the 10 participants who have not completed/)).toBeTruthy();
    expect(api.callsTo(`POST ${base}/reminders`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent to 10 participants.')).toBeTruthy();
    expect(api.callsTo(`POST ${base}/reminders`)).toHaveLength(1);
  });

  it('switches the automatic reminder on, N days before closing', async () => {
    let saved: unknown = null;
    const api = trackingApi({
      [`PUT ${base}/reminders/settings`]: ({ body }) => {
        saved = body;
        return json(200, {
          ...settings,
          reminderDaysBeforeClose: 5,
          autoReminderDay: '2026-11-26',
        });
      },
    });
    await renderUsers();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Remind automatically before closing' }));
    const days = screen.getByRole('textbox', { name: 'Days before closing' });
    fireEvent.change(days, { target: { value: '99' } });
    expect(await screen.findByText(reminderMessages.daysRange)).toBeTruthy();
    fireEvent.change(days, { target: { value: '5' } });
    fireEvent.click(save);
    await waitFor(() => expect(saved).toEqual({ reminderDaysBeforeClose: 5 }));
    expect(
      await screen.findByText(
        'The automatic reminder goes out on 2026-11-26 (closing 2026-12-01).',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`PUT ${base}/reminders/settings`)).toHaveLength(1);
  });

  it('offers no reminders to the super admin reading another account', async () => {
    trackingApi({}, makeUser({ role: 'superAdmin' }));
    await renderUsers();
    expect(await screen.findByRole('group', { name: 'Invitation tracking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
  });
});

describe('the dashboard card', () => {
  it("lists the game's invitations by state", async () => {
    trackingApi();
    await renderScreen(<EventTracking eventId={EVENT_ID} name="Hiring 2026" />);
    const list = await screen.findByLabelText('Invitations of Hiring 2026');
    expect(within(list).getByText('Delivered')).toBeTruthy();
    expect(list.textContent).toContain('Completed5');
  });
});
