import { inflateSync } from 'node:zlib';

/**
 * Just enough PDF reading for the tests of what PDFKit writes: its objects are plain, its
 * streams deflated, and its embedded fonts write text as glyph ids that each font's ToUnicode
 * map turns back into text.
 */

/** The page objects (`/Type /Page`, not the `/Pages` tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0;
}

type PdfObject = { id: string; dict: string; stream: string | null };

/** Every object, with its stream inflated when it has one (PDFKit deflates them all). */
function objects(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const id = match[1] ?? '';
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    let stream: string | null = null;
    if (at >= 0 && /\/FlateDecode/.test(body.slice(0, at))) {
      const offset = match.index + match[0].indexOf(body) + at;
      const begin = raw.indexOf('\n', offset) + 1;
      const end = raw.indexOf('endstream', begin);
      stream = inflateSync(pdf.subarray(begin, end)).toString('latin1');
    }
    found.set(id, { id, dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  return found;
}

/** A font's glyph → text map, from its ToUnicode CMap (bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A ligature's entry holds two code units apart (`<0066 0069>` for "fi"): spaces are dropped.
  const utf16 = (hex: string) =>
    Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of (block ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F ]+)>/g)) {
      map.set(Number.parseInt(glyph ?? '', 16), utf16(text ?? ''));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = (block ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F ]+>)/g,
    );
    for (const [, from, to, target] of entries) {
      const first = Number.parseInt(from ?? '', 16);
      const last = Number.parseInt(to ?? '', 16);
      const targets = [...(target ?? '').matchAll(/<([0-9a-fA-F ]+)>/g)].map((m) => m[1] ?? '');
      for (let glyph = first; glyph <= last; glyph++) {
        if ((target ?? '').startsWith('[')) {
          map.set(glyph, utf16(targets[glyph - first] ?? ''));
        } else {
          const base = Buffer.from(targets[0] ?? '', 'hex').readUInt16BE(0);
          map.set(glyph, String.fromCharCode(base + glyph - first));
        }
      }
    }
  }
  return map;
}

/**
 * The text drawn on the pages, one line per text operator (a TJ array's pieces joined), read
 * through each embedded font's ToUnicode map (its glyphs are 2-byte ids, Identity-H). A
 * right-to-left run reads in the order its glyphs are drawn, left to right.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const all = objects(pdf);
  const glyphMaps = new Map<string, Map<number, string>>();
  for (const object of all.values()) {
    for (const [, name, fontId] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(fontId ?? '');
      const cmapId = font?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = cmapId ? all.get(cmapId)?.stream : null;
      if (name && cmap) {
        glyphMaps.set(name, toUnicode(cmap));
      }
    }
  }
  const lines: string[] = [];
  for (const object of all.values()) {
    if (!object.stream || !/\bTJ\b/.test(object.stream)) {
      continue;
    }
    let glyphs = new Map<number, string>();
    for (const [, font, array] of object.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (font) {
        glyphs = glyphMaps.get(font) ?? new Map();
        continue;
      }
      const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '').join('');
      let line = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) {
        line += glyphs.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
      }
      lines.push(line);
    }
  }
  return lines;
}
