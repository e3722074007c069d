import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from './hard-coded-text';
import baseline from './hard-coded-text-baseline.json' with { type: 'json' };

/**
 * No component shows text that is not in the catalogue (or the domain's messages): the public
 * pages have none; the console's are being moved there, and its files may keep at most the
 * number the baseline lists, which only goes down (docs/decisions/0033-languages-and-right-to-
 * left.md). Move a text to the catalogue, then lower its file's count here.
 */
// The web app's src/ (jsdom's import.meta.url is not a file URL).
const src = path.resolve(import.meta.dirname, '..');
const allowed: Record<string, number> = baseline;

describe('hard-coded user-facing text', () => {
  const found = hardCodedTexts(src);

  it('finds text written into a component', () => {
    expect(found.get('i18n/hard-coded-text-sample.tsx')).toEqual([
      'aria-label=…',
      'title=…',
      'Hello there',
    ]);
  });

  it('is nowhere but in the console files listed, and no more there than listed', () => {
    const problems: string[] = [];
    for (const [file, texts] of found) {
      if (file === 'i18n/hard-coded-text-sample.tsx') {
        continue;
      }
      const limit = allowed[file] ?? 0;
      if (texts.length > limit) {
        problems.push(`${file}: ${texts.length} texts, ${limit} allowed: ${texts.join(' | ')}`);
      } else if (texts.length < limit) {
        problems.push(`${file}: ${texts.length} texts now; lower its baseline from ${limit}`);
      }
    }
    for (const file of Object.keys(allowed)) {
      if (!found.has(file)) {
        problems.push(`${file}: no texts now; remove it from the baseline`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('allows none on the pages that speak Urdu', () => {
    const publicPages = /^(candidate|play|signin|i18n|features\/auth|features\/sso)\//;
    expect(Object.keys(allowed).filter((file) => publicPages.test(file))).toEqual([]);
  });
});
