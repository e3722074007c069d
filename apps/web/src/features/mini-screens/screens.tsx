/** The mini-game screen forms the question routes load (levels/questions/routes.tsx). */
export { AddMiniGameScreen } from './add-mini-screen';
export { EditMiniGameScreen } from './edit-mini-screen';
