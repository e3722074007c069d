import type {
  EventDetail,
  FunFacts,
  LeaderboardRow,
  LevelStatistics,
  LevelStrengths,
} from '@app/domain';
import { eventDetail as appEventDetail } from '../../../app/test-event-fixtures';
import { json } from '../../../test/api-mock';
import type { LiveSource, OpenLiveSource } from './use-live-event';

/** Shared data of the report screens' tests (web unit tests only; fetch is mocked). */
export const EVENT_ID = '4821';
export const eventKey = `GET /api/events/${EVENT_ID}`;
export const leaderboardKey = `GET /api/events/${EVENT_ID}/leaderboard`;
export const funFactsKey = `GET /api/events/${EVENT_ID}/leaderboard/fun-facts`;
export const levelStatisticsKey = `GET /api/events/${EVENT_ID}/level-statistics`;
export const levelStrengthsKey = `GET /api/events/${EVENT_ID}/level-strengths`;
export const filterValuesKey = `GET /api/events/${EVENT_ID}/participants/filter-values`;

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return appEventDetail(EVENT_ID, { projectType: 'progress', ...overrides });
}

/** A uuid per number, as the server gives each participant its own. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function leaderboardRow(overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank: 1,
    id: uuidOf(1),
    name: 'Ana Lima',
    email: 'ana@example.com',
    department: 'Sales',
    region: 'North',
    userInfo: {},
    currentLevel: 3,
    completedOnce: false,
    currentScore: 12_345.6,
    attempts: 2,
    lastUpdated: '2026-03-05T09:07:00.000Z',
    behaviourScore: 0,
    cognitiveScore: 0,
    aptitudeScore: 0,
    achievementCount: 2,
    ...overrides,
  };
}

export const pageOf = (items: LeaderboardRow[], total = items.length, page = 1) =>
  json(200, { items, total, page, pageSize: 10 });

export const funFacts = (items: FunFacts['items'] = []): FunFacts => ({ items });

export function levelStatistics(items: Partial<LevelStatistics['items'][number]>[] = []) {
  return {
    items: items.map((item) => ({
      level: '1',
      kind: 'numeric' as const,
      min: null,
      average: null,
      max: null,
      players: 0,
      passed: 0,
      passRate: 0,
      ...item,
    })),
  } satisfies LevelStatistics;
}

export const levelStrengths = (report: Partial<LevelStrengths> = {}): LevelStrengths => ({
  competencies: [],
  levels: [],
  allLevels: [],
  ...report,
});

/** A stand-in for the browser's EventSource: the test opens it and sends its messages. */
export class FakeLiveSource implements LiveSource {
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  isClosed = false;

  constructor(readonly url: string) {}

  close() {
    this.isClosed = true;
  }

  connect() {
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  send(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
}

/** An `open` for the live hook that keeps every stream it made. */
export function fakeLive() {
  const sources: FakeLiveSource[] = [];
  const open: OpenLiveSource = (url) => {
    const source = new FakeLiveSource(url);
    sources.push(source);
    return source;
  };
  const last = () => {
    const source = sources.at(-1);
    if (!source) {
      throw new Error('No live stream was opened');
    }
    return source;
  };
  return { sources, open, last };
}
