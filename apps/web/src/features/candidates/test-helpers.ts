import {
  accessMessages,
  type CandidateDetail,
  type CandidatePage,
  type CandidateRow,
  type EventDetail,
  exampleApplication,
} from '@app/domain';
import { eventDetail } from '../../app/test-event-fixtures';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';

/** Shared data of the Candidate Report tests (web unit tests only; fetch is mocked). */
export const EVENT_ID = '4821';
export const eventPath = `/api/events/${EVENT_ID}`;
export const listKey = `GET ${eventPath}/candidates`;
export const route = '/admin/candidatereport/:eventId';
export const path = `/admin/candidatereport/${EVENT_ID}`;

export const admin = makeUser({ role: 'admin', projectType: 'ace' });
export const superAdmin = makeUser({ role: 'superAdmin', projectType: 'ace' });

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const wrongEvent = () => apiError(404, 'WRONG_EVENT', accessMessages.wrongEvent);

export function candidateRow(n: number, overrides: Partial<CandidateRow> = {}): CandidateRow {
  return {
    id: uuidOf(n),
    name: `Ayesha ${n}`,
    email: `ayesha${n}@example.com`,
    phone: '+923001234567',
    gender: 'female',
    dob: '1999-04-12',
    age: 27,
    currentCity: 'Lahore',
    lastDegree: 'Engineering',
    universityName: 'NUST',
    cgpa: 3.6,
    graduationYear: 2021,
    yearsOfExperience: '2',
    shortlisted: false,
    submittedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function candidatePage(items: CandidateRow[], total = items.length, pageSize = 10) {
  return { items, total, page: 1, pageSize } satisfies CandidatePage;
}

export function candidateDetail(n: number, overrides: Partial<CandidateDetail> = {}) {
  const row = candidateRow(n);
  return {
    id: row.id,
    eventId: EVENT_ID,
    answers: exampleApplication({
      name: row.name,
      dob: row.dob,
      email: row.email,
      phone: row.phone,
      talentProgramSource: 'friendOrFamily',
    }),
    age: 27,
    shortlisted: false,
    submittedAt: row.submittedAt,
    resume: {
      url: `${eventPath}/candidates/${row.id}/files/resume`,
      name: 'cv.pdf',
      size: 34_816,
      contentType: 'application/pdf',
    },
    drivingLicenseFile: null,
    ...overrides,
  } satisfies CandidateDetail;
}

/** The session and the event, with the screen's own handlers over them. */
export function reportApi(
  handlers: Parameters<typeof mockApi>[0] = {},
  options: { user?: typeof admin; event?: Partial<EventDetail> } = {},
) {
  return mockApi({
    'GET /api/auth/session': sessionOf(options.user ?? admin),
    [`GET ${eventPath}`]: () => json(200, eventDetail(EVENT_ID, options.event)),
    'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
    ...handlers,
  });
}

/** The query of a mocked call, as name → value. */
export function queryOf(call: unknown[] | undefined): Record<string, string> {
  return Object.fromEntries(new URL(String(call?.[0]), 'http://localhost').searchParams);
}
