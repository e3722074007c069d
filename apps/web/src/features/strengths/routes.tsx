import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin: the per-participant strength reports and the grades (score bands). */
export const strengthRoutes: RouteObject[] = [
  { path: 'user-strengths/:eventId', lazy: lazyScreen(screens, (m) => m.UserStrengthsScreen) },
  { path: 'strength-details/:eventId', lazy: lazyScreen(screens, (m) => m.StrengthDetailsScreen) },
  {
    path: 'competency-report/:eventId',
    lazy: lazyScreen(screens, (m) => m.CompetencyReportScreen),
  },
  { path: 'grades/:eventId', lazy: lazyScreen(screens, (m) => m.GradesScreen) },
];
