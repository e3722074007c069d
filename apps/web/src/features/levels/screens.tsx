/** The levels screens the routes load (one chunk for the overview, its forms and details). */
export { AddLevelScreen } from './add-level-screen';
export { EditLevelScreen } from './edit-level-screen';
export { LevelDetailsScreen } from './level-details-screen';
export { LevelsInfoScreen } from './levels-info-screen';
