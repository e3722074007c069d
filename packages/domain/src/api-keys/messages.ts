/**
 * The API keys' texts (docs/decisions/0006-public-api-api-keys.md; the legacy product had no
 * public API).
 */
export const apiKeyMessages = {
  title: 'API keys',
  intro:
    'Keys let your applicant-tracking or HR system read your games, participants and results and invite participants. A key acts for this account only.',
  empty: 'No API keys yet.',
  loadFailed: 'The API keys could not be loaded.',
  create: 'Create API key',
  nameLabel: 'Name',
  nameHint: 'Say which system uses it, e.g. "Greenhouse".',
  nameRequired: 'Please enter a name for the key.',
  createdTitle: 'Your new API key',
  shownOnce: 'Copy the key now: it will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this API key?',
  revokeBody:
    'Systems that use it stop working at once. This cannot be undone; create a new key to reconnect.',
  revoked: 'Revoked',
  active: 'Active',
  neverUsed: 'Never',
  notFound: 'This API key does not exist.',
  keyInvalid: 'The API key is not valid, has been revoked, or its account is blocked.',
  keyNotAllowed: 'An API key cannot use this route; sign in to the console instead.',
} as const;
