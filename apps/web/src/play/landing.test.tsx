import { authMessages, playMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Landing } from './landing';
import { apiError, fakeApi, json, makeEvent, renderPlayer } from './test-kit';

describe('the landing page', () => {
  it('shows only the status message when the game is not open', async () => {
    const { api } = fakeApi({});
    const event = makeEvent({
      status: 'closed',
      closingDate: '2026-03-31',
      statusMessage: 'This game closed on 31 Mar 2026.',
    });
    renderPlayer(<Landing event={event} api={api} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sales Quest' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'This game is closed' })).toBeTruthy();
    // The date in the page's language (the server's message says the same in English).
    expect(screen.getByText('This game closed on Mar 31, 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me my link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sales Quest'));
  });

  it('says when a game not open yet opens, or that it has no date yet', () => {
    const { api } = fakeApi({});
    const { unmount } = renderPlayer(
      <Landing event={makeEvent({ status: 'notLaunched', launchDate: '2026-11-24' })} api={api} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Not open yet' })).toBeTruthy();
    expect(screen.getByText(playMessages.notLaunched('Nov 24, 2026'))).toBeTruthy();
    unmount();
    renderPlayer(
      <Landing event={makeEvent({ status: 'notLaunched', launchDate: null })} api={api} />,
    );
    expect(screen.getByText(playMessages.notScheduled)).toBeTruthy();
  });

  it('offers only the fresh link when registration is closed (the default)', async () => {
    const { api } = fakeApi({});
    renderPlayer(<Landing event={makeEvent({ openRegistration: false })} api={api} />);
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'By invitation only' })).toBeTruthy();
    expect(screen.getByText(playMessages.registrationClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
    expect(screen.getAllByLabelText(/E-mail address/)).toHaveLength(1);
  });

  it('offers registration too when the admin opened it', () => {
    const { api } = fakeApi({});
    renderPlayer(<Landing event={makeEvent({ openRegistration: true })} api={api} />);
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText('By invitation only')).toBeNull();
  });

  it("asks only the event's own registration fields", () => {
    const { api } = fakeApi({});
    renderPlayer(
      <Landing
        event={makeEvent({
          projectType: 'ace',
          registrationFields: ['city', 'degree'],
          openRegistration: true,
        })}
        api={api}
      />,
    );
    for (const label of ['Full name', 'E-mail address', 'Date of birth', 'City', 'Degree']) {
      expect(screen.getAllByLabelText(new RegExp(label)).length).toBeGreaterThan(0);
    }
    expect(screen.queryByLabelText(/CGPA/)).toBeNull();
    expect(screen.queryByLabelText(/Department/)).toBeNull();
  });

  it("shows the server's field errors, then its message once registered", async () => {
    let tries = 0;
    const { api, callsTo } = fakeApi({
      'POST /register': () =>
        ++tries === 1
          ? apiError(400, 'VALIDATION', 'Please correct the highlighted fields.', {
              dateOfBirth: 'Please enter your date of birth',
              department: 'Department is required',
            })
          : json(200, { message: 'Check your e-mail: we have sent you a link to start the game.' }),
    });
    renderPlayer(<Landing event={makeEvent({ openRegistration: true })} api={api} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Pat' } });
    const [, registerEmail] = screen.getAllByLabelText(/E-mail address/);
    if (!registerEmail) {
      throw new Error('no e-mail field in the register form');
    }
    fireEvent.change(registerEmail, { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please enter your date of birth')).toBeTruthy();
    expect(screen.getByText('Department is required')).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getByLabelText(/Department/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /register')[0]?.body).toMatchObject({
      name: 'Pat',
      email: 'pat@example.com',
      department: '',
    });

    // A corrected field loses its message at once; the others keep theirs until changed.
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2000-02-03' } });
    expect(screen.queryByText('Please enter your date of birth')).toBeNull();
    expect(screen.getByLabelText(/Date of birth/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Department is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Department/), { target: { value: 'Sales' } });
    expect(screen.queryByText('Department is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Check your e-mail: we have sent you a link to start the game.'),
    ).toBeTruthy();
    expect(callsTo('POST /register')[1]?.body).toMatchObject({
      dateOfBirth: '2000-02-03',
      department: 'Sales',
    });
  });

  it("sends a fresh link and shows the server's answer", async () => {
    const message = 'If this address is invited to the game, a sign-in link is on its way.';
    const { api, callsTo } = fakeApi({ 'POST /link': () => json(200, { message }) });
    renderPlayer(<Landing event={makeEvent()} api={api} />);
    const [linkEmail] = screen.getAllByLabelText(/E-mail address/);
    if (!linkEmail) {
      throw new Error('no e-mail field in the link form');
    }
    fireEvent.change(linkEmail, { target: { value: ' pat@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me my link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() =>
      expect(callsTo('POST /link')[0]?.body).toEqual({ email: 'pat@example.com' }),
    );
  });

  it("speaks Urdu: its headings, fields, dates and the server's answers", async () => {
    const { api } = fakeApi({
      'POST /register': (body) =>
        (body as { name: string }).name
          ? json(200, { message: playMessages.registered })
          : apiError(400, 'VALIDATION', authMessages.required, { name: authMessages.required }),
    });
    const { unmount } = renderPlayer(
      <Landing event={makeEvent({ status: 'closed', closingDate: '2026-03-31' })} api={api} />,
      { locale: 'ur' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'یہ گیم بند ہو چکا ہے' })).toBeTruthy();
    expect(screen.getByText('یہ گیم 31 مارچ، 2026 کو بند ہو گیا۔')).toBeTruthy();
    unmount();

    renderPlayer(<Landing event={makeEvent({ openRegistration: true })} api={api} />, {
      locale: 'ur',
    });
    expect(screen.getByRole('button', { name: 'مجھے میرا لنک بھیجیں' })).toBeTruthy();
    expect(screen.getByLabelText(/پورا نام/)).toBeTruthy();
    expect(screen.getByLabelText(/تاریخ پیدائش/)).toBeTruthy();
    expect(screen.getByLabelText(/شعبہ/)).toBeTruthy();
    // The server answers in English; the page says it in Urdu.
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText('یہ خانہ پُر کرنا ضروری ہے')).toBeTruthy();
    expect(screen.getByText('براہ کرم نمایاں کیے گئے خانے درست کریں۔')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/پورا نام/), { target: { value: 'Pat' } });
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(
      await screen.findByText('اپنی ای میل دیکھیں: ہم نے آپ کو گیم شروع کرنے کا لنک بھیج دیا ہے۔'),
    ).toBeTruthy();
  });
});
