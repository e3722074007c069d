import { fitText, scriptRuns } from './pdf-text';
import { fontName, type Weight } from './report-fonts';

/**
 * Drawing text at computed positions, for every report PDF (the User Strength Report, the
 * fairness report): each run of a line in its embedded face, on one baseline, cut to a width
 * with an ellipsis.
 */

export type Doc = PDFKit.PDFDocument;

const TEXT_COLOR = '#212529';
/**
 * Where a line's baseline sits below the top it is placed at, as a share of the size: one
 * baseline for every face, so Latin and Arabic runs of a line stand on the same line.
 */
const BASELINE = 0.78;

export type TextOptions = { size: number; font?: Weight; color?: string; width?: number };

/** The width of `value` set in `weight` at `size`, each run in its face. */
export function widthOf(doc: Doc, value: string, weight: Weight, size: number): number {
  let width = 0;
  for (const run of scriptRuns(value)) {
    const face = doc.font(fontName(weight, run.face)).fontSize(size);
    width += face.widthOfString(run.text);
  }
  return width;
}

export const measure = (doc: Doc, weight: Weight, size: number) => ({
  widthOfString: (value: string) => widthOf(doc, value, weight, size),
});

/** One line at (x, y) top, cut to `width`; answers its width. */
export function text(doc: Doc, value: string, x: number, y: number, options: TextOptions): number {
  const weight = options.font ?? 'regular';
  const line =
    options.width === undefined
      ? value
      : fitText(measure(doc, weight, options.size), value, options.width);
  let at = x;
  doc.fillColor(options.color ?? TEXT_COLOR);
  for (const run of scriptRuns(line)) {
    doc.font(fontName(weight, run.face)).fontSize(options.size);
    doc.text(run.text, at, y + options.size * BASELINE, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
    at += doc.widthOfString(run.text);
  }
  return at - x;
}

export function textRight(doc: Doc, value: string, right: number, y: number, options: TextOptions) {
  const weight = options.font ?? 'regular';
  const line =
    options.width === undefined
      ? value
      : fitText(measure(doc, weight, options.size), value, options.width);
  text(doc, line, right - widthOf(doc, line, weight, options.size), y, options);
}

/** `value` in lines of at most `width`, broken at spaces (a longer word is cut). */
export function wrap(
  doc: Doc,
  value: string,
  weight: Weight,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(doc, next, weight, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  return line ? [...lines, line] : lines;
}
