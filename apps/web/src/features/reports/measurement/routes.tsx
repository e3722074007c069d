import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../app/lazy';

/** Under /admin: which items work (item analysis) and whether a group is disadvantaged. */
export const measurementRoutes: RouteObject[] = [
  {
    path: 'items/:eventId',
    lazy: lazyScreen(
      () => import('./items-screen'),
      (m) => m.ItemsScreen,
    ),
  },
  {
    path: 'fairness/:eventId',
    lazy: lazyScreen(
      () => import('./fairness-screen'),
      (m) => m.FairnessScreen,
    ),
  },
];
