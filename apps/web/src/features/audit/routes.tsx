import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, for every signed-in console user: the screen reads what the role may read. */
export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    lazy: lazyScreen(
      () => import('./audit-screen'),
      (m) => m.AuditScreen,
    ),
  },
];
