import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/** Under /admin: every admin manages its own account's webhook endpoints. */
export const webhookRoutes: RouteObject[] = [
  {
    path: 'webhooks',
    lazy: lazyScreen(
      () => import('./webhooks-screen'),
      (m) => m.WebhooksScreen,
    ),
  },
];
