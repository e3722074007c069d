import { describe, expect, it } from 'vitest';
import { fitText, pdfSafe, scriptRuns } from './pdf-text';

/** One point per character: fitting is then counting. */
const mono = { widthOfString: (text: string) => [...text].length };

describe('PDF text', () => {
  it('keeps every letter the embedded fonts have, accents included, and marks the rest', () => {
    expect(pdfSafe('Zoë Müller – “Ops” €5')).toBe('Zoë Müller – “Ops” €5');
    expect(pdfSafe('Łukasz Șerban, Ngô Bảo Châu')).toBe('Łukasz Șerban, Ngô Bảo Châu');
    expect(pdfSafe('Иван Ω')).toBe('Иван Ω');
    expect(pdfSafe('علی رضا')).toBe('علی رضا');
    expect(pdfSafe('王 अ 😀')).toBe('? ? ?');
    expect(pdfSafe(' a\r\n\tb\u200b c ')).toBe('a b c');
  });

  it('sets each script in its face; an Urdu name of several words is one right-to-left run', () => {
    expect(scriptRuns('Zoë Müller')).toEqual([{ text: 'Zoë Müller', face: 'latin' }]);
    expect(scriptRuns('علی رضا')).toEqual([{ text: 'علی\u00a0رضا', face: 'arabic' }]);
    expect(scriptRuns('Ali (علی رضا)')).toEqual([
      { text: 'Ali (', face: 'latin' },
      { text: 'علی\u00a0رضا', face: 'arabic' },
      { text: ')', face: 'latin' },
    ]);
    expect(scriptRuns('علی 2')).toEqual([{ text: 'علی\u00a02', face: 'arabic' }]);
  });

  it('cuts text to a width with an ellipsis, whole when it fits', () => {
    expect(fitText(mono, 'Leadership', 10)).toBe('Leadership');
    expect(fitText(mono, 'Leadership', 6)).toBe('Leade…');
    expect(fitText(mono, 'ab cd', 4)).toBe('ab…');
    expect(fitText(mono, 'Leadership', 0.5)).toBe('…');
  });
});
