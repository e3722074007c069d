import type { MiniScreenGame } from '@app/domain';

/**
 * TanStack Query keys of the mini-game screens (CONVENTIONS 13). They are catalog content, one
 * set per mini game (not per event): a save refreshes everything under `game(miniGame)`.
 */
export const miniScreenKeys = {
  all: ['mini-screens'] as const,
  game: (miniGame: MiniScreenGame) => [...miniScreenKeys.all, miniGame] as const,
  list: (miniGame: MiniScreenGame) => [...miniScreenKeys.game(miniGame), 'list'] as const,
  detail: (miniGame: MiniScreenGame, questionNumber: number) =>
    [...miniScreenKeys.game(miniGame), 'detail', questionNumber] as const,
  /** Mutation keys: a row finds its own pending delete; the form waits for its uploads. */
  remove: (miniGame: MiniScreenGame) => [...miniScreenKeys.game(miniGame), 'delete'] as const,
  uploads: () => [...miniScreenKeys.all, 'upload'] as const,
};
