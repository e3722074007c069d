import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../app/lazy';

/**
 * Under /admin: the per-participant strength reports and the grades (score bands). Each screen
 * is its own chunk, so only the User Strength Report brings the chart library.
 */
export const strengthRoutes: RouteObject[] = [
  {
    path: 'user-strengths/:eventId',
    lazy: lazyScreen(
      () => import('./user-strengths-screen'),
      (m) => m.UserStrengthsScreen,
    ),
  },
  {
    path: 'strength-details/:eventId',
    lazy: lazyScreen(
      () => import('./strength-details-screen'),
      (m) => m.StrengthDetailsScreen,
    ),
  },
  {
    path: 'competency-report/:eventId',
    lazy: lazyScreen(
      () => import('./competency-report-screen'),
      (m) => m.CompetencyReportScreen,
    ),
  },
  {
    path: 'grades/:eventId',
    lazy: lazyScreen(
      () => import('./grades-screen'),
      (m) => m.GradesScreen,
    ),
  },
];
