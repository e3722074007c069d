import { type Rng, randomInt, shuffle } from './random';
import { type ItemGenerator, placeAnswer, textChoice } from './schema';

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

function swapped(tokens: readonly string[], a: number, b: number): string[] {
  const out = [...tokens];
  out[a] = tokens[b] as string;
  out[b] = tokens[a] as string;
  return out;
}

/** Near misses: one token changed, two neighbours swapped, or two far tokens swapped. */
function nearMisses(rng: Rng, tokens: readonly string[], spare: readonly string[]): string[][] {
  const last = tokens.length - 1;
  const out: string[][] = [];
  for (let i = 0; i < 12; i++) {
    const kind = i % 3;
    if (kind === 0) {
      const changed = [...tokens];
      changed[randomInt(rng, 0, last)] = spare[randomInt(rng, 0, spare.length - 1)] as string;
      out.push(changed);
    } else if (kind === 1) {
      const at = randomInt(rng, 0, last - 1);
      out.push(swapped(tokens, at, at + 1));
    } else {
      out.push(swapped(tokens, randomInt(rng, 0, last), randomInt(rng, 0, last)));
    }
  }
  return out;
}

export const workingMemory: ItemGenerator = (rng, difficulty) => {
  const length = sequenceLength(difficulty);
  // Distinct tokens, so every swap really changes the sequence.
  const drawn = shuffle(rng, pool(difficulty));
  const tokens = drawn.slice(0, length);
  const spare = drawn.slice(length);
  const show = (t: readonly string[]) => textChoice(t.join(' '));
  return {
    prompt: 'Which sequence did you see?',
    stimulus: { type: 'sequence', items: tokens },
    memorizeMs: memorizeMs(difficulty, length),
    ...placeAnswer(rng, show(tokens), nearMisses(rng, tokens, spare).map(show)),
  };
};
