import { pick, type Rng, shuffle } from './random';
import { type ItemGenerator, textChoice, withDistractors } from './schema';

/**
 * [word, synonym, antonym] by level. Each entry means something none of the others do, so a
 * word borrowed from another entry as a distractor is never also right.
 */
export const WORDS: readonly (readonly (readonly [string, string, string])[])[] = [
  [
    ['big', 'large', 'small'],
    ['fast', 'quick', 'slow'],
    ['happy', 'glad', 'sad'],
    ['begin', 'start', 'finish'],
    ['rich', 'wealthy', 'poor'],
    ['quiet', 'silent', 'noisy'],
    ['brave', 'bold', 'cowardly'],
    ['tired', 'weary', 'energetic'],
    ['empty', 'vacant', 'full'],
  ],
  [
    ['ancient', 'old', 'modern'],
    ['assist', 'help', 'hinder'],
    ['abundant', 'plentiful', 'scarce'],
    ['conceal', 'hide', 'reveal'],
    ['permit', 'allow', 'forbid'],
    ['famous', 'renowned', 'unknown'],
    ['expand', 'enlarge', 'shrink'],
    ['precise', 'exact', 'vague'],
  ],
  [
    ['candid', 'frank', 'evasive'],
    ['frugal', 'thrifty', 'wasteful'],
    ['benevolent', 'kind', 'cruel'],
    ['diligent', 'industrious', 'lazy'],
    ['transient', 'fleeting', 'lasting'],
    ['verbose', 'wordy', 'concise'],
    ['hostile', 'unfriendly', 'friendly'],
    ['obstinate', 'stubborn', 'flexible'],
    ['tranquil', 'calm', 'turbulent'],
  ],
];

/**
 * a is to b as c is to answer, with three wrong endings chosen to tempt. The wrong endings are
 * also chosen so that the surface of the four words gives nothing away: the answer comes first
 * alphabetically in three of the twelve, second in three, third in three and last in three, and
 * no rule of leaks.test.ts (longest, fewest letters shared with the question, odd one out...)
 * finds it in more than three.
 */
export const ANALOGIES: readonly (readonly [string, string, string, string, string[]])[] = [
  ['bird', 'nest', 'bee', 'hive', ['flower', 'wasp', 'buzz']],
  ['glove', 'hand', 'sock', 'foot', ['shoe', 'leg', 'toe']],
  ['puppy', 'dog', 'kitten', 'cat', ['mouse', 'fur', 'animal']],
  ['pen', 'write', 'knife', 'cut', ['fork', 'cook', 'chef']],
  ['fish', 'swim', 'bird', 'fly', ['nest', 'feather', 'egg']],
  ['author', 'book', 'composer', 'music', ['piano', 'stage', 'band']],
  ['day', 'night', 'summer', 'winter', ['spring', 'beach', 'hot']],
  ['teacher', 'school', 'doctor', 'hospital', ['nurse', 'patient', 'health']],
  ['water', 'thirst', 'food', 'hunger', ['eat', 'cook', 'breakfast']],
  ['hot', 'cold', 'up', 'down', ['high', 'top', 'over']],
  ['ear', 'hear', 'eye', 'see', ['glasses', 'face', 'lid']],
  ['finger', 'hand', 'toe', 'foot', ['leg', 'shoe', 'knee']],
];

type Task = 'synonym' | 'antonym' | 'analogy' | 'pairAnalogy';
/** What each difficulty asks and from which word level. */
const PLAN: readonly (readonly [Task, number])[] = [
  ['synonym', 0],
  ['antonym', 0],
  ['synonym', 1],
  ['antonym', 1],
  ['analogy', 0],
  ['synonym', 2],
  ['antonym', 2],
  ['analogy', 0],
  ['pairAnalogy', 1],
  ['pairAnalogy', 2],
];

/** Picks an entry not asked yet in this run. */
function fresh<T extends readonly unknown[]>(
  rng: Rng,
  list: readonly T[],
  used: Set<string>,
  tag: string,
): T {
  const entry = pick(
    rng,
    list.filter((e) => !used.has(`${tag}:${e[0]}`)),
  );
  used.add(`${tag}:${entry[0]}`);
  return entry;
}

export const verbal: ItemGenerator = (rng, difficulty, used) => {
  const [task, level] = PLAN[difficulty - 1] ?? ['synonym', 0];
  if (task === 'analogy') {
    const [a, b, c, answer, wrong] = fresh(rng, ANALOGIES, used, 'analogy');
    return {
      prompt: 'Which word completes the analogy?',
      stimulus: { type: 'text', text: `${a} is to ${b} as ${c} is to …` },
      ...withDistractors(textChoice(answer), wrong.map(textChoice)),
    };
  }
  const words = WORDS[level] ?? [];
  const [word, synonym, antonym] = fresh(rng, words, used, 'word');
  const [example, ...others] = shuffle(
    rng,
    words.filter((e) => e[0] !== word),
  );
  if (!example) {
    throw new Error('word level too small');
  }
  const wantSynonym = task === 'synonym' || (task === 'pairAnalogy' && rng() < 0.5);
  const relation = wantSynonym ? 1 : 2;
  const answer = wantSynonym ? synonym : antonym;
  // The opposite relation tempts; the same relation in another entry is plainly wrong.
  const wrong = [wantSynonym ? antonym : synonym, ...others.map((e) => e[relation])];
  if (task === 'pairAnalogy') {
    return {
      prompt: 'Which word completes the analogy?',
      stimulus: {
        type: 'text',
        text: `${example[0]} is to ${example[relation]} as ${word} is to …`,
      },
      ...withDistractors(textChoice(answer), wrong.map(textChoice)),
    };
  }
  return {
    prompt: wantSynonym ? 'Which word means the same?' : 'Which word means the opposite?',
    stimulus: { type: 'text', text: word },
    ...withDistractors(textChoice(answer), [...wrong, example[relation]].map(textChoice)),
  };
};
