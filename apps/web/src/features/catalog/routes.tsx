import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin, super admin only. */
export const catalogRoutes: RouteObject[] = [
  { path: 'competencies', lazy: lazyScreen(screens, (m) => m.CompetenciesScreen) },
  { path: 'games', lazy: lazyScreen(screens, (m) => m.GamesScreen) },
];
