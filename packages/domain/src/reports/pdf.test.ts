import { describe, expect, it } from 'vitest';
import { userReportPdfName } from './pdf';

describe('the PDF report’s file name', () => {
  it('names the participant, cut short, without control characters', () => {
    expect(userReportPdfName('Ana Khan')).toBe('Strength Report Ana Khan.pdf');
    expect(userReportPdfName('a\r\nb')).toBe('Strength Report a b.pdf');
    expect(userReportPdfName('x'.repeat(200))).toBe(`Strength Report ${'x'.repeat(60)}.pdf`);
    expect(userReportPdfName('   ')).toBe('Strength Report.pdf');
  });
});
