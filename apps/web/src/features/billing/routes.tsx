import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin, super admin only. */
export const billingRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyScreen(
      () => import('./payments-screen'),
      (m) => m.PaymentsScreen,
    ),
  },
];
