/**
 * Text for the PDF report's standard fonts (Helvetica), which PDF viewers carry themselves, so
 * the file embeds no font. They encode WinAnsi only: Latin-1 plus these characters.
 */
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Latin letters that have no decomposition to strip an accent from. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * A user's text as the fonts can show it: control characters become spaces, accented letters
 * outside WinAnsi lose their accent (Ș becomes S, ł becomes l), anything else becomes '?'.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (encodable(char)) {
      out += char;
    } else if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(char)) {
      out += ' ';
    } else if (PLAIN_LETTERS[char]) {
      out += PLAIN_LETTERS[char];
    } else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base.length > 0 && [...base].every(encodable) ? base : '?';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** What text measuring needs of a PDFKit document at its current font and size. */
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
