import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  competencies,
  miniScreens,
  questionBank,
  serverSettings,
  storedFiles,
} from '../../db/schema';
import { newStorageKey } from '../../platform/storage';
import { fixturesDir } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { refreshPlaceholderScreens } from '../mini-screens/seed';
import { checkQuestionFile } from './question-import';
import { refreshPlaceholderBanks } from './seed';

/**
 * A database seeded before the authored content (template banks, placeholder screens) gets the
 * authored content once at start-up; what the super admin changed stays theirs.
 */
const file = useTestApp();
const app = () => file.app;

/** Puts `data` back as a competency's stored question file and bank, as the old seed left it. */
async function oldBank(name: string, data: Buffer) {
  const { db, storage } = app().ctx;
  const key = newStorageKey('question-bank', 'csv');
  await storage.put(key, data);
  const [stored] = await db
    .insert(storedFiles)
    .values({
      storageKey: key,
      kind: 'question-bank',
      contentType: 'text/csv',
      size: data.length,
      originalName: 'x.csv',
    })
    .returning();
  const [row] = await db
    .update(competencies)
    .set({ questionFileId: stored?.id ?? null })
    .where(sql`lower(${competencies.name}) = ${name.toLowerCase()}`)
    .returning();
  return { competencyId: row?.id ?? '', fileId: stored?.id ?? '', key };
}

async function questionsOf(competencyId: string) {
  return app()
    .ctx.db.select()
    .from(questionBank)
    .where(eq(questionBank.competencyId, competencyId));
}

describe('authored content for a database seeded with placeholders', () => {
  it('replaces a template bank, once, and leaves a bank the super admin uploaded', async () => {
    const { db, storage } = app().ctx;
    const template = readFileSync(path.join(fixturesDir, 'placeholder-bank-adaptability.csv'));
    const old = await oldBank('Adaptability', template);
    // Another competency's bank: the super admin's own upload (the template with one edit).
    const own = Buffer.from(template.toString().replace('(#1)', '(#1, edited)'));
    const kept = await oldBank('Integrity', own);
    await db.delete(serverSettings).where(eq(serverSettings.key, 'catalog_banks_authored'));

    expect(await refreshPlaceholderBanks(app().ctx)).toEqual(['Adaptability']);
    const [adaptability] = await db
      .select()
      .from(competencies)
      .where(eq(competencies.id, old.competencyId));
    expect(adaptability?.questionFileId).not.toBe(old.fileId);
    const questions = await questionsOf(old.competencyId);
    expect(questions).toHaveLength(129);
    expect(questions.every((q) => q.rationale !== '' && !q.question.includes('Adaptability'))).toBe(
      true,
    );
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, old.fileId))).toEqual([]);
    expect(await storage.get(old.key)).toBeNull();
    // The uploaded bank is untouched.
    const [integrity] = await db
      .select()
      .from(competencies)
      .where(eq(competencies.id, kept.competencyId));
    expect(integrity?.questionFileId).toBe(kept.fileId);
    // Once: a second start changes nothing, even with a template bank put back.
    const again = await oldBank('Adaptability', template);
    expect(await refreshPlaceholderBanks(app().ctx)).toEqual([]);
    const [after] = await db
      .select()
      .from(competencies)
      .where(eq(competencies.id, again.competencyId));
    expect(after?.questionFileId).toBe(again.fileId);
    expect(checkQuestionFile(template, 'Adaptability').questions).toHaveLength(126);
  });

  it('replaces the mini games whose five screens are all placeholders, and no other', async () => {
    const { db } = app().ctx;
    const placeholders = (game: string, titles: string[], question = 'x') =>
      titles.map((title, i) => ({
        miniGame: game,
        questionNumber: i + 1,
        templateType: 1,
        title,
        question,
        optionsType: 'text' as const,
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 0,
      }));
    await db.delete(miniScreens).where(inArray(miniScreens.miniGame, ['Mini 1', 'Mini 3']));
    await db.insert(miniScreens).values([
      ...placeholders('Mini 1', [
        'Deadline clash',
        'New teammate',
        'Client complaint',
        'Missed target',
        'Budget cut',
      ]),
      // Mini 3 with one word the super admin changed: theirs now, left alone.
      ...placeholders('Mini 3', ['Teamwork', 'Focus', 'Trust', 'Goals', 'Budget']).map((row) => ({
        ...row,
        title: 'Unscramble the word',
        question: row.title,
      })),
    ]);
    await db.delete(serverSettings).where(eq(serverSettings.key, 'mini_screens_authored'));

    expect(await refreshPlaceholderScreens(app().ctx)).toEqual(['Mini 1']);
    const rows = await db.select().from(miniScreens);
    const titles = (game: string) =>
      rows.filter((r) => r.miniGame === game).sort((a, b) => a.questionNumber - b.questionNumber);
    expect(titles('Mini 1').map((r) => r.title)).not.toContain('Deadline clash');
    expect(titles('Mini 1')).toHaveLength(5);
    expect(titles('Mini 3').map((r) => r.question)).toEqual([
      'Teamwork',
      'Focus',
      'Trust',
      'Goals',
      'Budget',
    ]);
    expect(titles('Mini 2')).toHaveLength(5);
    expect(await refreshPlaceholderScreens(app().ctx)).toEqual([]);
  });
});
