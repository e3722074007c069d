/**
 * Mini 2's "complete the set" screens, built from a rule so the key is provably right: a 3 × 3
 * grid of glyphs whose rows and columns each follow one attribute, with the last cell missing;
 * exactly one option follows both. The server draws the grid and the options from these glyphs
 * (mini-screens seed); nothing here knows about pictures.
 */
export const GLYPH_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon'] as const;
/** Told apart by lightness as well as hue, so colour-blind players can read the rule. */
export const GLYPH_COLOURS = ['yellow', 'blue', 'black', 'red', 'green'] as const;
export type GlyphShape = (typeof GLYPH_SHAPES)[number];
export type GlyphColour = (typeof GLYPH_COLOURS)[number];
export type Glyph = { shape: GlyphShape; colour: GlyphColour; count: 1 | 2 | 3 };

/**
 * What varies along the grid. `shape-by-row/colour-by-column`: every cell of a row has the row's
 * shape and every cell of a column the column's colour (one glyph each).
 * `shape-by-row/count-by-column`: a row has one shape in one colour, and the columns hold 1, 2
 * and 3 of it.
 */
export type PatternRule =
  | {
      kind: 'shape-by-row/colour-by-column';
      rows: readonly [GlyphShape, GlyphShape, GlyphShape];
      columns: readonly [GlyphColour, GlyphColour, GlyphColour];
    }
  | {
      kind: 'shape-by-row/count-by-column';
      rows: readonly [
        { shape: GlyphShape; colour: GlyphColour },
        { shape: GlyphShape; colour: GlyphColour },
        { shape: GlyphShape; colour: GlyphColour },
      ];
    };

const COUNTS = [1, 2, 3] as const;

/** The glyph the rule puts at (row, column), both 0–2. */
export function glyphAt(rule: PatternRule, row: number, column: number): Glyph {
  const r = Math.max(0, Math.min(2, row));
  const c = Math.max(0, Math.min(2, column));
  if (rule.kind === 'shape-by-row/colour-by-column') {
    return { shape: rule.rows[r] ?? 'circle', colour: rule.columns[c] ?? 'red', count: 1 };
  }
  const { shape, colour } = rule.rows[r] ?? { shape: 'circle', colour: 'red' };
  return { shape, colour, count: COUNTS[c] ?? 1 };
}

export const sameGlyph = (a: Glyph, b: Glyph) =>
  a.shape === b.shape && a.colour === b.colour && a.count === b.count;

/** The grid as shown: the nine cells row by row, the last (the gap) null. */
export function patternGrid(rule: PatternRule): (Glyph | null)[] {
  return Array.from({ length: 9 }, (_, i) =>
    i === 8 ? null : glyphAt(rule, Math.floor(i / 3), i % 3),
  );
}

/**
 * The options: the gap's glyph at `correctAt` among `count` (5 or 8) glyphs that each break the
 * rule in one way (another row's shape, another column's colour or count), all different.
 * Worked example (shapes circle/square/triangle by row, colours red/blue/green by column, 5
 * options, correct at 2): the gap is a green triangle, and the others are a blue triangle, a
 * green square, a red triangle and a green circle.
 */
export function patternOptions(rule: PatternRule, count: number, correctAt: number): Glyph[] {
  const answer = glyphAt(rule, 2, 2);
  const near: Glyph[] = [];
  const add = (g: Glyph) => {
    if (!sameGlyph(g, answer) && !near.some((n) => sameGlyph(n, g))) {
      near.push(g);
    }
  };
  // One attribute off first (the tempting misses), then two.
  for (const [row, column] of [
    [2, 1],
    [1, 2],
    [2, 0],
    [0, 2],
    [1, 1],
    [1, 0],
    [0, 1],
    [0, 0],
  ] as const) {
    add({ ...glyphAt(rule, row, 2), ...pick(glyphAt(rule, 2, column), rule) });
    add({ ...glyphAt(rule, 2, column), ...pick(glyphAt(rule, row, 2), rule) });
  }
  // A wrong colour for the right shape and count: breaks a row's colour in the count rule.
  for (const colour of GLYPH_COLOURS) {
    add({ ...answer, colour });
  }
  const others = near.slice(0, count - 1);
  if (others.length < count - 1) {
    throw new Error(`The rule gives only ${others.length + 1} distinct options`);
  }
  const at = Math.max(0, Math.min(count - 1, correctAt));
  return [...others.slice(0, at), answer, ...others.slice(at)];
}

/** The attributes that a column decides under `rule`, taken from `g`. */
function pick(g: Glyph, rule: PatternRule): Partial<Glyph> {
  return rule.kind === 'shape-by-row/colour-by-column' ? { colour: g.colour } : { count: g.count };
}

/** Whether `g` may fill the gap: it is the glyph the rule puts there. */
export const fillsGap = (rule: PatternRule, g: Glyph) => sameGlyph(g, glyphAt(rule, 2, 2));
