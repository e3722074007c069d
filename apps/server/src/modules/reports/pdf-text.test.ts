import { describe, expect, it } from 'vitest';
import { fitText, pdfSafe } from './pdf-text';

/** One point per character: fitting is then counting. */
const mono = { widthOfString: (text: string) => [...text].length };

describe('PDF text', () => {
  it('keeps WinAnsi, strips accents it lacks, and marks what it cannot show', () => {
    expect(pdfSafe('Zoë Müller – “Ops” €5')).toBe('Zoë Müller – “Ops” €5');
    expect(pdfSafe('Łukasz Șerban')).toBe('Lukasz Serban');
    expect(pdfSafe('王 Ω')).toBe('? ?');
    expect(pdfSafe(' a\r\n\tb\u200b c ')).toBe('a b c');
  });

  it('cuts text to a width with an ellipsis, whole when it fits', () => {
    expect(fitText(mono, 'Leadership', 10)).toBe('Leadership');
    expect(fitText(mono, 'Leadership', 6)).toBe('Leade…');
    expect(fitText(mono, 'ab cd', 4)).toBe('ab…');
    expect(fitText(mono, 'Leadership', 0.5)).toBe('…');
  });
});
