import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_APTITUDE_GAMES,
  DEFAULT_CHARACTERS,
  DEFAULT_COGNITIVE_GAMES,
  DEFAULT_COMPETENCIES,
  DEFAULT_DEPARTMENTS,
  DEFAULT_DIFFICULTIES,
  DEFAULT_MINI_GAMES,
  DEFAULT_QUESTION_REWARDS,
  DEFAULT_REGIONS,
} from '@app/domain';
import {
  aceGames,
  characters,
  competencies,
  departments,
  difficulties,
  miniGames,
  questionRewards,
  regions,
  serverSettings,
  storedFiles,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { newStorageKey } from '../../platform/storage';
import { replaceQuestions } from './queries';
import { checkQuestionFile } from './question-import';

const banksDir = path.resolve(import.meta.dirname, 'seed-banks');

/**
 * The catalog a fresh install starts with. It runs once per database: a flag row taken in the
 * same transaction means a restart (or a second process starting at once) adds nothing twice,
 * and what the super admin deletes later stays deleted.
 */
export async function seedCatalog(ctx: AppContext): Promise<boolean> {
  const banks = await Promise.all(
    DEFAULT_COMPETENCIES.map(async (c) => {
      const data = await readFile(path.join(banksDir, c.file));
      return { ...c, data, check: checkQuestionFile(data, c.name) };
    }),
  );
  return ctx.db.transaction(async (tx) => {
    const flag = await tx
      .insert(serverSettings)
      .values({ key: 'catalog_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (flag.length === 0) {
      return false;
    }
    await tx.insert(departments).values(DEFAULT_DEPARTMENTS.map((name) => ({ name })));
    await tx.insert(regions).values(DEFAULT_REGIONS.map((name) => ({ name })));
    await tx
      .insert(difficulties)
      .values(
        DEFAULT_DIFFICULTIES.map((d) => ({ name: d.difficulty, passingScore: d.passingScore })),
      );
    await tx.insert(questionRewards).values(DEFAULT_QUESTION_REWARDS);
    await tx
      .insert(characters)
      .values(DEFAULT_CHARACTERS.map((c, position) => ({ ...c, position })));
    await tx.insert(miniGames).values(DEFAULT_MINI_GAMES);
    await tx
      .insert(aceGames)
      .values([
        ...DEFAULT_COGNITIVE_GAMES.map((g) => ({ ...g, kind: 'cognitive' as const })),
        ...DEFAULT_APTITUDE_GAMES.map((g) => ({ ...g, kind: 'aptitude' as const })),
      ]);
    for (const bank of banks) {
      const key = newStorageKey('question-bank', 'csv');
      await ctx.storage.put(key, bank.data);
      const [file] = await tx
        .insert(storedFiles)
        .values({
          storageKey: key,
          kind: 'question-bank',
          contentType: 'text/csv; charset=utf-8',
          size: bank.data.length,
          originalName: bank.file,
        })
        .returning();
      const [competency] = await tx
        .insert(competencies)
        .values({
          name: bank.name,
          description: bank.description,
          questionFileId: file?.id ?? null,
        })
        .returning();
      if (competency) {
        await replaceQuestions(tx, competency.id, bank.check.questions);
      }
    }
    return true;
  });
}
