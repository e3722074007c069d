import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/**
 * Under /admin. Plain /candidatereport is in the spec's second route table: it opens the
 * current event's report. The public application (/candidate-flow/:eventId) is a page of its
 * own (candidate.html), outside the console.
 */
export const candidateReportRoutes: RouteObject[] = [
  { path: 'candidatereport', lazy: lazyScreen(screens, (m) => m.CurrentCandidateReport) },
  { path: 'candidatereport/:eventId', lazy: lazyScreen(screens, (m) => m.CandidateReportScreen) },
];
