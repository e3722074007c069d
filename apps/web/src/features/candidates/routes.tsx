import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin. Plain /candidatereport is in the spec's second route table. */
export const candidateReportRoutes: RouteObject[] = [
  { path: 'candidatereport', lazy: lazyScreen(screens, (m) => m.CandidateReportScreen) },
  { path: 'candidatereport/:eventId', lazy: lazyScreen(screens, (m) => m.CandidateReportScreen) },
];

/** Public, at the site root. */
export const candidateFlowRoute: RouteObject = {
  path: 'candidate-flow/:eventId',
  lazy: lazyScreen(screens, (m) => m.CandidateFlowScreen),
};
