import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, super admin only. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'accounts',
    lazy: lazyScreen(
      () => import('./screens'),
      (m) => m.AccountsScreen,
    ),
  },
];
