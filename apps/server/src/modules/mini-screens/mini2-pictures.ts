import {
  type Glyph,
  type GlyphColour,
  type GlyphShape,
  type PatternRule,
  patternGrid,
  patternOptions,
} from '@app/domain';
import { escapeXml } from './icons';

/**
 * Mini 2's seeded screens as tasks with a picture that shows what is asked: three charts read
 * for one fact, and two "complete the pattern" grids. Each key is computed from the data or the
 * rule the picture is drawn from, so it is right by construction (mini2-pictures.test.ts).
 * Pictures are drawn large (960 × 600, labels ≥ 40 px: ~14 px at 375 px wide).
 */
export const PICTURE_WIDTH = 960;
export const PICTURE_HEIGHT = 600;
const OPTION_WIDTH = 226;
const OPTION_HEIGHT = 236;
const INK = '#343a40';
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

const COLOUR_HEX: Record<GlyphColour, string> = {
  yellow: '#fab005',
  blue: '#1c7ed6',
  black: '#343a40',
  red: '#e03131',
  green: '#2f9e44',
};

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`;

const label = (x: number, y: number, text: string, size = 30, anchor = 'middle', weight = 400) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${INK}" text-anchor="${anchor}">${escapeXml(text)}</text>`;

/** One shape of size `s` centred on (cx, cy). */
function shapeSvg(shape: GlyphShape, cx: number, cy: number, s: number, fill: string): string {
  const h = s / 2;
  const stroke = `fill="${fill}" stroke="${INK}" stroke-width="3"`;
  switch (shape) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${h}" ${stroke}/>`;
    case 'square':
      return `<rect x="${cx - h}" y="${cy - h}" width="${s}" height="${s}" rx="4" ${stroke}/>`;
    case 'triangle':
      return `<polygon points="${cx},${cy - h} ${cx + h},${cy + h} ${cx - h},${cy + h}" ${stroke}/>`;
    case 'diamond':
      return `<polygon points="${cx},${cy - h} ${cx + h},${cy} ${cx},${cy + h} ${cx - h},${cy}" ${stroke}/>`;
    case 'hexagon': {
      const q = s / 4;
      return `<polygon points="${cx - q},${cy - h} ${cx + q},${cy - h} ${cx + h},${cy} ${cx + q},${cy + h} ${cx - q},${cy + h} ${cx - h},${cy}" ${stroke}/>`;
    }
  }
}

/** A glyph in a w × h box at (x, y): its count of shapes side by side. */
function glyphSvg(g: Glyph, x: number, y: number, w: number, h: number): string {
  const step = w / (g.count + 1);
  const size = Math.min(h * 0.6, step * 0.8);
  return Array.from({ length: g.count }, (_, i) =>
    shapeSvg(g.shape, x + step * (i + 1), y + h / 2, size, COLOUR_HEX[g.colour]),
  ).join('');
}

/** The 3 × 3 grid with its last cell a question mark. */
export function patternPictureSvg(rule: PatternRule): string {
  // Wide cells: the grid fills the picture, and three shapes side by side stay large.
  const width = 300;
  const height = 190;
  const left = (PICTURE_WIDTH - 3 * width) / 2;
  const top = (PICTURE_HEIGHT - 3 * height) / 2;
  const cells = patternGrid(rule)
    .map((g, i) => {
      const x = left + (i % 3) * width;
      const y = top + Math.floor(i / 3) * height;
      const frame = `<rect x="${x + 5}" y="${y + 5}" width="${width - 10}" height="${height - 10}" rx="12" fill="${g ? '#f8f9fa' : '#fff4e6'}" stroke="#adb5bd" stroke-width="3"${g ? '' : ' stroke-dasharray="12 8"'}/>`;
      return (
        frame +
        (g
          ? glyphSvg(g, x + 10, y + 10, width - 20, height - 20)
          : label(x + width / 2, y + height / 2 + 32, '?', 96, 'middle', 700))
      );
    })
    .join('');
  return svg(PICTURE_WIDTH, PICTURE_HEIGHT, cells);
}

export function patternOptionSvg(g: Glyph): string {
  return svg(
    OPTION_WIDTH,
    OPTION_HEIGHT,
    `<rect x="3" y="3" width="${OPTION_WIDTH - 6}" height="${OPTION_HEIGHT - 6}" rx="14" fill="#f8f9fa" stroke="#ced4da" stroke-width="2"/>${glyphSvg(g, 13, 23, OPTION_WIDTH - 26, OPTION_HEIGHT - 46)}`,
  );
}

/** A column chart of `values` under `labels`, with each value written on its column. */
export function columnChartSvg(
  caption: string,
  labels: readonly string[],
  values: readonly number[],
) {
  const top = 160;
  const bottom = PICTURE_HEIGHT - 76;
  const max = Math.max(...values);
  const slot = (PICTURE_WIDTH - 80) / values.length;
  const bars = values
    .map((v, i) => {
      const h = ((bottom - top) * v) / max;
      const x = 40 + slot * i + slot * 0.15;
      const w = slot * 0.7;
      return (
        `<rect x="${x}" y="${bottom - h}" width="${w}" height="${h}" rx="6" fill="#4dabf7" stroke="${INK}" stroke-width="2"/>` +
        label(x + w / 2, bottom - h - 14, String(v), 44, 'middle', 700) +
        label(x + w / 2, bottom + 52, labels[i] ?? '', 42)
      );
    })
    .join('');
  return svg(
    PICTURE_WIDTH,
    PICTURE_HEIGHT,
    label(PICTURE_WIDTH / 2, 56, caption, 44, 'middle', 700) +
      `<line x1="30" y1="${bottom}" x2="${PICTURE_WIDTH - 30}" y2="${bottom}" stroke="${INK}" stroke-width="3"/>` +
      bars,
  );
}

/** Horizontal stock bars, each with its reorder level drawn as a red mark across it. */
export function stockChartSvg(
  caption: string,
  items: readonly { name: string; stock: number; reorderAt: number }[],
) {
  const left = 330;
  const right = PICTURE_WIDTH - 40;
  const max = Math.max(...items.flatMap((i) => [i.stock, i.reorderAt]));
  const row = (PICTURE_HEIGHT - 130) / items.length;
  const scale = (v: number) => left + ((right - left) * v) / max;
  const bars = items
    .map((item, i) => {
      const y = 100 + row * i;
      const mark = scale(item.reorderAt);
      return (
        label(left - 18, y + row / 2 + 14, item.name, 40, 'end') +
        `<rect x="${left}" y="${y + row * 0.2}" width="${scale(item.stock) - left}" height="${row * 0.6}" rx="6" fill="#69db7c" stroke="${INK}" stroke-width="2"/>` +
        `<line x1="${mark}" y1="${y + row * 0.05}" x2="${mark}" y2="${y + row * 0.95}" stroke="#e03131" stroke-width="6"/>`
      );
    })
    .join('');
  return svg(
    PICTURE_WIDTH,
    PICTURE_HEIGHT,
    label(PICTURE_WIDTH / 2, 56, caption, 44, 'middle', 700) + bars,
  );
}

/** Index of the one largest value; null when it is shared (a screen must have one key). */
export function uniqueMax(values: readonly number[]): number | null {
  const max = Math.max(...values);
  return values.filter((v) => v === max).length === 1 ? values.indexOf(max) : null;
}

export type Mini2Seed = {
  title: string;
  scenario: string;
  template: '5 Options A, B, C' | '8 Options';
  picture: string;
  /** Text options, or the option pictures (SVG). */
  options: { kind: 'text'; texts: string[] } | { kind: 'image'; svgs: string[] };
  correct: number;
};

const LATE = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], values: [4, 9, 6, 12, 7] } as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const STOCK = [
  { name: 'Printer paper', stock: 34, reorderAt: 20 },
  { name: 'Toner', stock: 6, reorderAt: 8 },
  { name: 'Envelopes', stock: 45, reorderAt: 30 },
  { name: 'Labels', stock: 18, reorderAt: 15 },
  { name: 'Pens', stock: 27, reorderAt: 25 },
] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June'];
const COMPLAINTS = [30, 26, 31, 18, 17, 20];

const SHAPE_RULE: PatternRule = {
  kind: 'shape-by-row/colour-by-column',
  rows: ['circle', 'square', 'triangle'],
  columns: ['yellow', 'blue', 'black'],
};
const COUNT_RULE: PatternRule = {
  kind: 'shape-by-row/count-by-column',
  rows: [
    { shape: 'diamond', colour: 'red' },
    { shape: 'hexagon', colour: 'blue' },
    { shape: 'circle', colour: 'green' },
  ],
};

function keyOf(index: number | null): number {
  if (index === null) {
    throw new Error('A Mini 2 screen has no single right answer');
  }
  return index;
}

/** The five seeded Mini 2 screens, in their numbered order. */
export function mini2Seeds(): Mini2Seed[] {
  const falls = COMPLAINTS.slice(1).map((v, i) => (COMPLAINTS[i] ?? 0) - v);
  const below = STOCK.map((s) => s.stock < s.reorderAt);
  return [
    {
      title: 'Late deliveries',
      scenario:
        'The chart shows how many parcels your depot delivered late on each day of last week. Your manager asks which day to look into first. On which day were the most parcels late?',
      template: '5 Options A, B, C',
      picture: columnChartSvg('Parcels delivered late', LATE.days, LATE.values),
      options: { kind: 'text', texts: DAY_NAMES },
      correct: keyOf(uniqueMax(LATE.values)),
    },
    {
      title: 'Stationery stock',
      scenario:
        'Each green bar shows how much of an item is left in the office store; the red mark on it is the level below which the item must be reordered. Which item must be reordered now?',
      template: '5 Options A, B, C',
      picture: stockChartSvg('Stock left and reorder levels', STOCK),
      options: { kind: 'text', texts: STOCK.map((s) => s.name) },
      correct: keyOf(below.filter(Boolean).length === 1 ? below.indexOf(true) : null),
    },
    {
      title: 'Customer complaints',
      scenario:
        'The chart shows the complaints your team received each month this year. Between which two months did complaints fall the most?',
      template: '5 Options A, B, C',
      picture: columnChartSvg('Complaints received per month', MONTHS, COMPLAINTS),
      options: {
        kind: 'text',
        texts: MONTH_NAMES.slice(1).map((m, i) => `${MONTH_NAMES[i]} to ${m}`),
      },
      correct: keyOf(uniqueMax(falls)),
    },
    {
      title: 'Complete the pattern',
      scenario:
        'Every row of the grid follows one rule and every column another. Which picture belongs in the empty square?',
      template: '5 Options A, B, C',
      picture: patternPictureSvg(SHAPE_RULE),
      options: { kind: 'image', svgs: patternOptions(SHAPE_RULE, 5, 3).map(patternOptionSvg) },
      correct: 3,
    },
    {
      title: 'Complete the pattern',
      scenario:
        'Look at how the pictures change along each row and down each column. Which picture belongs in the empty square?',
      template: '8 Options',
      picture: patternPictureSvg(COUNT_RULE),
      options: { kind: 'image', svgs: patternOptions(COUNT_RULE, 8, 6).map(patternOptionSvg) },
      correct: 6,
    },
  ];
}

/** The rules behind the two pattern screens, for the test that proves their keys. */
export const MINI2_PATTERN_RULES = { fivePictures: SHAPE_RULE, eightPictures: COUNT_RULE };
