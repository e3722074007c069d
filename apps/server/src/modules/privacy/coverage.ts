/**
 * The tables that are about no participant or candidate, and why
 * (docs/decisions/0018-export-and-erasure-coverage.md). Every table of the schema is either listed
 * in participantTables or candidateTables (queries.ts) or here; privacy-coverage.test.ts fails
 * on a table that is in none, or that is here but refers to a participant or candidate.
 */
export type NotAboutAPerson =
  /** About a customer's admin: removed with the account, not by a participant's erasure. */
  | 'account'
  /** The product's catalog and settings: written by the super admin. */
  | 'catalog'
  /** A game as its admin built it. */
  | 'game'
  /** Sums over many people, kept true by triggers; no row names anyone. */
  | 'aggregate'
  /** Names only keyed hashes or ids, never an address or a name. */
  | 'opaque';

export const notAboutAPerson: Readonly<Record<string, NotAboutAPerson>> = {
  auth_users: 'account',
  auth_sessions: 'account',
  auth_accounts: 'account',
  auth_verifications: 'account',
  admins: 'account',
  payments: 'account',
  api_keys: 'account',
  webhook_endpoints: 'account',
  event_drafts: 'account',
  stripe_events: 'account',
  // An account's identity provider (docs/decisions/0032-company-sign-in.md).
  sso_providers: 'account',
  pricing_plans: 'catalog',
  scheduled_jobs: 'catalog',
  server_settings: 'catalog',
  meta_levels: 'catalog',
  question_rewards: 'catalog',
  characters: 'catalog',
  departments: 'catalog',
  regions: 'catalog',
  difficulties: 'catalog',
  mini_games: 'catalog',
  ace_games: 'catalog',
  mini_screens: 'catalog',
  competencies: 'catalog',
  question_bank: 'catalog',
  events: 'game',
  event_levels: 'game',
  event_questions: 'game',
  event_characters: 'game',
  account_grades: 'aggregate',
  report_level_totals: 'aggregate',
  report_competency_level_totals: 'aggregate',
  report_competency_histogram: 'aggregate',
  candidate_counts: 'aggregate',
  // Players per score, no one named: a player's rank (migration 0031).
  event_score_histogram: 'aggregate',
  // Item and reliability figures over an event's answers; recomputed once its count changes.
  measurement_snapshots: 'aggregate',
  // Who did what, by id and counts only (docs/decisions/0010-audit-log.md).
  audit_entries: 'opaque',
  // HMACs of what is counted, swept after the window (platform/rate-limit.ts).
  rate_limits: 'opaque',
};
