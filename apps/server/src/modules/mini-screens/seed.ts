import { MINI_SCREEN_GAMES, type MiniScreenGame, miniTemplateType } from '@app/domain';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../../db/client';
import { miniScreens, storedFiles } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { claimOnce } from '../../platform/once';
import { newStorageKey } from '../../platform/storage';
import { MINI1_SCREENS, MINI3_WORDS, MINI4_SCREENS } from './content';
import { storyCardSvg } from './icons';
import { mini2Seeds } from './mini2-pictures';
import { insertScreen, type NewMiniScreenRow } from './queries';

/** Every picture of the starter screens drawn at once (sharp works on its own threads). */
async function renderAll(svgs: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(svgs)];
  const pngs = await Promise.all(
    unique.map((svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()),
  );
  return new Map(unique.map((svg, i) => [svg, pngs[i] ?? Buffer.alloc(0)]));
}

async function storeImage(
  ctx: AppContext,
  tx: Tx,
  pngs: ReadonlyMap<string, Buffer>,
  svg: string,
  name: string,
): Promise<string> {
  const data = pngs.get(svg) ?? (await sharp(Buffer.from(svg)).png().toBuffer());
  const key = newStorageKey('image', 'png');
  await ctx.storage.put(key, data);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      storageKey: key,
      accountId: null,
      kind: 'mini-image',
      contentType: 'image/png',
      size: data.length,
      originalName: name,
    })
    .returning({ id: storedFiles.id });
  if (!row) {
    throw new Error('image insert returned nothing');
  }
  return row.id;
}

/**
 * The starter mini-game screens: five real tasks for each of Mini 1–4 (content.ts for Mini 1, 3
 * and 4; mini2-pictures.ts for Mini 2's charts and patterns), their pictures drawn here from
 * the data or rule they show. Runs once per database, like the catalog seed.
 */
export async function seedMiniScreens(ctx: AppContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'mini_screens_seeded'))) {
      return false;
    }
    const screens = await starterScreens(ctx, tx, new Set(MINI_SCREEN_GAMES));
    for (const screen of screens) {
      await insertScreen(tx, screen);
    }
    return true;
  });
}

async function inOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (const [index, item] of items.entries()) {
    results.push(await fn(item, index));
  }
  return results;
}

/** Every starter screen, its pictures stored in `tx`, numbered from 1 within its mini game. */
async function starterScreens(
  ctx: AppContext,
  tx: Tx,
  games: ReadonlySet<MiniScreenGame>,
): Promise<NewMiniScreenRow[]> {
  const screens: NewMiniScreenRow[] = [];
  const mini2 = games.has('Mini 2') ? mini2Seeds() : [];
  const mini4 = games.has('Mini 4') ? MINI4_SCREENS : [];
  const cardOf = (step: (typeof MINI4_SCREENS)[number]['steps'][number]) =>
    storyCardSvg(step.icon, step.caption);
  const pngs = await renderAll([
    ...mini2.flatMap((seed) => [
      seed.picture,
      ...(seed.options.kind === 'image' ? seed.options.svgs : []),
    ]),
    ...mini4.flatMap((screen) => screen.steps.map(cardOf)),
  ]);
  const add = (miniGame: MiniScreenGame, n: number, row: Partial<NewMiniScreenRow>): void => {
    screens.push({
      miniGame,
      questionNumber: n,
      templateType: miniTemplateType(miniGame),
      title: '',
      question: '',
      optionsType: 'text',
      ...row,
    });
  };
  for (const [i, screen] of (games.has('Mini 1') ? MINI1_SCREENS : []).entries()) {
    add('Mini 1', i + 1, {
      title: screen.title,
      question: screen.scenario,
      options: [...screen.options],
      correctAnswer: screen.correct,
    });
  }
  // One at a time: the inserts share the transaction's one connection, and queries sent on a
  // connection that is still busy are deprecated by pg (an error from pg 9).
  for (const [i, seed] of mini2.entries()) {
    const n = i + 1;
    const background = await storeImage(ctx, tx, pngs, seed.picture, `mini2-${n}.png`);
    const optionFileIds =
      seed.options.kind === 'image'
        ? await inOrder(seed.options.svgs, (svg, k) =>
            storeImage(ctx, tx, pngs, svg, `mini2-${n}-option-${k + 1}.png`),
          )
        : [];
    add('Mini 2', n, {
      title: seed.title,
      question: seed.scenario,
      optionsType: seed.options.kind,
      options: seed.options.kind === 'text' ? seed.options.texts : [],
      optionFileIds,
      correctAnswer: seed.correct,
      template2Type: seed.template,
      backgroundFileId: background,
    });
  }
  for (const [i, { word, hint }] of (games.has('Mini 3') ? MINI3_WORDS : []).entries()) {
    add('Mini 3', i + 1, { title: `Unscramble the word: ${hint}`, question: word });
  }
  for (const [i, screen] of mini4.entries()) {
    const cards = await inOrder(screen.steps, (step, k) =>
      storeImage(ctx, tx, pngs, cardOf(step), `mini4-${i + 1}-card-${k + 1}.png`),
    );
    add('Mini 4', i + 1, {
      title: screen.title,
      question: screen.scenario,
      optionsType: 'image',
      optionFileIds: cards,
    });
  }
  return screens;
}

/**
 * The placeholder screens a database seeded before the authored ones holds, by mini game: the
 * titles (and for Mini 3 the words) that tell them apart from anything an admin wrote.
 */
const PLACEHOLDERS: Readonly<Record<MiniScreenGame, readonly string[]>> = {
  'Mini 1': ['Deadline clash', 'New teammate', 'Client complaint', 'Missed target', 'Budget cut'],
  'Mini 2': [
    'Order the steps',
    'Plan a meeting',
    'Hire well',
    'Match the shapes',
    'Find the pattern',
  ],
  'Mini 3': ['Teamwork', 'Focus', 'Trust', 'Goals', 'Leader'],
  'Mini 4': ['Put the actions in order'],
};

const isPlaceholder = (row: { miniGame: string; title: string; question: string }) => {
  const known = PLACEHOLDERS[row.miniGame as MiniScreenGame] ?? [];
  return row.miniGame === 'Mini 3'
    ? row.title === 'Unscramble the word' && known.includes(row.question)
    : known.includes(row.title);
};

/**
 * Once per database: a mini game whose five screens are all still the placeholders gets the
 * authored screens instead (its placeholder pictures deleted with them); a mini game the super
 * admin has changed in any way is left as it is. Returns the mini games refreshed.
 */
export async function refreshPlaceholderScreens(ctx: AppContext): Promise<MiniScreenGame[]> {
  const orphans: string[] = [];
  const refreshed = await ctx.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'mini_screens_authored'))) {
      return [];
    }
    const rows = await tx.select().from(miniScreens);
    const games = MINI_SCREEN_GAMES.filter((game) => {
      const own = rows.filter((r) => r.miniGame === game);
      return own.length === 5 && own.every(isPlaceholder);
    });
    if (games.length === 0) {
      return [];
    }
    const old = rows.filter((r) => games.includes(r.miniGame as MiniScreenGame));
    const fileIds = old.flatMap((r) => [
      ...r.optionFileIds,
      ...(r.backgroundFileId ? [r.backgroundFileId] : []),
    ]);
    await tx.delete(miniScreens).where(
      inArray(
        miniScreens.id,
        old.map((r) => r.id),
      ),
    );
    if (fileIds.length > 0) {
      // Two placeholder screens shared one set of shape pictures: each file goes once.
      const files = await tx
        .delete(storedFiles)
        .where(inArray(storedFiles.id, [...new Set(fileIds)]))
        .returning({ key: storedFiles.storageKey });
      orphans.push(...files.map((f) => f.key));
    }
    for (const screen of await starterScreens(ctx, tx, new Set(games))) {
      await insertScreen(tx, screen);
    }
    return games;
  });
  for (const key of orphans) {
    await ctx.storage.remove(key);
  }
  return refreshed;
}
