/** The console's own paths of the mini-game screen forms (part B §2; every segment encoded). */
const enc = encodeURIComponent;

export const addMiniScreenPath = (levelName: string, questionNumber: number) =>
  `/admin/levels/mini-game-add-question/${enc(levelName)}/${questionNumber}`;
export const editMiniScreenPath = (levelName: string, questionNumber: number) =>
  `/admin/levels/mini-game-edit-question/${enc(levelName)}/${questionNumber}`;

/** Where a form goes back to when it was opened directly (no history inside the console). */
export const MINI_SCREEN_FALLBACK_PATH = '/admin/index';
