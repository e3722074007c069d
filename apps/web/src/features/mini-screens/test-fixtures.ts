import type { MiniScreen, MiniScreenGame } from '@app/domain';
import { MINI4_SCENARIO_LENGTH } from '@app/domain';
import { makeUser } from '../../test/api-mock';

/** Shared data of the mini-game screen tests (web unit tests only; fetch is mocked). */
export const superAdmin = makeUser({ role: 'superAdmin' });

export const screensPath = (game: MiniScreenGame) =>
  `/api/mini-games/${encodeURIComponent(game)}/screens`;
export const screenPath = (game: MiniScreenGame, n: number) => `${screensPath(game)}/${n}`;

/** A file id as the server gives them (the schema wants uuids). */
export const fileId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const fileUrl = (n: number) => `/api/files/${fileId(n)}`;

export function miniScreen(
  miniGame: MiniScreenGame,
  questionNumber: number,
  overrides: Partial<MiniScreen> = {},
): MiniScreen {
  return {
    id: `${miniGame}-${questionNumber}`,
    miniGame,
    questionNumber,
    templateType: Number(miniGame.slice(-1)),
    title: `Title ${questionNumber}`,
    scenario: 'A client calls with a complaint.',
    optionsType: 'text',
    options: [],
    correctAnswer: null,
    template2Type: null,
    background: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const textOptions = (...texts: string[]) =>
  texts.map((text) => ({ text, image: null, fileId: null }));
export const imageOptions = (...ns: number[]) =>
  ns.map((n) => ({ text: null, image: fileUrl(n), fileId: fileId(n) }));

/** 400 characters with a line break, as Mini 4 wants them. */
export const MINI4_SCENARIO = `First line.\n${'x'.repeat(MINI4_SCENARIO_LENGTH - 12)}`;

export const pngOf = (bytes: number, name = 'option.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
