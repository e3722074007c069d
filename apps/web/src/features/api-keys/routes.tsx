import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin: every admin manages its own account's keys. */
export const apiKeyRoutes: RouteObject[] = [
  {
    path: 'api-keys',
    lazy: lazyScreen(
      () => import('./api-keys-screen'),
      (m) => m.ApiKeysScreen,
    ),
  },
];
