import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_COMPETENCIES, type LintScreen, lintLine, lintMiniScreens } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fixturesDir, questionBanksDir } from '../../test/harness';
import { MINI1_SCREENS, MINI3_WORDS, MINI4_SCREENS } from '../mini-screens/content';
import { mini2Seeds } from '../mini-screens/mini2-pictures';
import { checkQuestionFile, lintCheckedFile } from './question-import';

/** The content lint over everything that ships (docs/content-guide.md): CI fails on a finding. */
function lintFile(file: string, competency: string, shipped: boolean) {
  const check = checkQuestionFile(readFileSync(file), competency);
  const findings = lintCheckedFile(check, competency, shipped);
  return { check, findings };
}

describe('shipped content', () => {
  for (const c of DEFAULT_COMPETENCIES) {
    it(`${c.name}: 129 written items, each one read by the import, with no lint finding`, () => {
      const { check, findings } = lintFile(path.join(questionBanksDir, c.file), c.name, true);
      expect(check.rejected).toEqual([]);
      expect(check.questions).toHaveLength(129);
      expect(findings.map(lintLine)).toEqual([]);
      expect(check.questions.every((q) => q.rationale.length > 20 && q.reward === 500)).toBe(true);
    });
  }

  it('fails on the earlier template rows (kept as a fixture)', () => {
    const { check, findings } = lintFile(
      path.join(fixturesDir, 'template-bank-rows.csv'),
      'Adaptability',
      true,
    );
    // The import takes them (the format is right); the lint says why they do not measure.
    expect(check.rejected).toEqual([]);
    const rules = new Set(findings.map((f) => f.rule));
    for (const rule of [
      'names-competency',
      'option-cut',
      'too-few-options',
      'animation-mismatch',
      'rationale-missing',
      'cell-short',
    ] as const) {
      expect(rules.has(rule), rule).toBe(true);
    }
    expect(findings.map(lintLine)).toContain(
      'Row 6: Answer One fills the 30-character limit and may be cut off [option-cut]',
    );
  });

  it('the mini-game screens are tasks: one right answer, spread, real words, 400-character stories', () => {
    const screens: LintScreen[] = [
      ...MINI1_SCREENS.map((s, i) => ({
        miniGame: 'Mini 1',
        questionNumber: i + 1,
        question: s.scenario,
        optionsType: 'text' as const,
        options: s.options,
        optionImages: 0,
        correctAnswer: s.correct,
      })),
      ...mini2Seeds().map((s, i) => ({
        miniGame: 'Mini 2',
        questionNumber: i + 1,
        question: s.scenario,
        optionsType: s.options.kind,
        options: s.options.kind === 'text' ? s.options.texts : [],
        optionImages: s.options.kind === 'image' ? s.options.svgs.length : 0,
        correctAnswer: s.correct,
      })),
      ...MINI3_WORDS.map((w, i) => ({
        miniGame: 'Mini 3',
        questionNumber: i + 1,
        question: w.word,
        optionsType: 'text' as const,
        options: [],
        optionImages: 0,
        correctAnswer: null,
      })),
      ...MINI4_SCREENS.map((s, i) => ({
        miniGame: 'Mini 4',
        questionNumber: i + 1,
        question: s.scenario,
        optionsType: 'image' as const,
        options: [],
        optionImages: s.steps.length,
        correctAnswer: null,
      })),
    ];
    expect(lintMiniScreens(screens).map(lintLine)).toEqual([]);
    // The earlier seed's fault: every right answer at one position.
    const fixed = screens.map((s) => (s.miniGame === 'Mini 1' ? { ...s, correctAnswer: 0 } : s));
    expect(lintMiniScreens(fixed).map((f) => f.message)).toEqual([
      "Mini 1: every screen's right answer is option 1",
    ]);
  });
});
