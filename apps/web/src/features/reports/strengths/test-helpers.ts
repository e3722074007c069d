import {
  accessMessages,
  type CompetencyReport,
  DEFAULT_GRADES,
  type EventDetail,
  type StrengthPage,
  type UserStrengths,
} from '@app/domain';
import { eventDetail as appEventDetail } from '../../../app/test-event-fixtures';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../../test/api-mock';
import { reliability } from '../measurement/test-fixtures';

/** Shared data of the strength report tests (web unit tests only; fetch is mocked). */
export const EVENT_ID = '4821';
export const eventPath = `/api/events/${EVENT_ID}`;
export const COMPETENCIES = ['Leadership', 'Teamwork', 'Problem Solving'];

export const admin = makeUser({ role: 'admin', projectType: 'ace' });
export const superAdmin = makeUser({ role: 'superAdmin', projectType: 'ace' });

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An event of the reports tests: its competencies are the reports' columns. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return appEventDetail(EVENT_ID, {
    selection: {
      competencies: COMPETENCIES.map((name, i) => ({ id: uuidOf(100 + i), name })),
      games: [],
      cognitive: [],
      aptitude: [],
    },
    ...overrides,
  });
}

export const wrongEvent = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);

/** The session and the event, with the screen's own handlers over them. */
export function reportsApi(
  handlers: Parameters<typeof mockApi>[0] = {},
  options: { user?: typeof admin; event?: Partial<EventDetail> } = {},
) {
  return mockApi({
    'GET /api/auth/session': sessionOf(options.user ?? admin),
    [`GET ${eventPath}`]: () => json(200, eventDetail(options.event)),
    'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
    // The Competency Report and the User Strength Report read it beside their own.
    [`GET ${eventPath}/reliability`]: () => json(200, reliability()),
    ...handlers,
  });
}

/** The query of a mocked call, as name → value. */
export function queryOf(call: unknown[] | undefined): Record<string, string> {
  return Object.fromEntries(new URL(String(call?.[0]), 'http://localhost').searchParams);
}

export function userStrengths(overrides: Partial<UserStrengths> = {}): UserStrengths {
  return {
    participant: {
      id: uuidOf(1),
      name: 'Ana Lima',
      email: 'ana@example.com',
      currentScore: 12_345,
      completedOnce: false,
    },
    competencies: [
      { competency: 'Leadership', percentage: 67, levelsPlayed: 2 },
      { competency: 'Teamwork', percentage: 50, levelsPlayed: 1 },
    ],
    levels: [
      {
        level: '1',
        scores: [
          {
            competency: 'Leadership',
            achievedScore: 1500,
            totalScore: 2000,
            totalQuestions: 4,
            percentage: 75,
          },
          {
            competency: 'Teamwork',
            achievedScore: 500,
            totalScore: 1000,
            totalQuestions: 2,
            percentage: 50,
          },
        ],
      },
      {
        level: '2',
        scores: [
          {
            competency: 'Leadership',
            achievedScore: 1200,
            totalScore: 2000,
            totalQuestions: 4,
            percentage: 60,
          },
        ],
      },
    ],
    ...overrides,
  };
}

type StrengthRow = StrengthPage['items'][number];

export function strengthRow(n: number, overrides: Partial<StrengthRow> = {}): StrengthRow {
  return {
    id: uuidOf(n),
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    department: 'Sales',
    region: 'North',
    completedOnce: true,
    currentScore: 23_456,
    behaviourScore: 12_000,
    cognitiveScore: 4_321,
    aptitudeScore: 2_000,
    percentages: [80, null, 45],
    ...overrides,
  };
}

export function strengthPage(items: StrengthRow[], total = items.length): StrengthPage {
  return { items, total, page: 1, pageSize: 10, competencies: COMPETENCIES };
}

type CompetencyRow = CompetencyReport['items'][number];

export function competencyRow(n: number, overrides: Partial<CompetencyRow> = {}): CompetencyRow {
  return {
    id: uuidOf(n),
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    department: 'Sales',
    region: 'North',
    percentage: 67,
    grade: 'Proficient',
    ...overrides,
  };
}

export function competencyReport(overrides: Partial<CompetencyReport> = {}): CompetencyReport {
  const items = overrides.items ?? [competencyRow(1)];
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    competencies: COMPETENCIES,
    competency: 'Leadership',
    areas: { department: false, region: false },
    bands: DEFAULT_GRADES.map((grade, i) => ({ ...grade, counts: [i, i + 1, i + 2] })),
    ...overrides,
  };
}
