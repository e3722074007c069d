import type { QuestionType } from './catalog';
import { type BankQuestion, questionDifficulties, questionLimits } from './question-bank';

/**
 * The content lint (docs/content-guide.md): what makes a question bank measure rather than
 * quiz. Shipped banks must have no finding (a domain test runs it in CI); a customer's own file
 * gets its findings as warnings in the import report, because the file is still theirs to use.
 */
export type LintRule =
  | 'names-competency'
  | 'duplicate-stem'
  | 'option-cut'
  | 'option-not-sentence'
  | 'options-repeated'
  | 'too-few-options'
  | 'best-count'
  | 'no-ok'
  | 'no-wrong'
  | 'animation-mismatch'
  | 'cell-short'
  | 'best-position'
  | 'rationale-missing'
  | 'hard-longer';

/** `row` is the file's row number (the header is row 1), or null for a finding about the bank. */
export type LintFinding = { rule: LintRule; row: number | null; message: string };

export type LintItem = Pick<
  BankQuestion,
  | 'type'
  | 'level'
  | 'difficulty'
  | 'question'
  | 'subject'
  | 'answers'
  | 'animations'
  | 'ratings'
  | 'rationale'
> & { row: number };

export type LintOptions = {
  competency: string;
  /**
   * Shipped content is held to the whole guide (sentences, a rationale, 3 items a cell, Ok and
   * Wrong options); a customer's file only to what would mislead a score.
   */
  shipped: boolean;
};

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const TYPES: readonly QuestionType[] = ['Question', 'Email', 'SMS'];
export const SHIPPED_ITEMS_PER_CELL = 3;
/** Two stems sharing this share of their words are one situation told twice. */
export const NEAR_DUPLICATE_SHARE = 0.7;
/** Hard stems longer than this times the Easy ones are hard by length, not by judgement. */
export const HARD_LENGTH_RATIO = 1.25;
/** χ² critical values at α = 0.01 by degrees of freedom (options − 1). */
const CHI_SQUARE_CRITICAL: Readonly<Record<number, number>> = { 1: 6.63, 2: 9.21, 3: 11.34 };
const ANSWER_NAMES = ['Answer One', 'Answer Two', 'Answer Three', 'Answer Four'];

/**
 * What a stem must not contain for `competency`: the name as a phrase (words joined by spaces
 * or hyphens), and for one-word names ending in -ability or -ation the word's stem at a word's
 * start ("adapt" in "adaptable", "innovat" in "innovative").
 * Adaptability → /\badaptability\b/, /\badapt/; Customer Focus → /\bcustomer[\s-]+focus/.
 */
export function competencyPatterns(competency: string): RegExp[] {
  const words = competency
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w !== '');
  if (words.length === 0) {
    return [];
  }
  const patterns = [new RegExp(`\\b${words.join('[\\s-]+')}`, 'iu')];
  const [only] = words;
  if (words.length === 1 && only) {
    const stem = only.replace(/(ability|ation)$/u, (suffix) => (suffix === 'ation' ? 'at' : ''));
    if (stem !== only && stem.length >= 5) {
      patterns.push(new RegExp(`\\b${stem}`, 'iu'));
    }
  }
  return patterns;
}

/** The words of a stem that tell situations apart: lower case, letters only, 3+ letters. */
function stemWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length >= 3),
  );
}

/** Shared words over all words (Jaccard); 1 for identical word sets. */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) {
    return 1;
  }
  let shared = 0;
  for (const w of a) {
    if (b.has(w)) {
      shared++;
    }
  }
  return shared / (a.size + b.size - shared);
}

const endsSentence = (text: string) => /[.!?]["')\u201d]?$/u.test(text);
const isSentence = (text: string) => /^[\p{Lu}\p{N}"'\u201c(]/u.test(text) && endsSentence(text);

/** Best happy, Ok normal, Wrong sad or angry: the character's face agrees with the rating. */
export function animationFits(rating: number, animation: string): boolean {
  if (rating === 1) {
    return animation === 'happy';
  }
  if (rating === 2) {
    return animation === 'normal';
  }
  return animation === 'sad' || animation === 'angry';
}

function itemFindings(item: LintItem, options: LintOptions): LintFinding[] {
  const found: LintFinding[] = [];
  const add = (rule: LintRule, message: string) => found.push({ rule, row: item.row, message });
  const patterns = competencyPatterns(options.competency);
  const texts: [string, string][] = [
    ['Question', item.question],
    ['Subject', item.subject],
    ...item.answers.map((a, i): [string, string] => [ANSWER_NAMES[i] ?? 'An answer', a]),
  ];
  for (const [column, text] of texts) {
    if (patterns.some((p) => p.test(text))) {
      add('names-competency', `${column} names the competency "${options.competency}"`);
    }
  }
  const limit = questionLimits[item.type].option;
  item.answers.forEach((answer, i) => {
    const column = ANSWER_NAMES[i] ?? 'An answer';
    if (answer.length >= limit && !endsSentence(answer)) {
      add('option-cut', `${column} fills the ${limit}-character limit and may be cut off`);
    } else if (options.shipped && !isSentence(answer)) {
      add('option-not-sentence', `${column} is not a sentence (a capital first, a full stop last)`);
    }
  });
  const seen = new Set(item.answers.map((a) => a.trim().toLowerCase()));
  if (seen.size < item.answers.length) {
    add('options-repeated', 'Two answers are the same');
  }
  if (item.answers.length < 3) {
    add(
      'too-few-options',
      `${item.answers.length} answers: guessing passes too often (give 3 or 4)`,
    );
  }
  const best = item.ratings.filter((r) => r === 1).length;
  if (best !== 1) {
    add('best-count', `${best} answers are rated Best (exactly one must be)`);
  }
  if (options.shipped && !item.ratings.includes(2)) {
    add('no-ok', 'No answer is rated Ok');
  }
  if (options.shipped && !item.ratings.includes(3)) {
    add('no-wrong', 'No answer is rated Wrong');
  }
  if (item.type === 'Question') {
    item.ratings.forEach((rating, i) => {
      const animation = item.animations[i] ?? '';
      if (!animationFits(rating, animation)) {
        const said = rating === 1 ? 'Best' : rating === 2 ? 'Ok' : 'Wrong';
        add(
          'animation-mismatch',
          `${ANSWER_NAMES[i] ?? 'An answer'} is rated ${said} but makes the character ${animation || 'nothing'}`,
        );
      }
    });
  }
  if (options.shipped && item.rationale.trim() === '') {
    add('rationale-missing', 'No rationale says why the Best answer is best');
  }
  return found;
}

/**
 * Each stem that repeats an earlier one (the same words) or nearly does (≥ 70 % of the words,
 * both stems of 4+ words), against the earliest such row. A customer's file may hold thousands
 * of rows, so pairs are found by prefix filtering, which is exact: two word sets with Jaccard ≥ t
 * share a word among the first |x| − ⌈t·|x|⌉ + 1 of each, words ordered rarest first. Only those
 * prefixes are indexed, and only rows sharing one are compared.
 */
function duplicateFindings(items: readonly LintItem[]): LintFinding[] {
  const words = items.map((item) => stemWords(item.question));
  const frequency = new Map<string, number>();
  for (const set of words) {
    for (const w of set) {
      frequency.set(w, (frequency.get(w) ?? 0) + 1);
    }
  }
  const byRarity = (a: string, b: string) =>
    (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
  const index = new Map<string, number[]>();
  const empty: number[] = [];
  const found: LintFinding[] = [];
  // The first row of each word set: a repeat is reported at once and not indexed again, so a
  // file of one stem repeated stays linear.
  const firstOf = new Map<string, number>();
  words.forEach((set, i) => {
    const item = items[i];
    if (!item) {
      return;
    }
    const ordered = [...set].sort(byRarity);
    const key = [...set].sort().join(' ');
    const first = firstOf.get(key);
    if (first !== undefined) {
      found.push({
        rule: 'duplicate-stem',
        row: item.row,
        message: `The stem repeats row ${items[first]?.row ?? 0}'s`,
      });
      return;
    }
    firstOf.set(key, i);
    const prefix = ordered.slice(
      0,
      ordered.length - Math.ceil(NEAR_DUPLICATE_SHARE * ordered.length) + 1,
    );
    const candidates = new Set<number>(set.size === 0 ? empty : []);
    for (const w of prefix) {
      for (const j of index.get(w) ?? []) {
        candidates.add(j);
      }
    }
    let match: { row: number; overlap: number; j: number } | null = null;
    for (const j of candidates) {
      const other = words[j];
      const earlier = items[j];
      if (!other || !earlier || (match && match.j < j)) {
        continue;
      }
      const overlap = wordOverlap(set, other);
      if (
        overlap === 1 ||
        (overlap >= NEAR_DUPLICATE_SHARE && Math.min(set.size, other.size) >= 4)
      ) {
        match = { row: earlier.row, overlap, j };
      }
    }
    if (match) {
      found.push({
        rule: 'duplicate-stem',
        row: item.row,
        message:
          match.overlap === 1
            ? `The stem repeats row ${match.row}'s`
            : `The stem shares ${Math.round(match.overlap * 100)} % of its words with row ${match.row}'s`,
      });
    }
    if (set.size === 0) {
      empty.push(i);
    }
    for (const w of prefix) {
      const list = index.get(w) ?? [];
      list.push(i);
      index.set(w, list);
    }
  });
  return found;
}

function cellFindings(items: readonly LintItem[], options: LintOptions): LintFinding[] {
  const least = options.shipped ? SHIPPED_ITEMS_PER_CELL : 1;
  const found: LintFinding[] = [];
  for (const level of LEVELS) {
    for (const type of TYPES) {
      for (const difficulty of questionDifficulties) {
        const n = items.filter(
          (q) => q.level === level && q.type === type && q.difficulty === difficulty,
        ).length;
        if (n < least) {
          found.push({
            rule: 'cell-short',
            row: null,
            message: `Level ${level} has ${n} ${difficulty} ${type} item${n === 1 ? '' : 's'} (at least ${least})`,
          });
        }
      }
    }
  }
  return found;
}

/**
 * Goodness of fit of the Best answers' positions to an even spread, per option count (items
 * with 3 options and with 4 are judged apart). Judged only with at least 4 items a position.
 * Worked example: 40 four-option items with Best at positions 10/10/10/10 → χ² 0; at 25/5/5/5
 * → χ² = (15² + 3 × 5²) / 10 = 30 > 11.34, a finding.
 */
export function bestPositionChiSquare(
  positions: readonly number[],
  optionCount: number,
): number | null {
  if (positions.length < 4 * optionCount) {
    return null;
  }
  const expected = positions.length / optionCount;
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const p of positions) {
    counts[p] = (counts[p] ?? 0) + 1;
  }
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

function positionFindings(items: readonly LintItem[]): LintFinding[] {
  const found: LintFinding[] = [];
  for (const optionCount of [3, 4]) {
    const positions = items
      .filter(
        (q) => q.answers.length === optionCount && q.ratings.filter((r) => r === 1).length === 1,
      )
      .map((q) => q.ratings.indexOf(1));
    const chi = bestPositionChiSquare(positions, optionCount);
    const critical = CHI_SQUARE_CRITICAL[optionCount - 1] ?? Number.POSITIVE_INFINITY;
    if (chi !== null && chi > critical) {
      const counts = Array.from(
        { length: optionCount },
        (_, p) => positions.filter((x) => x === p).length,
      );
      found.push({
        rule: 'best-position',
        row: null,
        message: `The Best answers of ${optionCount}-answer items sit unevenly by position (${counts.join(' / ')})`,
      });
    }
  }
  return found;
}

function lengthFindings(items: readonly LintItem[]): LintFinding[] {
  const found: LintFinding[] = [];
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  for (const type of TYPES) {
    const of = (d: string) =>
      items.filter((q) => q.type === type && q.difficulty === d).map((q) => q.question.length);
    const easy = of('Easy');
    const hard = of('Hard');
    if (easy.length >= 3 && hard.length >= 3 && mean(hard) > HARD_LENGTH_RATIO * mean(easy)) {
      found.push({
        rule: 'hard-longer',
        row: null,
        message: `Hard ${type} stems average ${Math.round(mean(hard))} characters against ${Math.round(mean(easy))} for Easy: make them harder, not longer`,
      });
    }
  }
  return found;
}

/** Every finding for one competency's bank, items first (by row), then the bank's. */
export function lintQuestionBank(items: readonly LintItem[], options: LintOptions): LintFinding[] {
  const perItem = [
    ...items.flatMap((item) => itemFindings(item, options)),
    ...TYPES.flatMap((type) => duplicateFindings(items.filter((q) => q.type === type))),
  ].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return [
    ...perItem,
    ...cellFindings(items, options),
    ...positionFindings(items),
    ...lengthFindings(items),
  ];
}

/** One line a person reads: "Row 12: …" or the bank-wide message as it is. */
export const lintLine = (f: LintFinding) =>
  f.row === null ? `${f.message} [${f.rule}]` : `Row ${f.row}: ${f.message} [${f.rule}]`;

/** A mini-game screen as the lint reads it (stored options; images by count only). */
export type LintScreen = {
  miniGame: string;
  questionNumber: number;
  question: string;
  optionsType: 'text' | 'image';
  options: readonly string[];
  optionImages: number;
  correctAnswer: number | null;
};

/**
 * Mini-game screens that are tasks (part B §5 and the content guide): one right answer inside
 * the options, options distinct, the right answer not always at one position (Mini 1, Mini 2),
 * words of letters, Mini 4 stories of exactly 400 characters and 3–7 pictures.
 */
export function lintMiniScreens(screens: readonly LintScreen[]): LintFinding[] {
  const found: LintFinding[] = [];
  const add = (s: LintScreen, rule: LintRule, message: string) =>
    found.push({
      rule,
      row: null,
      message: `${s.miniGame} screen ${s.questionNumber}: ${message}`,
    });
  for (const s of screens) {
    const choices = s.optionsType === 'image' ? s.optionImages : s.options.length;
    if (s.miniGame === 'Mini 1' || s.miniGame === 'Mini 2') {
      if (s.correctAnswer === null || s.correctAnswer < 0 || s.correctAnswer >= choices) {
        add(s, 'best-count', 'no right answer among the options');
      }
      if (s.optionsType === 'image' && s.optionImages !== choices) {
        add(s, 'too-few-options', 'a picture option has no picture');
      }
      const texts = new Set(s.options.map((o) => o.trim().toLowerCase()));
      if (s.optionsType === 'text' && texts.size < s.options.length) {
        add(s, 'options-repeated', 'two options are the same');
      }
    }
    if (s.miniGame === 'Mini 3' && !/^\p{L}{4,10}$/u.test(s.question.trim())) {
      add(s, 'option-cut', 'the word is not 4 to 10 letters');
    }
    if (
      s.miniGame === 'Mini 4' &&
      (s.optionsType !== 'image' ||
        s.question.length !== 400 ||
        s.optionImages < 3 ||
        s.optionImages > 7)
    ) {
      add(s, 'cell-short', 'a story has exactly 400 characters and 3 to 7 pictures');
    }
  }
  for (const game of ['Mini 1', 'Mini 2']) {
    const keys = screens
      .filter((s) => s.miniGame === game && s.correctAnswer !== null)
      .map((s) => s.correctAnswer);
    if (keys.length >= 3 && new Set(keys).size === 1) {
      found.push({
        rule: 'best-position',
        row: null,
        message: `${game}: every screen's right answer is option ${(keys[0] ?? 0) + 1}`,
      });
    }
  }
  return found;
}
