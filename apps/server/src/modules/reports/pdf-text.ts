/**
 * Text for the PDF report, which embeds Noto Sans (Latin, Greek, Cyrillic, with every accent)
 * and Noto Sans Arabic (Arabic, Urdu, Persian), from npm font packages (report-fonts.ts), so a
 * name prints as it was written. A letter of any other script (Chinese, Devanagari, …) has no
 * font here and prints as '?' (docs/known-gaps.md).
 */

/** Which embedded face a run of text is set in. */
export type Face = 'latin' | 'arabic';
export type Run = { text: string; face: Face };

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
/** Spaces, punctuation, digits and combining marks: set in the face of the text around them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** Common-script characters the embedded fonts do not draw. */
const NO_GLYPH = /[\p{Extended_Pictographic}\u2E80-\u2FFF\u3000-\u303F\uFF00-\uFFEF]/u;

function covered(char: string): boolean {
  return (ARABIC.test(char) || LATIN.test(char) || NEUTRAL.test(char)) && !NO_GLYPH.test(char);
}

/**
 * A user's text as the fonts can show it: control characters become spaces, a letter no
 * embedded font has becomes '?', runs of spaces become one.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (CONTROL.test(char)) {
      out += ' ';
    } else {
      out += covered(char) ? char : '?';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function strongFace(char: string): Face | null {
  if (ARABIC.test(char)) {
    return 'arabic';
  }
  return NEUTRAL.test(char) ? null : 'latin';
}

/**
 * The text cut into runs of one face each, in reading order. Neutral characters (spaces,
 * punctuation, digits) between two letters of the same face belong to that run, so an Urdu
 * name of several words is one right-to-left run (the font's shaping joins and orders its
 * letters); elsewhere they take the page's left-to-right face.
 */
export function scriptRuns(text: string): Run[] {
  const chars = [...text];
  const strong = chars.map(strongFace);
  const faces: Face[] = chars.map((_, i) => {
    const own = strong[i];
    if (own) {
      return own;
    }
    let before: Face | null = null;
    for (let j = i - 1; j >= 0 && !before; j--) {
      before = strong[j] ?? null;
    }
    let after: Face | null = null;
    for (let j = i + 1; j < chars.length && !after; j++) {
      after = strong[j] ?? null;
    }
    if (before === 'arabic' && after === 'arabic') {
      return 'arabic';
    }
    // Trailing spaces and digits stay with an Arabic run; a closing bracket or stop does not.
    if (before === 'arabic' && after === null && /[\p{N}\s]/u.test(chars[i] ?? '')) {
      return 'arabic';
    }
    return after === 'arabic' && before === null ? 'arabic' : 'latin';
  });
  const runs: Run[] = [];
  chars.forEach((raw, i) => {
    const face = faces[i] ?? 'latin';
    // PDFKit sets a plain space as a word gap, which a right-to-left run loses: a no-break
    // space is drawn as a glyph, where the font's shaping puts it.
    const char = face === 'arabic' && raw === ' ' ? '\u00a0' : raw;
    const last = runs.at(-1);
    if (last && last.face === face) {
      last.text += char;
    } else {
      runs.push({ text: char, face });
    }
  });
  return runs;
}

/** What text measuring needs: the width of a string as it will be set. */
export type Measure = { widthOfString(text: string): number };

/** The text cut to fit `width` with an ellipsis, or whole when it fits. */
export function fitText(doc: Measure, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) {
    return text;
  }
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with its ellipsis.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low === 0 ? '…' : `${chars.slice(0, low).join('').trimEnd()}…`;
}
