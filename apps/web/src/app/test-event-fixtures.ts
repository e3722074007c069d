import type { EventDetail } from '@app/domain';

/** An event as GET /api/events/:eventId answers it (web unit tests only; fetch is mocked). */
export function eventDetail(id: string, overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id,
    assessmentName: 'Super 5',
    assessmentFor: 'Graduates',
    projectType: 'ace',
    source: 'adminForm',
    difficulty: 'Easy',
    packageType: 'basic',
    launchDate: '2026-11-22',
    closingDate: '2026-12-22',
    createdAt: '2026-11-21T10:00:00.000Z',
    logo: null,
    gameLink: `http://localhost:3000/play/${id}`,
    adminLink: `http://localhost:3000/admin/leaderboard/${id}`,
    candidateFlowLink: null,
    openRegistration: false,
    participants: 3,
    levels: 11,
    editable: true,
    companyName: 'Acme',
    registrationFields: ['fullName', 'email'],
    loginMethods: ['email'],
    introVideo: null,
    selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
    ...overrides,
  };
}
