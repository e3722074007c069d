import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin. */
export const analyticsRoutes: RouteObject[] = [
  { path: 'leaderboard/:eventId', lazy: lazyScreen(screens, (m) => m.LeaderboardScreen) },
  { path: 'level-statistics/:eventId', lazy: lazyScreen(screens, (m) => m.LevelStatisticsScreen) },
  { path: 'level-strengths/:eventId', lazy: lazyScreen(screens, (m) => m.LevelStrengthsScreen) },
  { path: 'user-strengths/:eventId', lazy: lazyScreen(screens, (m) => m.UserStrengthsScreen) },
  { path: 'strength-details/:eventId', lazy: lazyScreen(screens, (m) => m.StrengthDetailsScreen) },
  {
    path: 'competency-report/:eventId',
    lazy: lazyScreen(screens, (m) => m.CompetencyReportScreen),
  },
];
