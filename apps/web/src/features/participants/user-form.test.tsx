import { participantMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_ID_KEY } from '../../app/event-id';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { AddUserScreen } from './add-user-screen';
import { EditUserScreen } from './edit-user-screen';

import { catalogHandlers, EVENT_ID, eventDetail, participant } from './test-helpers';

const admin = makeUser({ role: 'admin', projectType: 'progress' });
const addKey = `POST /api/events/${EVENT_ID}/participants`;

function formApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(admin),
    [`GET /api/events/${EVENT_ID}`]: () => json(200, eventDetail()),
    [`GET /api/events/${EVENT_ID}/participants`]: () =>
      json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    ...catalogHandlers,
    ...handlers,
  });
}

async function fillAddForm() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
    target: { value: 'Ana Lima' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
    target: { value: 'ana@example.com' },
  });
  // Progress events that ask for them need Market Unit Code and Work Location.
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(participantMessages.departmentRequired)).toBeTruthy();
  expect(screen.getByText(participantMessages.regionRequired)).toBeTruthy();
  fireEvent.click(screen.getByRole('combobox', { name: /^Market Unit Code/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Sales' }));
  fireEvent.click(screen.getByRole('combobox', { name: /^Work Location/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'North' }));
}

describe('add and edit user', () => {
  it("shows the server's duplicate e-mail message and stays on the form", async () => {
    const api = formApi({
      [addKey]: () =>
        apiError(409, 'EMAIL_EXISTS', participantMessages.emailExists, {
          email: participantMessages.emailRegistered,
        }),
    });
    await renderScreen(<AddUserScreen />, {
      path: `/admin/users/new/${EVENT_ID}`,
      route: '/admin/users/new/:eventId',
    });
    await fillAddForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(participantMessages.emailExists)).toBeTruthy();
    expect(screen.getByText(participantMessages.emailRegistered)).toBeTruthy();
    expect(api.callsTo(addKey)).toHaveLength(1);
    const sent = JSON.parse(String(api.callsTo(addKey)[0]?.[1]?.body));
    expect(sent).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      department: 'Sales',
      region: 'North',
      canExpire: false,
      expiryDate: null,
      userInfo: {},
    });
  });

  it("says 'Oops...' at the plan's user limit and goes back to the list", async () => {
    formApi({ [addKey]: () => apiError(403, 'MAX_USERS', participantMessages.maxUsers) });
    const { router } = await renderScreen(<AddUserScreen />, {
      path: `/admin/users/new/${EVENT_ID}`,
      route: '/admin/users/new/:eventId',
    });
    await fillAddForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(participantMessages.maxUsersShort)).toBeTruthy();
    expect(screen.getByText(participantMessages.maxUsersTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${EVENT_ID}`));
  });

  it('keeps the e-mail read-only on edit; unticking Can expire clears the date', async () => {
    window.localStorage.setItem(EVENT_ID_KEY, EVENT_ID);
    const stored = participant({
      canExpire: true,
      expiryDate: '2099-05-01T08:00:00.000Z',
      userInfo: { GPID: '70000001', degree: 'L08', city: 'Lahore' },
    });
    const path = `/api/events/${EVENT_ID}/participants/${encodeURIComponent(stored.id)}`;
    const api = formApi({
      [`GET ${path}`]: () => json(200, stored),
      [`PATCH ${path}`]: ({ body }) => json(200, { ...stored, ...(body as object) }),
    });
    const { router } = await renderScreen(<EditUserScreen />, {
      path: `/admin/users/${encodeURIComponent(stored.id)}/edit`,
      route: '/admin/users/:userId/edit',
    });

    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect((email as HTMLInputElement).value).toBe('ana@example.com');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect((screen.getByLabelText(/^Level/) as HTMLInputElement).value).toBe('L08');

    const expiry = screen.getByLabelText(/^Expiry date/) as HTMLInputElement;
    expect(expiry.value).not.toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Can expire' }));
    expect(expiry.value).toBe('');
    expect(expiry.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${EVENT_ID}`));
    const sent = JSON.parse(String(api.callsTo(`PATCH ${path}`)[0]?.[1]?.body));
    expect(sent).toEqual({
      name: 'Ana Lima',
      department: 'Sales',
      region: 'North',
      canExpire: false,
      expiryDate: null,
      // The fields this form does not show (city) are kept.
      userInfo: { GPID: '70000001', degree: 'L08', city: 'Lahore' },
    });
  });

  it('refuses an expiry that is not later than now', async () => {
    window.localStorage.setItem(EVENT_ID_KEY, EVENT_ID);
    const stored = participant();
    const path = `/api/events/${EVENT_ID}/participants/${encodeURIComponent(stored.id)}`;
    const api = formApi({ [`GET ${path}`]: () => json(200, stored) });
    await renderScreen(<EditUserScreen />, {
      path: `/admin/users/${encodeURIComponent(stored.id)}/edit`,
      route: '/admin/users/:userId/edit',
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Can expire' }));
    fireEvent.change(screen.getByLabelText(/^Expiry date/), {
      target: { value: '2020-01-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(participantMessages.expiryInPast)).toBeTruthy();
    expect(api.callsTo(`PATCH ${path}`)).toHaveLength(0);
  });
});
