import { accessMessages, participantMessages } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_ID_KEY } from '../../app/event-id';
import { apiError, json, mockApi } from '../../test/api-mock';
import { csvFile, EVENT_ID, eventDetail, renderInvitation, stubXhr } from './test-helpers';

const inviteKey = `POST /api/events/${EVENT_ID}/invitations`;

function inviteApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /api/events/${EVENT_ID}`]: () => json(200, eventDetail()),
    ...handlers,
  });
}

describe('invitation screen', () => {
  it("says 'Please provide Email' without calling the server, then shows 409 and success", async () => {
    let exists = true;
    const api = inviteApi({
      [inviteKey]: () =>
        exists
          ? apiError(409, 'EMAIL_EXISTS', participantMessages.emailExists, {
              email: participantMessages.emailRegistered,
            })
          : json(201, { message: participantMessages.inviteSent }),
    });
    renderInvitation(`/assessment/invitation/${EVENT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(participantMessages.provideEmail)).toBeTruthy();
    expect(api.callsTo(inviteKey)).toHaveLength(0);

    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(participantMessages.emailExistsTitle)).toBeTruthy();
    expect(api.callsTo(inviteKey)[0]?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.com' }));

    exists = false;
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(participantMessages.inviteSent)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
  });

  it("copies the game URL: 'Copied!' for 2 s, then 'Copy Link' again", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    inviteApi();
    renderInvitation(`/assessment/invitation/${EVENT_ID}`);
    const url = await screen.findByRole('textbox', { name: 'Game URL' });
    expect((url as HTMLInputElement).value).toBe(eventDetail().gameLink);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(eventDetail().gameLink);
    await act(async () => void vi.advanceTimersByTime(2100));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('reads the stored event under /easy-flow and invites a CSV, listing skipped rows', async () => {
    window.localStorage.setItem(EVENT_ID_KEY, EVENT_ID);
    stubXhr();
    inviteApi({
      [`POST /api/events/${EVENT_ID}/invitations/bulk`]: () =>
        json(200, {
          added: [{ row: 2, email: 'a@example.com' }],
          skipped: [{ row: 3, email: 'b@example.com', reason: 'Already in this event' }],
          totals: { rows: 2, added: 1, skipped: 1 },
        }),
    });
    renderInvitation('/easy-flow/invitation');
    const dashboard = await screen.findByRole('link', { name: 'Visit Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/easy-flow/dashboard');
    fireEvent.change(await screen.findByLabelText('Invitations file (.csv)'), {
      target: { files: [csvFile('invites.csv')] },
    });
    expect(await screen.findByText(participantMessages.invitationsSent)).toBeTruthy();
    const skipped = screen.getByRole('table', { name: 'Skipped rows' });
    expect(within(skipped).getByText('Already in this event')).toBeTruthy();
  });

  it('links to the assessment dashboard outside the easy flow', async () => {
    inviteApi();
    renderInvitation(`/assessment/invitation/${EVENT_ID}`);
    const dashboard = await screen.findByRole('link', { name: 'Visit Dashboard' });
    await waitFor(() => expect(dashboard.getAttribute('href')).toBe('/assessment/dashboard'));
  });

  it("reads the easy flow link's event from its query in a browser that stored none", async () => {
    expect(window.localStorage.getItem(EVENT_ID_KEY)).toBeNull();
    inviteApi();
    renderInvitation(
      `/easy-flow/invitation?eventId=${EVENT_ID}&game_link=${encodeURIComponent('https://elsewhere.example/')}`,
    );
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeTruthy();
    // The link shown is the event's own, not the one the query carries.
    const url = await screen.findByRole('textbox', { name: 'Game URL' });
    expect((url as HTMLInputElement).value).toBe(eventDetail().gameLink);
    expect(screen.queryByText('No game is open')).toBeNull();
  });

  it('treats an unknown or malformed event in the query as a wrong event', async () => {
    const api = mockApi({
      'GET /api/events/9999': () => apiError(404, 'EVENT_NOT_FOUND', accessMessages.wrongEvent),
    });
    const unknown = renderInvitation('/easy-flow/invitation?eventId=9999');
    await waitFor(() =>
      expect(unknown.router.state.location.pathname).toBe('/assessment/dashboard'),
    );
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    unknown.unmount();

    const malformed = renderInvitation(`/easy-flow/invitation?eventId=${'x'.repeat(300)}`);
    await waitFor(() =>
      expect(malformed.router.state.location.pathname).toBe('/assessment/dashboard'),
    );
    expect(api.callsTo(`GET /api/events/${'x'.repeat(300)}`)).toHaveLength(0);
  });
});
