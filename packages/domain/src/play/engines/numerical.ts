import { drawRank, pairedNumbers } from './distractors';
import { pick, type Rng, randomInt } from './random';
import { type EngineChoice, type ItemGenerator, textChoice, withDistractors } from './schema';

/** A word problem, its whole-number answer, and answers that common slips give. */
interface Problem {
  text: string;
  answer: number;
  slips: number[];
  unit?: '%';
}

/** Percentages that turn a round base into a whole number. */
const PERCENTS = [10, 20, 25, 50, 75] as const;
/** A base step that makes p% whole: a multiple of 100 / gcd(p, 100) for every p used. */
const baseStep = (percent: number) => (percent % 25 === 0 ? 4 : percent % 20 === 0 ? 5 : 10);

/** One template per difficulty: sums, then products, percentages, ratios, means and rates. */
const TEMPLATES: ((rng: Rng) => Problem)[] = [
  (rng) => {
    const a = randomInt(rng, 4, 20);
    const b = randomInt(rng, 3, 15);
    return {
      text: `A shop has ${a} apples and gets ${b} more. How many now?`,
      answer: a + b,
      slips: [Math.abs(a - b), a + b + 10],
    };
  },
  (rng) => {
    const a = randomInt(rng, 25, 60);
    const b = randomInt(rng, 6, 19);
    return {
      text: `A bus has ${a} people. ${b} get off. How many are left?`,
      answer: a - b,
      slips: [a + b, a - b + 10, a - b - 10],
    };
  },
  (rng) => {
    const a = randomInt(rng, 3, 9);
    const b = randomInt(rng, 4, 12);
    return {
      text: `${a} boxes hold ${b} pens each. How many pens in all?`,
      answer: a * b,
      slips: [a + b, a * b + a, a * b - b],
    };
  },
  (rng) => {
    const kids = randomInt(rng, 3, 9);
    const each = randomInt(rng, 4, 15);
    const total = kids * each;
    return {
      text: `${total} sweets are shared equally by ${kids} children. How many each?`,
      answer: each,
      slips: [total - kids, each + kids, each * 2],
    };
  },
  (rng) => {
    const percent = pick(rng, PERCENTS);
    const base = baseStep(percent) * randomInt(rng, 2, 20);
    const answer = (base * percent) / 100;
    return {
      text: `What is ${percent}% of ${base}?`,
      answer,
      slips: [base - answer, answer * 2, base + answer],
    };
  },
  (rng) => {
    const [small, large] = pick(rng, [
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
      [3, 5],
      [1, 3],
    ] as const);
    const unit = randomInt(rng, 3, 12);
    const total = (small + large) * unit;
    return {
      text: `Split ${total} in the ratio ${small}:${large}. What is the larger part?`,
      answer: large * unit,
      slips: [small * unit, large * unit + unit, total - small],
    };
  },
  (rng) => {
    const percent = pick(rng, PERCENTS);
    const price = baseStep(percent) * randomInt(rng, 5, 30);
    const off = (price * percent) / 100;
    return {
      text: `A coat costs ${price}. It is ${percent}% off. What does it cost now?`,
      answer: price - off,
      slips: [off, price - percent, price + off],
    };
  },
  (rng) => {
    // Offsets of -4..3 keep the fourth number at least 1.
    const mean = randomInt(rng, 10, 20);
    const known = [0, 1, 2].map(() => mean + randomInt(rng, -4, 3));
    const sum = known.reduce((a, b) => a + b, 0);
    return {
      text: `The mean of 4 numbers is ${mean}. Three are ${known.join(', ')}. What is the fourth?`,
      answer: 4 * mean - sum,
      slips: [mean, 4 * mean - sum + 2, 4 * mean - sum - 2],
    };
  },
  (rng) => {
    const percent = pick(rng, [10, 20, 25, 40, 50, 75] as const);
    const from = baseStep(percent) * randomInt(rng, 3, 25);
    const to = from + (from * percent) / 100;
    return {
      text: `A price rises from ${from} to ${to}. By what percent?`,
      answer: percent,
      slips: [to - from, percent + 5, percent * 2, percent - 5],
      unit: '%',
    };
  },
  (rng) => {
    const [workers, more] = pick(rng, [
      [2, 4],
      [3, 6],
      [4, 2],
      [6, 3],
      [3, 9],
      [4, 8],
      [6, 4],
      [2, 6],
    ] as const);
    const days = more * randomInt(rng, 1, 4);
    const answer = (workers * days) / more;
    return {
      text: `${workers} workers build a wall in ${days} days. How many days for ${more} workers?`,
      answer,
      slips: [(days * more) / workers, days, answer + 1],
    };
  },
];

/** Whole numbers above zero; neighbours 1–5 apart; a made-up tempting value 10–20 away. */
const BOUNDS = { min: 1, steps: [1, 2, 3, 5], far: [10, 15, 20] };

/**
 * The answer's rank among the four values is drawn once, uniformly, after the first problem
 * (distractors.ts); a problem whose answer is too small for that rank (rank 3 needs two pairs of
 * whole numbers below the answer's neighbour) is drawn again, which only happens to the smallest
 * answers.
 */
export const numerical: ItemGenerator = (rng, difficulty) => {
  const template = TEMPLATES[difficulty - 1];
  if (!template) {
    throw new Error(`no numerical template for difficulty ${difficulty}`);
  }
  let rank: number | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    const { text, answer, slips, unit = '' } = template(rng);
    rank ??= drawRank(rng);
    const values = pairedNumbers(rng, answer, rank, slips, BOUNDS);
    if (values) {
      const [right, ...wrong] = values.map((n) => textChoice(`${n}${unit}`));
      return {
        prompt: 'Choose the right answer.',
        stimulus: { type: 'text', text },
        ...withDistractors(right as EngineChoice, wrong),
      };
    }
  }
  throw new Error(`no numerical problem fits rank ${rank} at difficulty ${difficulty}`);
};
