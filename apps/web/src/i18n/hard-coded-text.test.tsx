import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from './hard-coded-text';

/**
 * No component shows text that is not in the catalogue (or the domain's messages): the public
 * pages and the console alike, so a later Urdu console is a translation of the catalogue's
 * `console.` area and nothing more (docs/decisions/0033-languages-and-right-to-left.md).
 */
// The web app's src/ (jsdom's import.meta.url is not a file URL).
const src = path.resolve(import.meta.dirname, '..');

describe('hard-coded user-facing text', () => {
  const found = hardCodedTexts(src);

  it('finds text written into a component', () => {
    expect(found.get('i18n/hard-coded-text-sample.tsx')).toEqual([
      'aria-label=…',
      'title=…',
      'Hello there',
    ]);
  });

  it('is in no component', () => {
    const problems = [...found]
      .filter(([file]) => file !== 'i18n/hard-coded-text-sample.tsx')
      .map(([file, texts]) => `${file}: ${texts.join(' | ')}`);
    expect(problems).toEqual([]);
  });
});
