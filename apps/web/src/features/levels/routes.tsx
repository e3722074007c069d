import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

const screens = () => import('./screens');

/** Under /admin. */
export const levelRoutes: RouteObject[] = [
  { path: 'levels/new', lazy: lazyScreen(screens, (m) => m.AddLevelScreen) },
  { path: 'levels/:eventId', lazy: lazyScreen(screens, (m) => m.LevelsInfoScreen) },
  { path: 'levels/:eventId/:lName/edit', lazy: lazyScreen(screens, (m) => m.EditLevelScreen) },
  { path: 'levelDetails/:eventId/:lName', lazy: lazyScreen(screens, (m) => m.LevelDetailsScreen) },
];
