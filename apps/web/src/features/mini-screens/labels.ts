import {
  type MessageKey,
  MINI_SCREEN_GAMES,
  type MiniScreen,
  type MiniScreenGame,
} from '@app/domain';
import type { Values } from '@lingui/core';

/** The catalogue's translator (useText), passed in by the component that shows the label. */
type Translate = (key: MessageKey, values?: Values) => string;

export const isMiniScreenGame = (name: string): name is MiniScreenGame =>
  (MINI_SCREEN_GAMES as readonly string[]).includes(name);

/** The expandable card's badge: Mini 2's template by name, the others by number. */
export function templateLabel(
  screen: Pick<MiniScreen, 'miniGame' | 'templateType' | 'template2Type'>,
  text: Translate,
) {
  return screen.miniGame === 'Mini 2' && screen.template2Type
    ? text('console.miniScreens.labels.mini2Template', { template: screen.template2Type })
    : text('console.miniScreens.labels.template', { number: screen.templateType });
}

/** Mini 2 and Mini 4 are played by putting the options in order. */
export const isOrderedGame = (miniGame: MiniScreenGame) =>
  miniGame === 'Mini 2' || miniGame === 'Mini 4';

/** Mini 1 and Mini 2 have one right option. */
export const hasCorrectAnswer = (miniGame: MiniScreenGame) =>
  miniGame === 'Mini 1' || miniGame === 'Mini 2';

export const optionLabel = (index: number, text: Translate) =>
  text('console.miniScreens.labels.option', { number: index + 1 });
