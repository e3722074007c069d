import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin. The static 'new' segment outranks ':userId', so the two never collide. */
export const participantRoutes: RouteObject[] = [
  { path: 'users/:eventId', lazy: lazyScreen(screens, (m) => m.UsersScreen) },
  { path: 'users/new/:eventId', lazy: lazyScreen(screens, (m) => m.AddUserScreen) },
  { path: 'users/:userId/edit', lazy: lazyScreen(screens, (m) => m.EditUserScreen) },
  { path: 'users/:eventId/:userId/plays', lazy: lazyScreen(screens, (m) => m.PlaysScreen) },
];
