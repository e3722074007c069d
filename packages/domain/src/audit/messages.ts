/** The audit log's texts (ours: the legacy product had no audit log). */
export const auditMessages = {
  title: 'Audit log',
  accountTitle: "Your account's audit log",
  intro:
    'Who blocked, deleted, uploaded or edited what, when and from where. Entries cannot be changed.',
  empty: 'No audit entries match these filters.',
  loadFailed: 'The audit log could not be loaded.',
  system: 'System',
  apiKey: 'API key',
  noAccount: 'Platform',
  deletedAccount: 'Deleted account',
  invalidRange: 'The start date must be on or before the end date.',
} as const;
