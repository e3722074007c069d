import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, super admin only. */
export const outboxRoutes: RouteObject[] = [
  {
    path: 'outbox',
    lazy: lazyScreen(
      () => import('./outbox-page'),
      (m) => m.OutboxPage,
    ),
  },
];
