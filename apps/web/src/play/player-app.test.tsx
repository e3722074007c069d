import { type PlayItem, playMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerApp } from './player-app';
import {
  apiError,
  fakeApi,
  json,
  makeEvent,
  makeLevel,
  makePlayer,
  makeResult,
  makeRun,
  makeState,
  renderPlayer,
} from './test-kit';

const signInRequired = () =>
  apiError(
    401,
    'PLAYER_SIGN_IN_REQUIRED',
    'Please open the link from your invitation e-mail to play.',
  );

/** GET /session as the server answers it: 200 either way. */
const session = (signedIn: boolean) => () => json(200, { signedIn });

describe('the player', () => {
  it('signs in with the link token, drops it from the address, and shows the map', async () => {
    const dropToken = vi.fn();
    let signedIn = false;
    const { api, callsTo } = fakeApi({
      'POST /session': () => {
        signedIn = true;
        return new Response(null, { status: 204 });
      },
      'GET /session': () => session(signedIn)(),
      'GET /me': () =>
        signedIn
          ? json(200, makeState({ levels: [makeLevel({ name: 'Warm up' })] }))
          : signInRequired(),
    });
    renderPlayer(<PlayerApp api={api} token="tok-123" dropToken={dropToken} />);

    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
    expect(callsTo('POST /session')[0]?.body).toEqual({ token: 'tok-123' });
    expect(dropToken).toHaveBeenCalledTimes(1);
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Level 2')).toBeTruthy();
    expect(header.getByText('Score 12,500')).toBeTruthy();
    const badges = header.getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual([
      'High achiever×1',
      'Mostly right×0',
      'Speed demon×2',
      'Streak of 10×0',
    ]);
    await waitFor(() => expect(document.title).toBe('Level 2 · Sales Quest'));
  });

  it('explains a stale link and offers a fresh one', async () => {
    const dropToken = vi.fn();
    const { api } = fakeApi({
      'POST /session': () =>
        apiError(
          401,
          'LINK_INVALID',
          'This sign-in link is invalid or has expired. Enter your e-mail address to get a new one.',
        ),
      'GET /': () => json(200, makeEvent()),
    });
    renderPlayer(<PlayerApp api={api} token="old" dropToken={dropToken} />);
    expect(await screen.findByText(/This sign-in link is invalid or has expired/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(dropToken).toHaveBeenCalled();
  });

  it('shows a refusal without the link form when the participant is switched off', async () => {
    const message = 'Your access to this game has been switched off. Please contact the organiser.';
    const { api } = fakeApi({
      'POST /session': () => apiError(403, 'PARTICIPANT_INACTIVE', message),
      'GET /': () => json(200, makeEvent()),
    });
    renderPlayer(<PlayerApp api={api} token="t" dropToken={() => {}} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me my link' })).toBeNull();
  });

  it('shows the landing page to a visitor who is not signed in, with no request refused', async () => {
    const { api, calls } = fakeApi({
      'GET /session': session(false),
      'GET /me': signInRequired,
      'GET /': () => json(200, makeEvent({ openRegistration: true })),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    // A refused request is a console error in the browser: a fresh load makes none.
    expect(calls.map((c) => [c.key, c.status])).toEqual([
      ['GET /session', 200],
      ['GET /', 200],
    ]);
  });

  it('offers a fresh link when a registration link comes after registration closed', async () => {
    const { api } = fakeApi({
      'POST /session': () => apiError(403, 'REGISTRATION_CLOSED', playMessages.registrationClosed),
      'GET /': () => json(200, makeEvent()),
    });
    renderPlayer(<PlayerApp api={api} token="r1.x" dropToken={() => {}} />);
    expect(await screen.findByText(playMessages.registrationClosed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('names an unknown game on a page of its own', async () => {
    const { api } = fakeApi({
      'GET /session': session(false),
      'GET /': () => apiError(404, 'EVENT_NOT_FOUND', 'This game does not exist'),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(screen.getByText('This game does not exist')).toBeTruthy();
  });

  it('offers "Try again" when loading fails, and recovers', async () => {
    let calls = 0;
    const { api } = fakeApi({
      'GET /session': session(true),
      'GET /me': () => (++calls === 1 ? json(500, { nope: true }) : json(200, makeState())),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
  });

  it('shows the results first once every level is passed; the map stays reachable', async () => {
    const state = makeState({
      event: makeEvent({ projectType: 'ace' }),
      participant: makePlayer({
        completed: true,
        currentScore: 31000,
        behaviourScore: 24000,
        cognitiveScore: 4000,
        aptitudeScore: 3000,
      }),
      levels: [makeLevel({ state: 'passed', points: 24000 })],
      competencies: [{ competency: 'Communication', percentage: 85 }],
    });
    const { api } = fakeApi({ 'GET /session': session(true), 'GET /me': () => json(200, state) });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'You finished the game!' })).toBeTruthy();
    expect(screen.getByText('31,000')).toBeTruthy();
    expect(screen.getByText('Cognitive')).toBeTruthy();
    expect(screen.getByText('Communication')).toBeTruthy();
    expect(screen.getByText('85%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the level map' }));
    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByRole('heading', { name: 'You finished the game!' })).toBeTruthy();
  });

  it('plays the intro video once per game, then the map', async () => {
    const state = makeState({ event: makeEvent({ introVideoUrl: '/api/files/intro' }) });
    const { api } = fakeApi({ 'GET /session': session(true), 'GET /me': () => json(200, state) });
    const first = renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip intro' }));
    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
    first.unmount();
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip intro' })).toBeNull();
  });

  it('signs out to the landing page', async () => {
    let signedIn = true;
    const { api } = fakeApi({
      'GET /session': () => session(signedIn)(),
      'GET /me': () => (signedIn ? json(200, makeState()) : signInRequired()),
      'DELETE /session': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
      'GET /': () => json(200, makeEvent()),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send me my link' })).toBeTruthy(),
    );
  });

  it("shows the level's points climbing in the header, then the score climbing to its new total", async () => {
    const level = makeLevel({ number: 1, name: '1' });
    const item = (index: number): PlayItem => ({
      kind: 'question',
      index,
      type: 'Question',
      character: null,
      name: '',
      subject: '',
      email: '',
      text: `Situation ${index + 1}`,
      options: ['Help', 'Ignore'],
    });
    const run = makeRun({ levelId: level.id, items: [item(0), item(1)] });
    const { api } = fakeApi({
      'GET /session': session(true),
      'GET /me': () => json(200, makeState({ levels: [level] })),
      [`POST /levels/${level.id}/runs`]: () => json(200, run),
      [`POST /runs/${run.id}/begin`]: () => json(200, { secondsLeft: 300 }),
      [`POST /runs/${run.id}/answers`]: (body) => {
        const { index } = body as { index: number };
        return json(200, {
          index,
          rating: 1,
          points: 200,
          animation: null,
          runPoints: 200 * (index + 1),
        });
      },
      [`POST /runs/${run.id}/end`]: () =>
        json(
          200,
          makeResult({
            runId: run.id,
            levelId: level.id,
            points: 400,
            participant: makePlayer({ currentScore: 13700 }),
          }),
        ),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    const header = within(await screen.findByRole('banner'));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Level 1' }));
    expect(await header.findByText('This level +0')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Help/ }));
    // It climbs to the run's points after each answer.
    expect(await header.findByText('This level +200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: /Help/ }));
    expect(await header.findByText('This level +400')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByRole('heading', { name: 'Passed!' })).toBeTruthy();
    // The level's points went into the score, which climbs from 12,500 to the new total.
    expect(header.queryByText(/This level/)).toBeNull();
    expect(await header.findByText('Score 13,700')).toBeTruthy();
  });
});

describe("the player's language", () => {
  afterEach(() => {
    // The switch writes the document's language and direction and remembers the choice.
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the switch remembered.
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('switches the landing page to Urdu and back at once, right to left, and remembers it', async () => {
    const { api, calls } = fakeApi({
      'GET /session': session(false),
      'GET /': () => json(200, makeEvent({ openRegistration: true })),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Send me my link' })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(
      within(languages).getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(languages).getByRole('button', { name: 'اردو' }));
    expect(await screen.findByRole('button', { name: 'مجھے میرا لنک بھیجیں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رجسٹر کریں' })).toBeTruthy();
    expect(screen.queryByText('Send me my link')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur-PK');
    expect(document.cookie).toContain('lang=ur');
    // No reload: the page asked the server nothing more.
    expect(calls).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Send me my link' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("puts the switch in the game's header, and the map, header and badges follow it", async () => {
    const { api } = fakeApi({
      'GET /session': session(true),
      'GET /me': () =>
        json(
          200,
          makeState({
            levels: [makeLevel({ number: 1, state: 'passed', points: 1200, attempts: 1 })],
            rank: { position: 3, of: 120 },
          }),
        ),
    });
    renderPlayer(<PlayerApp api={api} token={null} dropToken={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Level map' })).toBeTruthy();
    const header = within(screen.getByRole('banner'));
    fireEvent.click(header.getByRole('button', { name: 'اردو' }));

    expect(await screen.findByRole('heading', { name: 'لیول کا نقشہ' })).toBeTruthy();
    expect(header.getByText('لیول 2')).toBeTruthy();
    expect(header.getByText('اسکور 12,500')).toBeTruthy();
    expect(header.getByRole('button', { name: 'سائن آؤٹ' })).toBeTruthy();
    expect(header.getByRole('list', { name: 'کامیابیاں' })).toBeTruthy();
    expect(screen.getByText('1,200 پوائنٹس')).toBeTruthy();
    expect(screen.getByText(/میں آپ کا نمبر/).textContent).toBe('120 کھلاڑیوں میں آپ کا نمبر 3 ہے');
    await waitFor(() => expect(document.title).toBe('لیول 2 · Sales Quest'));
  });

  it("shows the server's refusal in Urdu by its code", async () => {
    const { api } = fakeApi({
      'POST /session': () => apiError(403, 'PARTICIPANT_EXPIRED', playMessages.participantExpired),
      'GET /': () => json(200, makeEvent()),
    });
    renderPlayer(<PlayerApp api={api} token="t" dropToken={() => {}} />, { locale: 'ur' });
    expect(
      await screen.findByText(
        'اس گیم تک آپ کی رسائی کی میعاد ختم ہو چکی ہے۔ براہ کرم منتظم سے رابطہ کریں۔',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ہم آپ کو سائن اِن نہیں کر سکے' })).toBeTruthy();
  });
});
