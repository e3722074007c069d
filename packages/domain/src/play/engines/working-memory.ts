import { drawRank } from './distractors';
import { type Rng, shuffle } from './random';
import { type ItemGenerator, textChoice, withDistractors } from './schema';

const DIGITS = [...'0123456789'];
/** No vowels, so no sequence spells a word that is easier to remember than the rest. */
const CONSONANTS = [...'BCDFGHJKLMNPRSTVXZ'];
/** Digits and consonants minus the look-alikes (0/D, 1/L, 5/S, 8/B, 2/Z). */
const MIXED = [...'3467CFGHJKMNPRTVX'];

/** 3 tokens at difficulty 1 up to 9 at difficulty 10. */
export const sequenceLength = (difficulty: number) => 3 + Math.floor(((difficulty - 1) * 2) / 3);

/** About 0.7 s a token plus time to start reading, shorter per token as difficulty rises. */
export const memorizeMs = (difficulty: number, length: number) =>
  1000 + length * (difficulty <= 5 ? 800 : 650);

const pool = (difficulty: number) =>
  difficulty <= 4 ? DIGITS : difficulty <= 7 ? CONSONANTS : MIXED;

/**
 * One slip of memory: a token replaced by one not in the sequence, two neighbours swapped, or two
 * tokens further apart swapped. `first` is the first position it touches and `lower` says
 * whether it makes the sequence come earlier in alphabetical (for digits, numerical) order.
 */
interface Slip {
  kind: 'change' | 'neighbours' | 'far';
  at: readonly number[];
  first: number;
  lower: boolean;
  /** The token a change puts in: two changes to one token would repeat it in a choice. */
  adds?: string;
  apply: (tokens: string[]) => void;
}

function slips(tokens: readonly string[], spare: readonly string[]): Slip[] {
  const out: Slip[] = [];
  tokens.forEach((token, p) => {
    for (const other of spare) {
      out.push({
        kind: 'change',
        at: [p],
        first: p,
        lower: other < token,
        adds: other,
        apply: (t) => {
          t[p] = other;
        },
      });
    }
    for (let q = p + 1; q < tokens.length; q++) {
      out.push({
        kind: q === p + 1 ? 'neighbours' : 'far',
        at: [p, q],
        first: p,
        lower: (tokens[q] as string) < token,
        apply: (t) => {
          const a = t[p] as string;
          t[p] = t[q] as string;
          t[q] = a;
        },
      });
    }
  });
  return out;
}

/**
 * A kind of slip at random (as the old near misses mixed them), then a random slip of that kind
 * that passes `valid`; kinds with none are skipped.
 */
function pickSlip(
  rng: Rng,
  from: readonly Slip[],
  valid: (slip: Slip) => boolean,
): Slip | undefined {
  for (const kind of shuffle(rng, ['change', 'neighbours', 'far'] as const)) {
    const found = shuffle(
      rng,
      from.filter((s) => s.kind === kind),
    ).find(valid);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * The shown sequence and three near misses as the corners of a square: one slip, a second slip
 * on other tokens, and both slips together. Every choice then differs from the other three in
 * the same way (by one slip, the other slip, and both), so no choice is "nearest the rest", and
 * at each position the two tokens offered appear in two choices each. Which corner is shown is
 * set by `rank`, the number of choices that come before it in order: the slip touching the
 * earlier position decides the first two ranks, the other one the second, so the shown sequence
 * is first, second, third or last with equal chance. Null when this sequence has no such pair.
 */
function square(rng: Rng, tokens: readonly string[], spare: readonly string[], rank: number) {
  const all = slips(tokens, spare);
  const majorLower = rank >= 2;
  const minorLower = rank % 2 === 1;
  // Every choice keeps distinct tokens, as the shown sequence has: a repeated one would mark
  // the choice that holds both slips as a near miss without any remembering.
  const fits = (major: Slip, minor: Slip) =>
    minor.first > major.first &&
    minor.lower === minorLower &&
    !minor.at.some((p) => major.at.includes(p)) &&
    (major.adds === undefined || major.adds !== minor.adds);
  const major = pickSlip(rng, all, (m) => m.lower === majorLower && all.some((n) => fits(m, n)));
  const minor = major && pickSlip(rng, all, (n) => fits(major, n));
  if (!major || !minor) {
    return null;
  }
  const corner = (...applied: Slip[]) => {
    const out = [...tokens];
    for (const slip of applied) {
      slip.apply(out);
    }
    return out;
  };
  return [corner(major), corner(minor), corner(major, minor)];
}

/**
 * The answer's rank among the four sequences in order is drawn once, uniformly, after the first
 * sequence; a sequence with no square for that rank (0 1 3 has nothing two slips below it) is
 * drawn again.
 */
export const workingMemory: ItemGenerator = (rng, difficulty) => {
  const length = sequenceLength(difficulty);
  const show = (t: readonly string[]) => textChoice(t.join(' '));
  let rank: number | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    // Distinct tokens, so every swap really changes the sequence.
    const drawn = shuffle(rng, pool(difficulty));
    const tokens = drawn.slice(0, length);
    rank ??= drawRank(rng);
    const misses = square(rng, tokens, drawn.slice(length), rank);
    if (misses) {
      return {
        prompt: 'Which sequence did you see?',
        stimulus: { type: 'sequence', items: tokens },
        memorizeMs: memorizeMs(difficulty, length),
        ...withDistractors(show(tokens), misses.map(show)),
      };
    }
  }
  throw new Error(`no near misses fit rank ${rank} at difficulty ${difficulty}`);
};
