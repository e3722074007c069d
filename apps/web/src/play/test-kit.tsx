import type {
  Locale,
  PlayEvent,
  Player,
  PlayLevel,
  PlayRun,
  PlayRunResult,
  PlayState,
} from '@app/domain';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InLocale } from '../i18n/testing';
import { createPlayApi, type FetchLike } from './api';
import { theme } from './theme';

/**
 * Player tests only: the player's providers as main.tsx sets them (its language, English unless
 * told), without transitions or portals.
 */
export function renderPlayer(ui: ReactNode, { locale = 'en' }: { locale?: Locale } = {}) {
  return render(
    <MantineProvider theme={theme} env="test">
      <InLocale locale={locale}>{ui}</InLocale>
    </MantineProvider>,
  );
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code: string, message: string, fields?: object) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fetch answering "METHOD /path" keys under /api/play/ev1, recording each call; an unknown
 * route answers 404 so a missing handler shows as a failure.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  /** Each call with the status it was answered (0 until the answer is made). */
  const calls: { key: string; body: unknown; status: number }[] = [];
  const fetchFn: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/play/ev1', '') || '/'}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { key, body, status: 0 };
    calls.push(call);
    const handler = handlers[key];
    const response = handler
      ? await handler(body)
      : apiError(404, 'NOT_FOUND', `No fake for ${key}`);
    call.status = response.status;
    return response;
  };
  return {
    api: createPlayApi('ev1', fetchFn),
    calls,
    callsTo: (k: string) => calls.filter((c) => c.key === k),
  };
}

export const makeEvent = (overrides: Partial<PlayEvent> = {}): PlayEvent => ({
  eventId: 'ev1',
  name: 'Sales Quest',
  companyName: 'Acme',
  projectType: 'progress',
  logoUrl: null,
  introVideoUrl: null,
  registrationFields: ['department'],
  openRegistration: false,
  status: 'open',
  statusMessage: null,
  launchDate: '2026-01-01',
  closingDate: '2026-12-31',
  ...overrides,
});

export const makePlayer = (overrides: Partial<Player> = {}): Player => ({
  name: 'Pat Player',
  email: 'pat@example.com',
  currentLevel: 2,
  currentScore: 12500,
  behaviourScore: 12500,
  miniGameScore: 0,
  cognitiveScore: 0,
  aptitudeScore: 0,
  attempts: 3,
  completed: false,
  completedOnce: false,
  achievements: { highAchiever: 1, mostlyRight: 0, speedDemon: 2, streakOf10: 0 },
  achievementCount: 3,
  ...overrides,
});

let ids = 0;
/** A uuid-shaped id, since the schemas check them. */
export const uuid = (n = ++ids) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const makeLevel = (overrides: Partial<PlayLevel> = {}): PlayLevel => ({
  id: uuid(),
  number: 1,
  name: 'First steps',
  kind: 'numeric',
  gameName: null,
  goalText: 'Win the customer over',
  time: 300,
  passingScore: 400,
  state: 'open',
  points: null,
  attempts: 0,
  ...overrides,
});

export const makeState = (overrides: Partial<PlayState> = {}): PlayState => ({
  event: makeEvent(),
  participant: makePlayer(),
  levels: [makeLevel()],
  openRunLevelId: null,
  competencies: [],
  rank: null,
  ...overrides,
});

export const makeRun = (overrides: Partial<PlayRun> = {}): PlayRun => ({
  id: uuid(900),
  levelId: uuid(901),
  levelName: 'First steps',
  levelNumber: 1,
  kind: 'numeric',
  attempt: 1,
  maxPoints: 600,
  goalText: 'Win the customer over',
  passingScore: 400,
  time: 300,
  secondsLeft: 300,
  points: 0,
  items: [],
  answers: [],
  ...overrides,
});

/** A level's end: passed with 450 of 600 points unless told otherwise. */
export const makeResult = (overrides: Partial<PlayRunResult> = {}): PlayRunResult => ({
  runId: uuid(900),
  levelId: uuid(901),
  points: 450,
  maxPoints: 600,
  passed: true,
  passingScore: 400,
  check: { pointsShort: 0, kinds: [{ kind: 'questions', answered: 2, minimum: 2, met: true }] },
  breakdown: { asked: 2, answered: 2, best: 1, secondsUsed: 95, time: 300, streak: 1 },
  measured: [],
  earned: [],
  competencies: [],
  participant: makePlayer(),
  ...overrides,
});
