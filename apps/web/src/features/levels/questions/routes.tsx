import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../app/lazy';

const screens = () => import('./screens');

/** Under /admin. */
export const questionRoutes: RouteObject[] = [
  {
    path: 'levels/:lName/add-question/:eventId',
    lazy: lazyScreen(screens, (m) => m.AddQuestionScreen),
  },
  {
    path: 'levels/:ID/edit-question/:count/:eventId/:lName',
    lazy: lazyScreen(screens, (m) => m.EditQuestionScreen),
  },
  {
    path: 'levels/mini-game-add-question/:lName/:questionIndex',
    lazy: lazyScreen(screens, (m) => m.AddMiniGameScreen),
  },
  {
    path: 'levels/mini-game-edit-question/:lName/:questionIndex',
    lazy: lazyScreen(screens, (m) => m.EditMiniGameScreen),
  },
];
