import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, super admin only. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: lazyScreen(
      () => import('./screens'),
      (m) => m.SettingsScreen,
    ),
  },
];
