import { createHash } from 'node:crypto';
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
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  aceGames,
  characters,
  competencies,
  departments,
  difficulties,
  miniGames,
  questionRewards,
  regions,
  storedFiles,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { claimOnce } from '../../platform/once';
import { newStorageKey } from '../../platform/storage';
import { replaceQuestions, setCompetencyQuestionFile } from './queries';
import { checkQuestionFile } from './question-import';

const banksDir = path.resolve(import.meta.dirname, 'seed-banks');

/** A shipped bank's bytes in storage and its stored-file row (in `tx`); the row's id. */
async function storeBankFile(ctx: AppContext, tx: Tx, name: string, data: Buffer): Promise<string> {
  const key = newStorageKey('question-bank', 'csv');
  await ctx.storage.put(key, data);
  const [file] = await tx
    .insert(storedFiles)
    .values({
      storageKey: key,
      kind: 'question-bank',
      contentType: 'text/csv; charset=utf-8',
      size: data.length,
      originalName: name,
    })
    .returning({ id: storedFiles.id });
  if (!file) {
    throw new Error('stored file insert returned nothing');
  }
  return file.id;
}

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
    if (!(await claimOnce(tx, 'catalog_seeded'))) {
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
      const fileId = await storeBankFile(ctx, tx, bank.file, bank.data);
      const [competency] = await tx
        .insert(competencies)
        .values({ name: bank.name, description: bank.description, questionFileId: fileId })
        .returning();
      if (competency) {
        await replaceQuestions(tx, competency.id, bank.check.questions);
      }
    }
    return true;
  });
}

/**
 * SHA-256 of the six template banks a database seeded before the authored ones holds
 * (docs/decisions/0013-content-library.md): one stem repeated, random ratings, cut options.
 */
export const PLACEHOLDER_BANK_HASHES: ReadonlySet<string> = new Set([
  'c0359433f8651081b00bf459458f0ace6a1c2d8e9540ce6005d3ac9ce74a67e8',
  'bbe4ee2ea88c399aae1277c20f82e2bb733a4297a50b3b99c86ee924e0e04886',
  '945d19c3cf300faadd8f09e6151ad00c32f817ccff95bdf193a2f0abb0f11844',
  '730142558194b219a7b68ab1697809103b2c5e60be45496716e7fac4b3068105',
  '18d066528d7e70cf688fcd54ee8c662c40f77d54a5c027189182e08076bf4867',
  '13d9d6026f9b12db0d70b31c56e05d189d98f033770f1faeefaa2ff448f87b8f',
]);

/**
 * Once per database: a seeded competency whose question file is still byte for byte the
 * template bank gets the authored bank (its file and questions, in one transaction). A bank the
 * super admin replaced is a different file and is left alone; games already generated keep
 * their copies, as after any bank change. Returns the names refreshed.
 */
export async function refreshPlaceholderBanks(ctx: AppContext): Promise<string[]> {
  const refreshed: string[] = [];
  const orphans: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'catalog_banks_authored'))) {
      return;
    }
    for (const c of DEFAULT_COMPETENCIES) {
      const [row] = await tx
        .select({
          id: competencies.id,
          fileId: competencies.questionFileId,
          key: storedFiles.storageKey,
        })
        .from(competencies)
        .innerJoin(storedFiles, eq(storedFiles.id, competencies.questionFileId))
        .where(sql`lower(${competencies.name}) = ${c.name.toLowerCase()}`);
      const stored = row ? await ctx.storage.get(row.key) : null;
      if (!row || !stored || !PLACEHOLDER_BANK_HASHES.has(sha256(stored))) {
        continue;
      }
      const data = await readFile(path.join(banksDir, c.file));
      const fileId = await storeBankFile(ctx, tx, c.file, data);
      await replaceQuestions(tx, row.id, checkQuestionFile(data, c.name).questions);
      await setCompetencyQuestionFile(tx, row.id, fileId);
      if (row.fileId) {
        await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId));
      }
      orphans.push(row.key);
      refreshed.push(c.name);
    }
  });
  // The old files' bytes go once the transaction holding their rows' deletion has committed.
  for (const key of orphans) {
    await ctx.storage.remove(key);
  }
  return refreshed;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
