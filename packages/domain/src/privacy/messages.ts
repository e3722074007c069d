/**
 * Privacy texts (docs/decisions/0009-privacy-export-erasure-and-retention.md): a person's export
 * and erasure, and the retention setting.
 */
export const privacyMessages = {
  exportData: 'Export data',
  eraseData: 'Erase personal data',
  eraseTitle: 'Erase personal data?',
  eraseParticipantBody:
    'Every record about this participant is removed: their scores, answers, sessions and the e-mails sent to them. This cannot be undone.',
  eraseCandidateBody:
    'Every record about this candidate is removed: their application and their uploaded files. This cannot be undone.',
  erase: 'Erase',
  erased: 'Personal data erased.',
  exportFailed: 'The export could not be downloaded.',
  eraseFailed: 'The personal data could not be erased.',
  retentionTitle: 'Data retention',
  retentionIntro:
    'Participants and candidates of games closed longer than this are erased automatically, once a day.',
  retentionLabel: 'Erase after (months)',
  retentionKeep: 'Keep',
  retentionHint: 'Empty keeps the data. 1 to 120 months after the closing date.',
  retentionSaved: 'Retention setting saved.',
  retentionRange: 'Choose 1 to 120 months, or leave it empty to keep the data.',
  retentionLoadFailed: 'The retention setting could not be loaded.',
  save: 'Save',
} as const;
