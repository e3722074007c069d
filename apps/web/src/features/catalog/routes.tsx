import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, super admin only. */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'competencies',
    lazy: lazyScreen(
      () => import('./competencies-screen'),
      (m) => m.CompetenciesScreen,
    ),
  },
  {
    path: 'games',
    lazy: lazyScreen(
      () => import('./games-screen'),
      (m) => m.GamesScreen,
    ),
  },
];
