/** The console's own paths of the mini-game screen forms (part B §2; every segment encoded). */
const enc = encodeURIComponent;

/**
 * The spec's routes name no event; the Level details a form is opened from adds its event as
 * `?eventId=`, so the form's way back leads to that level even in a new tab.
 */
const from = (eventId: string | undefined) => (eventId ? `?eventId=${enc(eventId)}` : '');

export const addMiniScreenPath = (levelName: string, questionNumber: number, eventId?: string) =>
  `/admin/levels/mini-game-add-question/${enc(levelName)}/${questionNumber}${from(eventId)}`;
export const editMiniScreenPath = (levelName: string, questionNumber: number, eventId?: string) =>
  `/admin/levels/mini-game-edit-question/${enc(levelName)}/${questionNumber}${from(eventId)}`;

/** Where a form goes back to when it names no event and was opened directly (no history). */
export const MINI_SCREEN_FALLBACK_PATH = '/admin/index';
