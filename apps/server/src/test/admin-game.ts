import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';
import { aGame, anAdmin, type TestAdmin } from './factories';

type Game = Awaited<ReturnType<typeof aGame>>;

export type AdminGame = {
  readonly app: FastifyInstance;
  readonly owner: TestAdmin;
  /** The owner's game: levels 1, Mini 1 (final) and 2 (the generated last); two questions on 1. */
  readonly game: Game;
  /** The game's URL, `/api/events/:id`, and the `path` given after it. */
  readonly base: string;
};

/**
 * Before each test, on the reset database, an admin and a game of theirs: the starting point of
 * every test of a game's levels and questions. Call it at the top of a test file.
 */
export function useAdminGame(
  file: { readonly app: FastifyInstance },
  options: { path?: string; admin?: Parameters<typeof anAdmin>[1] } = {},
): AdminGame {
  let state: { app: FastifyInstance; owner: TestAdmin; game: Game } | null = null;
  beforeEach(async () => {
    const app = file.app;
    const owner = await anAdmin(app, options.admin);
    state = { app, owner, game: await aGame(app, owner) };
  });
  const current = () => {
    if (!state) {
      throw new Error('useAdminGame: used outside a test');
    }
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get owner() {
      return current().owner;
    },
    get game() {
      return current().game;
    },
    get base() {
      return `/api/events/${current().game.id}${options.path ?? ''}`;
    },
  };
}
