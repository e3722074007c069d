import { inflateSync } from 'node:zlib';

/**
 * Just enough PDF reading for the tests of what PDFKit writes: its objects are plain, only the
 * page contents are deflated, and its standard fonts write text as WinAnsi hex strings.
 */
// Node's TextDecoder may read windows-1252 as Latin-1, so the 0x80–0x9f block is mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)))
    .join('');
}

/** The page objects (`/Type /Page`, not the `/Pages` tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Each deflated stream's contents, inflated. */
function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    found.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
  }
  return found;
}

/** The text drawn on the pages, one line per text operator (a TJ array's pieces joined). */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
