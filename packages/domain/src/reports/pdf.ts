/**
 * The per-participant PDF report (docs/decisions/0011-per-participant-pdf-report.md): one A4
 * page of the User Strength Report. Its file name carries the participant's name, cut short so
 * a 200-character name still makes a name every file system keeps; the server's attachment
 * header escapes what is left.
 */
export const USER_REPORT_PDF_NAME_MAX = 60;

export function userReportPdfName(participantName: string): string {
  const name = [...participantName.normalize('NFC').replace(/[\p{Cc}\p{Cf}]+/gu, ' ')]
    .slice(0, USER_REPORT_PDF_NAME_MAX)
    .join('')
    .trim();
  return `Strength Report${name ? ` ${name}` : ''}.pdf`;
}
