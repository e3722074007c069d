import {
  type Attempts,
  type EventQuestion,
  isNumberedLevel,
  type Level,
  type LevelDetail,
  type LevelsOverview,
} from '@app/domain';
import { eventDetail } from '../../app/test-event-fixtures';
import { json, makeUser, type mockApi, sessionOf } from '../../test/api-mock';

/** Shared data of the levels and questions tests (web unit tests only; fetch is mocked). */
export const EVENT_ID = '4821';
export const levelsPath = `/api/events/${EVENT_ID}/levels`;
export const levelPath = (name: string) => `${levelsPath}/${encodeURIComponent(name)}`;

export const admin = makeUser({ role: 'admin', projectType: 'ace' });

export function level(tabName: string, overrides: Partial<Level> = {}): Level {
  return {
    id: `level-${tabName}`,
    tabName,
    type: isNumberedLevel(tabName) ? 'Level' : 'Game',
    passingScore: 1000,
    time: 60,
    totalQuestion: '3|1|1',
    minAttempt: '2|1|1',
    difficulty: 'Easy',
    goalText: 'Answer well.',
    final: 'n',
    sortingOrder: 1,
    questionCount: 0,
    ...overrides,
  };
}

export function overview(overrides: Partial<LevelsOverview> = {}): LevelsOverview {
  return {
    levels: [level('1'), level('2', { final: 'y', sortingOrder: 2 })],
    skills: [{ name: 'Leadership', description: 'Leads the team.' }],
    characters: [
      { key: 'manager', name: 'Sarah' },
      { key: 'colleague', name: 'Ahmed' },
    ],
    difficulties: [
      { difficulty: 'Easy', passingScore: 100 },
      { difficulty: 'Hard', passingScore: 150 },
    ],
    ...overrides,
  };
}

export function question(overrides: Partial<EventQuestion> = {}): EventQuestion {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 1,
    displayId: 'Leadership-1-Easy-Question',
    type: 'Question',
    ability: 'Leadership',
    difficulty: 'Easy',
    name: '',
    subject: '',
    email: '',
    question: 'What do you do first?',
    options: [
      { text: 'Ask the team', rating: 1, animation: 'happy' },
      { text: 'Wait', rating: 3, animation: 'sad' },
    ],
    reward: 500,
    rationale: 'Asking the team first brings in what they know before anyone acts.',
    ...overrides,
  };
}

/**
 * What the server says a level has to play: a numbered level's questions by kind, a mini
 * level's five catalog screens, a game's ten engine items.
 */
export function contentOf(tabName: string, questions: readonly EventQuestion[]): Attempts {
  if (!isNumberedLevel(tabName)) {
    return { questions: tabName.startsWith('Mini') ? 5 : 10, emails: 0, sms: 0 };
  }
  const of = (type: EventQuestion['type']) => questions.filter((q) => q.type === type).length;
  return { questions: of('Question'), emails: of('Email'), sms: of('SMS') };
}

export function levelDetail(tabName: string, overrides: Partial<LevelDetail> = {}): LevelDetail {
  return {
    level: level(tabName),
    questions: [],
    competencies: ['Leadership', 'Teamwork'],
    content: contentOf(tabName, overrides.questions ?? []),
    ...overrides,
  };
}

/** The session, the event and the overview; `handlers` add or replace routes. */
export function levelHandlers(handlers: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /api/auth/session': sessionOf(admin),
    [`GET /api/events/${EVENT_ID}`]: () => json(200, eventDetail(EVENT_ID)),
    [`GET ${levelsPath}`]: () => json(200, overview()),
    ...handlers,
  };
}

/** The JSON body of the n-th call to `key`. */
export function sentBody(
  api: ReturnType<typeof mockApi>,
  key: string,
  index = 0,
): Record<string, unknown> {
  return JSON.parse(String(api.callsTo(key)[index]?.[1]?.body));
}
