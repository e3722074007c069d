import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../app/lazy';

const screens = () => import('./screens');

/** Under /admin: the event-wide reports (leaderboard, level statistics, level strengths). */
export const eventReportRoutes: RouteObject[] = [
  { path: 'leaderboard/:eventId', lazy: lazyScreen(screens, (m) => m.LeaderboardScreen) },
  { path: 'level-statistics/:eventId', lazy: lazyScreen(screens, (m) => m.LevelStatisticsScreen) },
  { path: 'level-strengths/:eventId', lazy: lazyScreen(screens, (m) => m.LevelStrengthsScreen) },
];
