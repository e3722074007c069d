/**
 * The audited actions (docs/decisions/0010-audit-log.md), a closed list: the table's `action`
 * column holds one of these, and the log's filter offers exactly these. `apiKey.*` and
 * `webhook.*` are the public API's: API keys (docs/decisions/0006-public-api-api-keys.md) and
 * result webhook endpoints (docs/decisions/0007-result-webhooks.md).
 */
export const auditActions = [
  'account.block',
  'account.unblock',
  'account.planChange',
  'account.planRequest',
  'settings.operatorContact',
  'account.planPurchase',
  'account.emailChange',
  'pricingPlan.update',
  'event.delete',
  'participant.delete',
  'participant.bulkUpload',
  'level.create',
  'level.update',
  'level.delete',
  'level.import',
  'question.create',
  'question.update',
  'question.delete',
  'question.import',
  'competency.create',
  'competency.update',
  'competency.delete',
  'candidate.delete',
  'participant.erase',
  'candidate.erase',
  'retention.erase',
  'account.retentionChange',
  'apiKey.create',
  'apiKey.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'sso.setUp',
  'sso.domainVerify',
  'sso.passwordSignIn',
  'sso.remove',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'account',
  'pricingPlan',
  'event',
  'participant',
  'level',
  'question',
  'competency',
  'candidate',
  'apiKey',
  'webhook',
  'setting',
  'ssoProvider',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * `system` is work no person started: a payment provider's webhook applying a paid plan.
 * `apiKey` is an account's API key: the entry names the key and the admin who owns it.
 */
export const auditActorRoles = ['admin', 'superAdmin', 'system', 'apiKey'] as const;
export type AuditActorRole = (typeof auditActorRoles)[number];

/**
 * What an entry may carry besides who, what and where: counts, plan names, the kind of upload.
 * Flat scalars only, so no one can file a participant's row or an e-mail body in the log. A null
 * (no expiry, no file imported) is left out when the entry is written.
 */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** The log's wording of each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  'account.block': 'Account blocked',
  'account.unblock': 'Account unblocked',
  'account.planChange': 'Plan changed',
  'account.planRequest': 'Larger plan requested',
  'settings.operatorContact': 'Operator contact changed',
  'account.planPurchase': 'Plan purchased',
  'account.emailChange': 'Sign-in e-mail changed',
  'pricingPlan.update': 'Pricing plan edited',
  'event.delete': 'Game deleted',
  'participant.delete': 'Participant deleted',
  'participant.bulkUpload': 'Bulk upload',
  'level.create': 'Level added',
  'level.update': 'Level edited',
  'level.delete': 'Level deleted',
  'level.import': 'Levels imported',
  'question.create': 'Question added',
  'question.update': 'Question edited',
  'question.delete': 'Question deleted',
  'question.import': 'Questions imported',
  'competency.create': 'Competency added',
  'competency.update': 'Competency edited',
  'competency.delete': 'Competency deleted',
  'candidate.delete': 'Candidate deleted',
  'participant.erase': 'Participant personal data erased',
  'candidate.erase': 'Candidate personal data erased',
  'retention.erase': 'Closed game erased by retention',
  'account.retentionChange': 'Retention setting changed',
  'apiKey.create': 'API key created',
  'apiKey.revoke': 'API key revoked',
  'webhook.create': 'Webhook added',
  'webhook.update': 'Webhook edited',
  'webhook.delete': 'Webhook deleted',
  'sso.setUp': 'Company sign-in set up',
  'sso.domainVerify': 'Company sign-in domain verified',
  'sso.passwordSignIn': 'Password sign-in turned on or off',
  'sso.remove': 'Company sign-in removed',
};

export const auditTargetLabels: Record<AuditTargetType, string> = {
  account: 'Account',
  pricingPlan: 'Pricing plan',
  event: 'Game',
  participant: 'Participant',
  level: 'Level',
  question: 'Question',
  competency: 'Competency',
  candidate: 'Candidate',
  apiKey: 'API key',
  webhook: 'Webhook',
  setting: 'Setting',
  ssoProvider: 'Company sign-in',
};
