import { LEVEL_NAMES, levelMessages } from '@app/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventDetail } from '../../app/test-event-fixtures';
import { MESSAGE_LIFETIME_MS } from '../../app/ui/use-expiring-message';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { AddLevelScreen } from './add-level-screen';
import { READ_ONLY_MESSAGE } from './edit-gate';
import { EditLevelScreen } from './edit-level-screen';
import {
  EVENT_ID,
  level,
  levelDetail,
  levelHandlers,
  levelPath,
  levelsPath,
  overview,
  sentBody,
} from './test-fixtures';

// A controlled form re-renders on every change: filling one in takes seconds on a loaded
// 2-core machine, more than the default 5 s allows.
const formFilling = { timeout: 15_000 };

const addAt = { path: `/admin/levels/new?eventId=${EVENT_ID}`, route: '/admin/levels/new' };
const editAt = (name: string) => ({
  path: `/admin/levels/${EVENT_ID}/${encodeURIComponent(name)}/edit`,
  route: '/admin/levels/:eventId/:lName/edit',
});

/** Questions, Emails and SMS of one group (label queries: role queries are slow on a form). */
function attemptInputs(legend: string) {
  const group = screen.getByRole('group', { name: legend });
  const input = (label: string) => within(group).getByLabelText(new RegExp(`^${label}`));
  return { questions: input('Questions'), emails: input('Emails'), sms: input('SMS') };
}

function passingScore() {
  return screen.getByLabelText(/^Passing Score/) as HTMLInputElement;
}

function type(value: string, input: HTMLElement) {
  fireEvent.change(input, { target: { value } });
}

/** The options a select offers (its own listbox: every select's options are in the page). */
function optionsOf(combobox: HTMLElement): HTMLElement[] {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  return listbox ? within(listbox).getAllByRole('option', { hidden: true }) : [];
}

async function choose(label: RegExp, option: string) {
  const combobox = await screen.findByRole('combobox', { name: label });
  if (combobox.getAttribute('aria-expanded') !== 'true') {
    fireEvent.click(combobox);
  }
  const match = optionsOf(combobox).find((o) => o.textContent === option);
  if (!match) {
    throw new Error(`${label} does not offer ${option}`);
  }
  fireEvent.click(match);
}

describe('add level', () => {
  it('offers only the names the game does not use yet', async () => {
    mockApi(levelHandlers());
    await renderScreen(<AddLevelScreen />, addAt);
    const names = await screen.findByRole('combobox', { name: /^Level Name/ });
    fireEvent.click(names);
    const offered = optionsOf(names).map((o) => o.textContent);
    expect(offered).not.toContain('1');
    expect(offered).not.toContain('2');
    expect(offered).toEqual(LEVEL_NAMES.filter((name) => name !== '1' && name !== '2'));
    // The first unused name is chosen already.
    expect((names as HTMLInputElement).value).toBe('3');
  });

  it(
    'fills the passing score in from min attempts × difficulty points and sends the level',
    formFilling,
    async () => {
      const api = mockApi(levelHandlers({ [`POST ${levelsPath}`]: () => json(201, level('3')) }));
      const { router } = await renderScreen(<AddLevelScreen />, addAt);
      await screen.findByRole('combobox', { name: /^Level Name/ });
      const total = attemptInputs('Total Questions');
      const min = attemptInputs('Minimum Attempts');
      type('4', total.questions);
      type('2', total.emails);
      type('1', total.sms);
      type('2', min.questions);
      type('1', min.emails);
      type('1', min.sms);
      // No difficulty yet: nothing to multiply by.
      expect(passingScore().value).toBe('');
      await choose(/^Difficulty/, 'Easy');
      // (2 + 1 + 1) attempts × Easy's 100 points.
      expect(passingScore().value).toBe('400');
      await choose(/^Difficulty/, 'Hard');
      expect(passingScore().value).toBe('600');
      type('0', min.sms);
      expect(passingScore().value).toBe('450');

      await choose(/^Time/, '90 seconds');
      type('  Win the client.  ', screen.getByLabelText(/^Level Objective/));
      fireEvent.click(screen.getByLabelText('Is Final'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/levels/${EVENT_ID}`));
      expect(api.callsTo(`POST ${levelsPath}`)).toHaveLength(1);
      expect(sentBody(api, `POST ${levelsPath}`)).toEqual({
        tabName: '3',
        passingScore: 450,
        time: 90,
        difficulty: 'Hard',
        goalText: 'Win the client.',
        final: true,
        totalQuestions: { questions: 4, emails: 2, sms: 1 },
        minAttempts: { questions: 2, emails: 1, sms: 0 },
      });
      expect(screen.getByText(levelMessages.saved)).toBeTruthy();
    },
  );

  it(
    'asks a Mini level for its Level number and checks the fields before sending',
    formFilling,
    async () => {
      const api = mockApi(
        levelHandlers({
          [`POST ${levelsPath}`]: () =>
            apiError(400, 'VALIDATION', 'Please correct the highlighted fields.', {
              miniLevel: levelMessages.digits(2),
            }),
        }),
      );
      await renderScreen(<AddLevelScreen />, addAt);
      await choose(/^Level Name/, 'Mini 2');
      expect(screen.queryByRole('group', { name: 'Total Questions' })).toBeNull();
      const miniLevel = screen.getByRole('textbox', { name: /^Level$/ });

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
      expect(miniLevel.getAttribute('aria-invalid')).toBe('true');
      expect(api.callsTo(`POST ${levelsPath}`)).toHaveLength(0);

      fireEvent.change(passingScore(), { target: { value: '100' } });
      await choose(/^Time/, '120 seconds');
      await choose(/^Difficulty/, 'Easy');
      fireEvent.change(miniLevel, { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      // The server's field message lands on its field; the form stays.
      expect(await screen.findByText(levelMessages.digits(2))).toBeTruthy();
      expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
      expect(sentBody(api, `POST ${levelsPath}`)).toMatchObject({
        tabName: 'Mini 2',
        miniLevel: 2,
      });
      expect(sentBody(api, `POST ${levelsPath}`)).not.toHaveProperty('minAttempts');
    },
  );

  it('goes back to the levels when every name is used', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelsPath}`]: () =>
          json(200, overview({ levels: LEVEL_NAMES.map((name) => level(name)) })),
      }),
    );
    const { router } = await renderScreen(<AddLevelScreen />, addAt);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/levels/${EVENT_ID}`));
  });

  it('opens the dashboard when no event is given or stored', async () => {
    mockApi(levelHandlers());
    const { router } = await renderScreen(<AddLevelScreen />, {
      path: '/admin/levels/new',
      route: '/admin/levels/new',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});

describe('edit level', () => {
  it('keeps the stored passing score on load and fills it in again after a difficulty change', async () => {
    const key = `PATCH ${levelPath('2')}`;
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('2')}`]: () =>
          json(200, levelDetail('2', { level: level('2', { final: 'y', passingScore: 1234 }) })),
        [key]: () => json(200, level('2', { difficulty: 'Hard', passingScore: 600 })),
      }),
    );
    const { router } = await renderScreen(<EditLevelScreen />, editAt('2'));

    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeTruthy();
    expect(screen.getByText('Final Level')).toBeTruthy();
    await waitFor(() => expect(passingScore().value).toBe('1234'));
    expect((attemptInputs('Minimum Attempts').questions as HTMLInputElement).value).toBe('2');
    expect((attemptInputs('Total Questions').questions as HTMLInputElement).value).toBe('3');
    expect(screen.queryByRole('combobox', { name: /^Level Name/ })).toBeNull();

    await choose(/^Difficulty/, 'Hard');
    // (2 + 1 + 1) × Hard's 150.
    expect(passingScore().value).toBe('600');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/levels/${EVENT_ID}`));
    expect(sentBody(api, key)).toEqual({
      passingScore: 600,
      time: 60,
      difficulty: 'Hard',
      goalText: 'Answer well.',
      final: true,
      totalQuestions: { questions: 3, emails: 1, sms: 1 },
      minAttempts: { questions: 2, emails: 1, sms: 1 },
    });
  });

  it("keeps a Mini level's passing score when its difficulty changes", async () => {
    const key = `PATCH ${levelPath('Mini 1')}`;
    // Stored attempts it could be computed from, were it a numbered level.
    const stored = level('Mini 1', {
      totalQuestion: 'L=3',
      minAttempt: '2|1|1',
      passingScore: 777,
    });
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('Mini 1')}`]: () => json(200, levelDetail('Mini 1', { level: stored })),
        [key]: () => json(200, { ...stored, difficulty: 'Hard' }),
      }),
    );
    await renderScreen(<EditLevelScreen />, editAt('Mini 1'));

    expect(await screen.findByRole('heading', { name: 'Mini 1' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Level$/ }) as HTMLInputElement).value).toBe('3');
    await choose(/^Difficulty/, 'Hard');
    expect(passingScore().value).toBe('777');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(key)).toHaveLength(1));
    expect(sentBody(api, key)).toEqual({
      passingScore: 777,
      time: 60,
      difficulty: 'Hard',
      goalText: 'Answer well.',
      final: false,
      miniLevel: 3,
    });
  });

  it('says what went wrong when the level cannot be loaded', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelPath('2')}`]: () =>
          apiError(403, 'FORBIDDEN', 'You do not have permission to do this.'),
      }),
    );
    await renderScreen(<EditLevelScreen />, editAt('2'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(levelMessages.loadFailed)).toBeTruthy();
    expect(levelMessages.loadFailed).toBe(
      'Something went wrong while loading data, try refreshing the page.',
    );
  });

  it.each(['Mini 1', 'Memory Match'])(
    "says 'Failed to update Mini level details' when %s cannot be saved, for 5 seconds",
    async (name) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const key = `PATCH ${levelPath(name)}`;
      const api = mockApi(
        levelHandlers({
          [`GET ${levelPath(name)}`]: () =>
            json(200, levelDetail(name, { level: level(name, { totalQuestion: 'L=2' }) })),
          [key]: () => apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.'),
        }),
      );
      const { router } = await renderScreen(<EditLevelScreen />, editAt(name));
      await screen.findByRole('heading', { name });
      fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        levelMessages.miniUpdateFailed('The database is not answering.'),
      );
      expect(alert.textContent).toBe(
        'Failed to update Mini level details: The database is not answering.',
      );
      expect(api.callsTo(key)).toHaveLength(1);
      expect(router.state.location.pathname).toBe(editAt(name).path);

      act(() => {
        vi.advanceTimersByTime(MESSAGE_LIFETIME_MS - 100);
      });
      expect(screen.getByText(/^Failed to update Mini level details/)).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(screen.queryByText(/^Failed to update Mini level details/)).toBeNull();
      // The form stays, ready for another try.
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    },
  );

  it("keeps a numbered level's failure as the server said it, until the next save", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(
      levelHandlers({
        [`GET ${levelPath('2')}`]: () => json(200, levelDetail('2')),
        [`PATCH ${levelPath('2')}`]: () =>
          apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.'),
      }),
    );
    await renderScreen(<EditLevelScreen />, editAt('2'));
    await screen.findByRole('heading', { name: 'Level 2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The database is not answering.');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_LIFETIME_MS * 2);
    });
    expect(screen.getByRole('alert').textContent).toBe('The database is not answering.');
  });
});

describe('read-only levels', () => {
  /** The super admin on another account's event: the server marks it not editable. */
  const readOnly = (handlers: Parameters<typeof mockApi>[0] = {}) =>
    mockApi(
      levelHandlers({
        'GET /api/auth/session': sessionOf(makeUser({ role: 'superAdmin' })),
        [`GET /api/events/${EVENT_ID}`]: () =>
          json(200, eventDetail(EVENT_ID, { editable: false })),
        ...handlers,
      }),
    );

  it('shows Add Level as view only, with the way back and no form', async () => {
    const api = readOnly();
    await renderScreen(<AddLevelScreen />, addAt);
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Level Name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const back = screen.getAllByRole('link', { name: /Back to levels/ });
    expect(back.map((link) => link.getAttribute('href'))).toContain(`/admin/levels/${EVENT_ID}`);
    expect(api.callsTo(`POST ${levelsPath}`)).toHaveLength(0);
  });

  it('shows Edit Level as view only, keeping its Details link', async () => {
    const api = readOnly({ [`GET ${levelPath('2')}`]: () => json(200, levelDetail('2')) });
    await renderScreen(<EditLevelScreen />, editAt('2'));
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Level 2' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Passing Score/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      `/admin/levelDetails/${EVENT_ID}/2`,
    );
    expect(api.callsTo(`PATCH ${levelPath('2')}`)).toHaveLength(0);
  });

  it('shows the loader, not the form, while the event loads', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi(
      levelHandlers({
        [`GET ${levelPath('2')}`]: () => json(200, levelDetail('2')),
        [`GET /api/events/${EVENT_ID}`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }) as unknown as Response,
      }),
    );
    await renderScreen(<EditLevelScreen />, editAt('2'));
    expect(await screen.findByLabelText('Loading the event')).toBeTruthy();
    expect(screen.queryByLabelText(/^Passing Score/)).toBeNull();
    answer(json(200, eventDetail(EVENT_ID)));
    await waitFor(() => expect(passingScore().value).toBe('1000'));
    expect(screen.queryByText(READ_ONLY_MESSAGE)).toBeNull();
  });
});
