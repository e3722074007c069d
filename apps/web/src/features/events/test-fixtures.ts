import type { EventDetail, EventSummary, WizardDraft } from '@app/domain';
import type { RouteObject } from 'react-router';
import { browserToday } from '../../app/dates';
import { json } from '../../test/api-mock';
import { renderScreens } from '../../test/render';
import { assessmentListRoutes, assessmentRoutes, easyFlowRoutes } from './routes';

/** Shared data of the events tests (web unit tests only; fetch is mocked). */
type Handler = (request: { url: URL; body: unknown }) => Response;

export const competencies = Array.from({ length: 6 }, (_, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  name: `Competency ${i + 1}`,
  description: `What competency ${i + 1} measures`,
  image: null,
  fileLink: null,
  levelCounts: [18, 18, 18, 18, 18, 18, 18],
}));

export const miniGames = Array.from({ length: 4 }, (_, i) => ({
  id: `00000000-0000-4000-9000-00000000000${i + 1}`,
  name: `Mini Game ${i + 1}`,
  tabName: `Mini ${i + 1}`,
  goalText: 'Play it',
  time: 60,
  passingScore: 100,
  image: null,
}));

export const infoOnly: WizardDraft = {
  info: {
    assessmentName: 'Super 5',
    assessmentFor: 'Graduates',
    difficulty: 'Easy',
    candidateFlow: false,
  },
};

export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 'acme_super5',
    assessmentName: 'Super 5',
    assessmentFor: 'Graduates',
    projectType: 'progress',
    source: 'wizard',
    difficulty: 'Easy',
    packageType: null,
    launchDate: '2026-11-22',
    closingDate: '2026-12-22',
    createdAt: '2026-11-21T10:00:00.000Z',
    logo: null,
    gameLink: 'http://localhost:3000/play/acme_super5',
    adminLink: 'http://localhost:3000/admin/leaderboard/acme_super5',
    candidateFlowLink: null,
    openRegistration: false,
    participants: 3,
    levels: 11,
    ...overrides,
  };
}

/** GET /api/events/:eventId for an event of the caller's own: its summary and an empty form. */
export function eventDetail(summary: EventSummary): EventDetail {
  return {
    ...summary,
    editable: true,
    companyName: 'Acme',
    registrationFields: [],
    loginMethods: [],
    introVideo: null,
    selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
  };
}

export function draftHandlers(draft: WizardDraft | null): Record<string, Handler> {
  return {
    'GET /api/wizard/draft': () => json(200, { draft }),
    'PUT /api/wizard/draft': ({ body }) => json(200, { draft: body }),
  };
}

/** A date `days` after `iso` (YYYY-MM-DD), by the calendar. */
export function shiftDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date `days` from today as YYYY-MM-DD, on the browser's calendar as the rules use it. */
export function isoInDays(days: number): string {
  return shiftDate(browserToday(), days);
}

/** An NDJSON response whose lines the test sends one by one. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: () =>
      new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    send: (line: unknown) => controller?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    close: () => controller?.close(),
  };
}

/** The events area's screens at their URLs, as the app mounts them (without the shell). */
export const eventScreens: RouteObject[] = [
  { path: '/assessment', children: assessmentRoutes },
  { path: '/easy-flow', children: easyFlowRoutes },
  { path: '/admin', children: assessmentListRoutes },
];

/** An events screen at `path`, and the flow's other screens around it (renderScreens). */
export function renderEventScreen(path: string) {
  return renderScreens(eventScreens, path);
}
