import { describe, expect, it } from 'vitest';
import { type EngineItem, engineAnswerKey, engineItems } from './index';
import { SYLLOGISMS, VERDICTS } from './logical';
import { ANALOGIES, WORDS } from './verbal';

/** Worked examples for the four aptitude engines; every key is recomputed from what is shown. */

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 104729 + 11);
type Choice = EngineItem['choices'][number];

const text = (c: Choice | undefined) => (c?.type === 'text' ? c.text : '');
const rows = (c: Choice | undefined) => (c?.type === 'grid' ? c.rows : []);
const said = (item: EngineItem) => (item.stimulus.type === 'text' ? item.stimulus.text : '');

function eachItem(
  kind: Parameters<typeof engineItems>[0],
  check: (item: EngineItem, key: number) => void,
) {
  for (const seed of SEEDS) {
    const key = engineAnswerKey(kind, seed);
    for (const item of engineItems(kind, seed)) {
      check(item, key[item.index] ?? -1);
    }
  }
}

describe('numerical', () => {
  it('seed 42: 12 apples and 8 more is 20', () => {
    const [first] = engineItems('numerical', 42);
    expect(said(first as EngineItem)).toBe('A shop has 12 apples and gets 8 more. How many now?');
    expect(text(first?.choices[engineAnswerKey('numerical', 42)[0] ?? -1])).toBe('20');
  });

  it('works out the key again from the numbers in the problem', () => {
    const solve: [RegExp, (a: number, b: number, c: number) => number][] = [
      [/has (\d+) apples and gets (\d+) more/, (a, b) => a + b],
      [/has (\d+) people\. (\d+) get off/, (a, b) => a - b],
      [/(\d+) boxes hold (\d+) pens/, (a, b) => a * b],
      [/(\d+) sweets are shared equally by (\d+)/, (a, b) => a / b],
      [/What is (\d+)% of (\d+)/, (a, b) => (a * b) / 100],
      [/Split (\d+) in the ratio (\d+):(\d+)/, (t, a, b) => (t / (a + b)) * Math.max(a, b)],
      [/costs (\d+)\. It is (\d+)% off/, (a, b) => a - (a * b) / 100],
      [/from (\d+) to (\d+)/, (a, b) => ((b - a) / a) * 100],
      [
        /(\d+) workers build a wall in (\d+) days\. How many days for (\d+)/,
        (w, d, m) => (w * d) / m,
      ],
    ];
    eachItem('numerical', (item, key) => {
      const problem = said(item);
      const answer = Number.parseInt(text(item.choices[key]), 10);
      const mean = /mean of 4 numbers is (\d+)\. Three are (\d+), (\d+), (\d+)/.exec(problem);
      if (mean) {
        const [m, a, b, c] = mean.slice(1).map(Number) as [number, number, number, number];
        expect(answer).toBe(4 * m - a - b - c);
        return;
      }
      const match = solve.find(([re]) => re.test(problem));
      const n = (match?.[0].exec(problem) ?? []).slice(1).map(Number);
      expect(match).toBeDefined();
      expect(answer).toBe(match?.[1](n[0] ?? 0, n[1] ?? 0, n[2] ?? 0));
      expect(Number.isInteger(answer) && answer > 0).toBe(true);
    });
  });
});

describe('verbal', () => {
  const entries = WORDS.flat();

  it('keys the listed synonym, antonym or analogy ending', () => {
    eachItem('verbal', (item, key) => {
      const answer = text(item.choices[key]);
      const stimulus = said(item);
      const entry = entries.find((e) => e[0] === stimulus);
      const analogy = /^(\w+) is to (\w+) as (\w+) is to …$/.exec(stimulus);
      if (item.prompt === 'Which word means the same?') {
        expect(answer).toBe(entry?.[1]);
      } else if (item.prompt === 'Which word means the opposite?') {
        expect(answer).toBe(entry?.[2]);
      } else {
        const [, a, b, c] = analogy ?? [];
        const fixed = ANALOGIES.find((x) => x[0] === a && x[2] === c);
        const pair = entries.find((e) => e[0] === a);
        // Word-pair analogies keep the relation of the example: synonym or antonym.
        const relation = pair?.[1] === b ? 1 : 2;
        const expected = fixed ? fixed[3] : entries.find((e) => e[0] === c)?.[relation];
        expect(answer).toBe(expected);
      }
    });
  });

  it('puts each fixed analogy answer first, second, third and last alphabetically equally often', () => {
    const ranks = [0, 0, 0, 0];
    for (const [, , , answer, wrong] of ANALOGIES) {
      const rank = [answer, ...wrong].sort().indexOf(answer);
      ranks[rank] = (ranks[rank] ?? 0) + 1;
    }
    expect(ranks).toEqual([3, 3, 3, 3]);
  });

  it('never asks the same word twice in one attempt', () => {
    for (const seed of SEEDS) {
      const asked = engineItems('verbal', seed).map(said);
      expect(new Set(asked).size).toBe(asked.length);
    }
  });
});

describe('logical', () => {
  type Facts = [string, string][];
  /** "X is taller than Y" and "Y is shorter than X" both become [X, Y]: X above Y. */
  function facts(premises: string): Facts {
    return [...premises.matchAll(/(\w+) is (\w+) than (\w+)\./g)].map(([, x, word, y]) =>
      /^(taller|older|faster|heavier)$/.test(word ?? '') ? [x ?? '', y ?? ''] : [y ?? '', x ?? ''],
    );
  }
  const above = (f: Facts, x: string, y: string): boolean =>
    f.some(([a, b]) => a === x && (b === y || above(f, b, y)));

  it('keys the person the ordering question asks for', () => {
    eachItem('logical', (item, key) => {
      if (item.difficulty <= 6) {
        const f = facts(said(item));
        const people = item.choices.map(text);
        // Rank = how many people are above; the question names the rank it wants.
        const rank = (p: string) => people.filter((q) => above(f, q, p)).length;
        const last = people.length - 1;
        const wanted = /second/.test(item.prompt)
          ? 1
          : /third/.test(item.prompt)
            ? 2
            : /(tallest|oldest|fastest|heaviest)\?/.test(item.prompt)
              ? 0
              : last;
        expect(rank(text(item.choices[key]))).toBe(wanted);
        expect(new Set(people.map(rank)).size).toBe(people.length);
        // Every name comes up twice, so counting names says nothing of the order.
        for (const person of people) {
          expect(f.filter((pair) => pair.includes(person))).toHaveLength(2);
        }
      }
    });
  });

  it('judges five-person statements true, false or cannot say from chains of premises', () => {
    eachItem('logical', (item, key) => {
      if (item.difficulty >= 9) {
        const f = facts(said(item));
        const [, x = '', y = ''] = /: (\w+) is \w+ than (\w+)\?$/.exec(item.prompt) ?? [];
        const verdict = above(f, x, y) ? 'True' : above(f, y, x) ? 'False' : 'Cannot say';
        expect(text(item.choices[key])).toBe(verdict);
        // Four comparisons; the two asked about are never compared directly, are named equally
        // often, and are two comparisons apart (three at difficulty 10).
        expect(f).toHaveLength(4);
        const named = (p: string) => f.filter((pair) => pair.includes(p)).length;
        expect(named(x)).toBe(named(y));
        expect(f.some((pair) => pair.includes(x) && pair.includes(y))).toBe(false);
        const linked = (p: string, q: string) =>
          f.some((pair) => pair.includes(p) && pair.includes(q));
        const people = [...new Set(f.flat())];
        const apart = (p: string, q: string, steps: number, seen: string[]): boolean =>
          steps === 0
            ? p === q
            : people.some(
                (r) => !seen.includes(r) && linked(p, r) && apart(r, q, steps - 1, [...seen, r]),
              );
        expect(apart(x, y, item.difficulty === 10 ? 3 : 2, [x])).toBe(true);
      }
    });
  });

  type Claim = (world: boolean[]) => boolean;
  // A world marks which of the 8 regions (in A? in B? in C?) hold something; a set may be empty.
  const claim = (sentence: string, names: string[]): Claim => {
    const [, q = '', s = '', not, p = ''] =
      /^(All|No|Some) (\w+) are (not )?(\w+)/.exec(sentence) ?? [];
    const [si, pi] = [names.indexOf(s), names.indexOf(p)];
    const regions = (w: boolean[], test: (inS: boolean, inP: boolean) => boolean) =>
      w.some((held, r) => held && test(Boolean(r & (1 << si)), Boolean(r & (1 << pi))));
    if (q === 'All') {
      return (w) => !regions(w, (inS, inP) => inS && !inP);
    }
    if (q === 'No') {
      return (w) => !regions(w, (inS, inP) => inS && inP);
    }
    return (w) => regions(w, (inS, inP) => inS && (not ? !inP : inP));
  };
  const worlds = Array.from({ length: 256 }, (_, n) =>
    Array.from({ length: 8 }, (_, r) => Boolean(n & (1 << r))),
  );
  /** The verdict on a conclusion over every world the premises allow. */
  function judge(premises: readonly string[], conclusion: string): string {
    const names = [
      ...new Set(
        [
          ...[...premises, conclusion]
            .join(' ')
            .matchAll(/(All|No|Some) (\w+) are (?:not )?(\w+)/g),
        ].flatMap((m) => [m[2] ?? '', m[3] ?? '']),
      ),
    ];
    expect(names).toHaveLength(3);
    const holds = premises.map((p) => claim(p, names));
    const goal = claim(conclusion, names);
    const possible = worlds.filter((w) => holds.every((h) => h(w)));
    expect(possible.length).toBeGreaterThan(0);
    return possible.every(goal) ? 'True' : possible.some(goal) ? 'Cannot say' : 'False';
  }

  it('lists syllogisms that hold in every world of three sets (2⁸ ways to fill the regions)', () => {
    for (const [p1, p2, conclusion, verdict] of SYLLOGISMS) {
      expect(judge([p1, p2], conclusion), `${p1} ${p2} ${conclusion}`).toBe(verdict);
      // Each premise alone leaves a True or False conclusion open: both are needed.
      if (verdict !== 'Cannot say') {
        expect(judge([p1, p1], conclusion)).toBe('Cannot say');
        expect(judge([p2, p2], conclusion)).toBe('Cannot say');
      }
    }
    const count = (verdict: string) => SYLLOGISMS.filter((s) => s[3] === verdict).length;
    expect(VERDICTS.map(count)).toEqual([8, 8, 8]);
  });

  it('judges the syllogisms it shows in every world of three made-up sets', () => {
    eachItem('logical', (item, key) => {
      if (item.difficulty === 7 || item.difficulty === 8) {
        const premises = said(item).split('. ');
        const conclusion = item.prompt.replace(/^.*: /, '');
        // The three verdicts, in a shuffled order like every item's choices.
        expect(item.choices.map(text).sort()).toEqual([...VERDICTS].sort());
        expect(text(item.choices[key])).toBe(judge(premises, conclusion));
      }
    });
  });
});

describe('abstract', () => {
  const turn = (g: readonly string[]) =>
    g.map((_, r) =>
      g
        .map((row) => row[r])
        .reverse()
        .join(''),
    );
  const turnsOf = (g: readonly string[]) => {
    const out = [[...g]];
    for (let i = 0; i < 3; i++) {
      out.push(turn(out[i] ?? []));
    }
    return out
      .map((x) => x.join('/'))
      .sort()
      .join('|');
  };
  const properties: ((g: readonly string[]) => string)[] = [
    (g) => String(g.join('').split('#').length - 1),
    (g) => String(g.every((r) => r === [...r].reverse().join(''))),
    (g) => String(g.join('/') === [...g].reverse().join('/')),
    (g) => String(g.join('/') === turn(turn(g)).join('/')),
    turnsOf,
  ];

  it('keys the one grid that breaks a rule the other three share, and no rule points elsewhere', () => {
    eachItem('abstract', (item, key) => {
      const grids = item.choices.map(rows);
      let singled = 0;
      for (const property of properties) {
        const values = grids.map(property);
        const lonely = values.map((v) => values.filter((w) => w === v).length);
        const odd = lonely.indexOf(1);
        if (odd >= 0 && lonely.filter((n) => n === 3).length === 3) {
          expect(odd).toBe(key);
          singled++;
        }
      }
      expect(singled).toBeGreaterThan(0);
    });
  });
});
