/** The webhooks' texts (ours: the legacy product had no API). */
export const webhookMessages = {
  title: 'Webhooks',
  intro:
    'Your applicant-tracking or HR system is told as soon as a participant completes a level or the game, or a candidate applies. Each request is signed with the endpoint’s secret.',
  empty: 'No webhook endpoints yet.',
  add: 'Add endpoint',
  url: 'Endpoint URL',
  events: 'Events',
  secretTitle: 'Endpoint added',
  secretOnce:
    'Copy this signing secret now and keep it in your receiving system: it is not shown again.',
  copy: 'Copy secret',
  copied: 'Copied',
  done: 'Done',
  urlHint: 'We POST signed JSON here. Use https:// in production.',
  deleteTitle: 'Delete webhook endpoint',
  delete: 'Delete',
  showDeliveries: 'Show deliveries',
  hideDeliveries: 'Hide deliveries',
  active: 'Active',
  paused: 'Paused',
  resent: 'Queued to be sent again',
  deleteConfirm: (url: string) => `Delete the endpoint ${url}? Its delivery history goes with it.`,
  deliveries: 'Deliveries',
  noDeliveries: 'Nothing has been sent to this endpoint yet.',
  resend: 'Re-send',
  loadFailed: 'The webhooks could not be loaded.',
  notFound: 'There is no such webhook endpoint.',
  deliveryNotFound: 'There is no such delivery.',
  badUrl: 'Enter an http:// or https:// URL.',
  privateUrl:
    'This URL points at a private or local address; webhooks are only sent to public addresses.',
  noEvents: 'Choose at least one event.',
  readOnly: "The super admin can read an account's webhooks but not change them.",
  tooMany: 'An account can have at most 10 webhook endpoints.',
} as const;

export const webhookEventLabels = {
  'participant.completed': 'Participant completed the game',
  'participant.level_completed': 'Participant completed a level',
  'candidate.submitted': 'Candidate applied',
} as const;
