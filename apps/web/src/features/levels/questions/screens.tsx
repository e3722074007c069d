/** The question and mini-game screen forms the routes load. */
export { AddMiniGameScreen, EditMiniGameScreen } from '../../mini-screens/screens';
export { AddQuestionScreen } from './add-question-screen';
export { EditQuestionScreen } from './edit-question-screen';
