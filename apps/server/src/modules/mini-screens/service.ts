import {
  accessMessages,
  MINI_BACKGROUND_MAX_BYTES,
  MINI_OPTION_IMAGE_MAX_BYTES,
  type MiniScreen,
  type MiniScreenGame,
  type MiniScreenInput,
  miniScreenMessages,
  miniTemplateType,
  nextQuestionNumber,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { AccountScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { imageUrl } from '../files/service';
import * as q from './queries';

const noSuchDocument = () => new AppError('NOT_FOUND', miniScreenMessages.noSuchDocument);

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fields: { [field]: message } });
}

export function toMiniScreen(row: q.MiniScreenRow): MiniScreen {
  const images = row.optionsType === 'image';
  return {
    id: row.id,
    miniGame: row.miniGame as MiniScreenGame,
    questionNumber: row.questionNumber,
    templateType: row.templateType,
    title: row.title,
    scenario: row.question,
    optionsType: row.optionsType,
    options: images
      ? row.optionFileIds.map((id) => ({ text: null, image: imageUrl(id), fileId: id }))
      : row.options.map((text) => ({ text, image: null, fileId: null })),
    correctAnswer: row.correctAnswer,
    template2Type: row.template2Type as MiniScreen['template2Type'],
    background: row.backgroundFileId
      ? { url: imageUrl(row.backgroundFileId) ?? '', fileId: row.backgroundFileId }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMiniScreens(ctx: AppContext, miniGame: MiniScreenGame) {
  return { items: (await q.listScreens(ctx.db, miniGame)).map(toMiniScreen) };
}

export async function getMiniScreen(ctx: AppContext, miniGame: MiniScreenGame, n: number) {
  const row = await q.findScreen(ctx.db, miniGame, n);
  if (!row) {
    throw noSuchDocument();
  }
  return toMiniScreen(row);
}

/** The stored columns of a checked screen; `background` is the one to keep when none is sent. */
function screenColumns(input: MiniScreenInput, background: string | null) {
  const base = {
    miniGame: input.miniGame,
    templateType: miniTemplateType(input.miniGame),
    title: input.title,
    optionsType: 'text' as 'text' | 'image',
    options: [] as string[],
    optionFileIds: [] as string[],
    correctAnswer: null as number | null,
    template2Type: null as string | null,
    backgroundFileId: null as string | null,
  };
  switch (input.miniGame) {
    case 'Mini 1':
      return {
        ...base,
        question: input.scenario,
        options: input.options,
        correctAnswer: input.correctAnswer,
      };
    case 'Mini 2':
      return {
        ...base,
        question: input.scenario,
        optionsType: input.optionsType,
        options: input.optionsType === 'text' ? input.options : [],
        optionFileIds: input.optionsType === 'image' ? input.optionImageIds : [],
        correctAnswer: input.correctAnswer,
        template2Type: input.template2Type,
        backgroundFileId: input.backgroundImageId ?? background,
      };
    case 'Mini 3':
      return { ...base, question: input.word };
    case 'Mini 4':
      return {
        ...base,
        question: input.scenario,
        optionsType: 'image' as const,
        optionFileIds: input.optionImageIds,
      };
  }
}

/**
 * Every image the screen names must be one the caller uploaded, within its limit (part B §5:
 * 500 KB an option, 1 MB the background); Mini 2 needs a background.
 */
async function checkImages(
  db: DbOrTx,
  scope: AccountScope,
  columns: ReturnType<typeof screenColumns>,
  kept: { background: string | null; options: string[] },
): Promise<void> {
  if (columns.miniGame === 'Mini 2' && !columns.backgroundFileId) {
    throw invalid('backgroundImageId', miniScreenMessages.backgroundRequired);
  }
  const fresh = (id: string, keptIds: string[]) => !keptIds.includes(id);
  const options = columns.optionFileIds.filter((id) => fresh(id, kept.options));
  const background =
    columns.backgroundFileId && columns.backgroundFileId !== kept.background
      ? columns.backgroundFileId
      : null;
  const sizes = await q.ownImages(db, scope.accountId, [
    ...options,
    ...(background ? [background] : []),
  ]);
  for (const id of options) {
    const size = sizes.get(id);
    if (size === undefined) {
      throw invalid('optionImageIds', miniScreenMessages.imageMissing);
    }
    if (size > MINI_OPTION_IMAGE_MAX_BYTES) {
      throw invalid('optionImageIds', miniScreenMessages.optionImageTooLarge);
    }
  }
  if (background) {
    const size = sizes.get(background);
    if (size === undefined) {
      throw invalid('backgroundImageId', miniScreenMessages.imageMissing);
    }
    if (size > MINI_BACKGROUND_MAX_BYTES) {
      throw invalid('backgroundImageId', miniScreenMessages.backgroundTooLarge);
    }
  }
}

function writable(scope: AccountScope, miniGame: MiniScreenGame, input: MiniScreenInput) {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  if (input.miniGame !== miniGame) {
    throw invalid('miniGame', accessMessages.validation);
  }
}

/** Add Mini Game screen: numbered after the mini game's last one. */
export async function createMiniScreen(
  ctx: AppContext,
  scope: AccountScope,
  miniGame: MiniScreenGame,
  input: MiniScreenInput,
): Promise<MiniScreen> {
  writable(scope, miniGame, input);
  const columns = screenColumns(input, null);
  // Under the screen lock no other write deletes an image this screen is about to show, and
  // the next number is this screen's alone.
  const row = await ctx.db.transaction(async (tx) => {
    await q.lockScreenImages(tx);
    await checkImages(tx, scope, columns, { background: null, options: [] });
    const last = await q.lastNumber(tx, miniGame);
    return q.insertScreen(tx, {
      ...columns,
      questionNumber: nextQuestionNumber(last === null ? [] : [last]),
    });
  });
  return toMiniScreen(row);
}

/** Files the screen showed that nothing shows any more: their rows go in `tx`, keys answered. */
async function dropUnused(tx: Tx, before: string[]): Promise<string[]> {
  const stillUsed = await q.referencedFiles(tx, before);
  return q.deleteFiles(
    tx,
    before.filter((id) => !stillUsed.has(id)),
  );
}

const filesOf = (row: q.MiniScreenRow) => [
  ...row.optionFileIds,
  ...(row.backgroundFileId ? [row.backgroundFileId] : []),
];

export async function updateMiniScreen(
  ctx: AppContext,
  scope: AccountScope,
  miniGame: MiniScreenGame,
  n: number,
  input: MiniScreenInput,
): Promise<MiniScreen> {
  writable(scope, miniGame, input);
  const { row, removed } = await ctx.db.transaction(async (tx) => {
    await q.lockScreenImages(tx);
    const current = await q.lockScreen(tx, miniGame, n);
    if (!current) {
      throw noSuchDocument();
    }
    const columns = screenColumns(input, current.backgroundFileId);
    await checkImages(tx, scope, columns, {
      background: current.backgroundFileId,
      options: current.optionFileIds,
    });
    const row = await q.updateScreen(tx, current.id, columns);
    if (!row) {
      throw noSuchDocument();
    }
    return { row, removed: await dropUnused(tx, filesOf(current)) };
  });
  await Promise.all(removed.map((key) => ctx.storage.remove(key)));
  return toMiniScreen(row);
}

/** Deletes the screen, then the images nothing else shows (part B §4, Mini 2 clean-up). */
export async function deleteMiniScreen(
  ctx: AppContext,
  scope: AccountScope,
  miniGame: MiniScreenGame,
  n: number,
): Promise<void> {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  const removed = await ctx.db.transaction(async (tx) => {
    await q.lockScreenImages(tx);
    const current = await q.lockScreen(tx, miniGame, n);
    if (!current) {
      throw noSuchDocument();
    }
    await q.deleteScreen(tx, current.id);
    return dropUnused(tx, filesOf(current));
  });
  await Promise.all(removed.map((key) => ctx.storage.remove(key)));
}
