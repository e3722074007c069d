import { describe, expect, it } from 'vitest';
import { type EngineItem, engineAnswerKey, engineItems } from './index';

/** Worked examples for the four cognitive engines; every key is recomputed from what is shown. */

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 104729 + 11);
type Choice = EngineItem['choices'][number];

const text = (c: Choice | undefined) => (c?.type === 'text' ? c.text : '');
const rows = (c: Choice | undefined) => (c?.type === 'grid' ? c.rows : []);
const shown = (item: EngineItem) => (item.stimulus.type === 'sequence' ? item.stimulus.items : []);

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

describe('working memory', () => {
  it('keys the sequence shown; the others are one slip, another slip elsewhere, and both', () => {
    eachItem('workingMemory', (item, key) => {
      const seen = shown(item);
      expect(text(item.choices[key])).toBe(seen.join(' '));
      expect(seen).toHaveLength([3, 3, 4, 5, 5, 6, 7, 7, 8, 9][item.index] ?? 0);
      expect(item.memorizeMs).toBeGreaterThan(0);
      const wrong = item.choices.filter((_, i) => i !== key).map((c) => text(c).split(' '));
      // No choice repeats a token: a repeat would mark a near miss without any remembering.
      for (const tokens of wrong) {
        expect(new Set(tokens).size).toBe(tokens.length);
      }
      const changed = (tokens: string[]) => tokens.flatMap((t, j) => (t === seen[j] ? [] : [j]));
      // Both slips together change the most; the other two change disjoint positions.
      const [one = [], other = [], both = []] = [...wrong].sort(
        (a, b) => changed(a).length - changed(b).length,
      );
      for (const tokens of wrong) {
        expect(tokens).toHaveLength(seen.length);
      }
      for (const slip of [one, other]) {
        const at = changed(slip);
        const [p = -1, q = -1] = at;
        // One token not in the sequence, or two tokens swapped.
        expect(at.length === 1 ? !seen.includes(slip[p] ?? '') : slip[p] === seen[q]).toBe(true);
        expect(at.length === 1 || (at.length === 2 && slip[q] === seen[p])).toBe(true);
        for (const j of at) {
          expect(both[j]).toBe(slip[j]);
        }
      }
      expect(changed(both)).toEqual([...changed(one), ...changed(other)].sort((a, b) => a - b));
    });
  });

  it('shows seed 42 at difficulty 1 as three digits for 3.4 s', () => {
    const [first] = engineItems('workingMemory', 42);
    expect(first?.stimulus).toEqual({ type: 'sequence', items: ['0', '4', '3'] });
    expect(first?.memorizeMs).toBe(3400);
  });
});

describe('pattern recognition', () => {
  const numbers = (item: EngineItem) => shown(item).map(Number);

  it('seed 42, difficulty 1: 8 13 18 23 28 goes up by 5, so 33', () => {
    const [first] = engineItems('patternRecognition', 42);
    expect(shown(first as EngineItem)).toEqual(['8', '13', '18', '23', '28']);
    expect(text(first?.choices[engineAnswerKey('patternRecognition', 42)[0] ?? -1])).toBe('33');
  });

  it('difficulties 1 and 2 step evenly; the key is one more step', () => {
    eachItem('patternRecognition', (item, key) => {
      if (item.difficulty <= 2) {
        const t = numbers(item);
        const step = (t[1] ?? 0) - (t[0] ?? 0);
        expect(t.every((x, i) => i === 0 || x - (t[i - 1] ?? 0) === step)).toBe(true);
        expect(Number(text(item.choices[key]))).toBe((t.at(-1) ?? 0) + step);
      }
    });
  });

  it('difficulty 3 steps evenly through the alphabet', () => {
    eachItem('patternRecognition', (item, key) => {
      if (item.difficulty === 3) {
        const codes = [...shown(item), text(item.choices[key])].map((l) => l.charCodeAt(0));
        const step = (codes[1] ?? 0) - (codes[0] ?? 0);
        expect(codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step)).toBe(true);
      }
    });
  });

  it('difficulty 4 multiplies by a constant; difficulty 7 adds the two terms before', () => {
    eachItem('patternRecognition', (item, key) => {
      const t = [...numbers(item), Number(text(item.choices[key]))];
      if (item.difficulty === 4) {
        const ratio = (t[1] ?? 0) / (t[0] ?? 1);
        expect(t.every((x, i) => i === 0 || x === (t[i - 1] ?? 0) * ratio)).toBe(true);
      }
      if (item.difficulty === 7) {
        expect(t.every((x, i) => i < 2 || x === (t[i - 1] ?? 0) + (t[i - 2] ?? 0))).toBe(true);
      }
    });
  });
});

describe('attention', () => {
  it('keys the number of targets counted in the grid, which grows from 3×4 to 7×9', () => {
    eachItem('attention', (item, key) => {
      const target = /does (\S+) appear/.exec(item.prompt)?.[1] ?? '?';
      const grid = item.stimulus.type === 'grid' ? item.stimulus.rows : [];
      const count = grid
        .join('')
        .split('')
        .filter((c) => c === target).length;
      expect(count).toBeGreaterThan(0);
      expect(text(item.choices[key])).toBe(String(count));
      expect(new Set(grid.join('')).size).toBe(2);
      if (item.difficulty === 1) {
        expect([grid.length, grid[0]?.length]).toEqual([3, 4]);
      }
      if (item.difficulty === 10) {
        expect([grid.length, grid[0]?.length]).toEqual([7, 9]);
      }
    });
  });
});

describe('spatial', () => {
  // Written again here rather than imported, so the check does not share the engine's bugs.
  const turn = (g: readonly string[]) =>
    g.map((_, r) =>
      g
        .map((row) => row[r])
        .reverse()
        .join(''),
    );
  const turns = (g: readonly string[]) => {
    const out = [[...g]];
    for (let i = 0; i < 3; i++) {
      out.push(turn(out[i] ?? []));
    }
    return out.map((x) => x.join('/'));
  };

  const mirror = (g: readonly string[]) => g.map((r) => [...r].reverse().join(''));
  const cells = (id: string) => new Set([...id].flatMap((c, i) => (c === '#' ? [i] : [])));

  it('turns the source 90°, 180° or 270° into the keyed choice and into no other choice', () => {
    eachItem('spatial', (item, key) => {
      const source = item.stimulus.type === 'grids' ? (item.stimulus.grids[0] ?? []) : [];
      const [same, ...turned] = turns(source);
      item.choices.forEach((choice, i) => {
        const id = rows(choice).join('/');
        expect(turned.includes(id)).toBe(i === key);
        expect(id).not.toBe(same);
      });
    });
  });

  it('offers two mirror pairs: the source and a shape one square away, each with its mirror image', () => {
    eachItem('spatial', (item) => {
      const source = item.stimulus.type === 'grids' ? (item.stimulus.grids[0] ?? []) : [];
      const ofSource = turns(source);
      const ofMirror = turns(mirror(source));
      const grids = item.choices.map(rows);
      // Exactly one turn of the source (the key) and exactly one of its mirror image...
      expect(grids.filter((g) => ofSource.includes(g.join('/')))).toHaveLength(1);
      expect(grids.filter((g) => ofMirror.includes(g.join('/')))).toHaveLength(1);
      // ...and two that are neither: a mirror pair of one other shape.
      const [x = [], y = [], ...more] = grids.filter(
        (g) => !ofSource.includes(g.join('/')) && !ofMirror.includes(g.join('/')),
      );
      expect(more).toHaveLength(0);
      expect(turns(mirror(x)).includes(y.join('/'))).toBe(true);
      expect(turns(x).includes(y.join('/'))).toBe(false);
      // That shape is the source with one square moved: some image of it differs in two squares.
      const from = cells(source.join('/'));
      const moved = [...turns(x), ...turns(mirror(x))].map((id) => {
        const at = cells(id);
        return at.size === from.size ? [...at].filter((c) => !from.has(c)).length : -1;
      });
      expect(moved).toContain(1);
    });
  });

  it('uses 3×3 shapes at difficulty 1 and 5×5 at difficulty 10', () => {
    const items = engineItems('spatial', 7);
    const size = (i: EngineItem | undefined) =>
      i?.stimulus.type === 'grids' ? i.stimulus.grids[0]?.length : 0;
    expect([size(items[0]), size(items[9])]).toEqual([3, 5]);
  });
});
