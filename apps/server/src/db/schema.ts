import type { RunPlan } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// --- Better Auth's tables (user, session, account, verification + the admin plugin's fields).
// Property names are the ones Better Auth expects; column names are ours.
export const authUsers = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased: Better Auth and our services both normalise before writing.
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('admin'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /**
     * The account the user is an admin of: its owner's (kept by a trigger on admins), or the
     * one whose company sign-in brought the user in (docs/decisions/0032-company-sign-in.md).
     */
    accountId: uuid('account_id').references((): AnyPgColumn => admins.id, {
      onDelete: 'set null',
    }),
    /** The language the user registered or last asked for a link in (null: English). */
    locale: text('locale'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_users_email_key').on(t.email),
    index('auth_users_account_idx').on(t.accountId),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_sessions_token_key').on(t.token),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

// --- The spec's admin record (collection "admins"), 1:1 with an auth user.
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyKey: text('company_key').notNull(),
    country: text('country').notNull().default(''),
    /** IANA zone for the account's "today" (DESIGN §6.14); taken from the browser at registration. */
    timeZone: text('time_zone').notNull().default('UTC'),
    jobTitle: text('job_title').notNull().default(''),
    usersCount: integer('users_count').notNull().default(0),
    assessmentsCount: integer('assessments_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    expiry: timestamp('expiry', { withTimezone: true }),
    plan: text('plan', { enum: ['free', 'standard', 'premium'] })
      .notNull()
      .default('free'),
    maxUsers: integer('max_users').notNull().default(15),
    maxAssessments: integer('max_assessments').notNull().default(1),
    projectType: text('project_type', { enum: ['progress', 'ace'] }).notNull(),
    newUser: boolean('new_user').notNull().default(true),
    lastEventId: text('last_event_id'),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * The admin's last "Request a larger plan" (docs/decisions/0020-plan-limits-way-forward.md): the
     * super admin sees it in the accounts list; a plan change clears it.
     */
    upgradeRequestedAt: timestamp('upgrade_requested_at', { withTimezone: true }),
    upgradeRequestedPlan: text('upgrade_requested_plan'),
    /**
     * Privacy retention (docs/decisions/0009-privacy-export-erasure-and-retention.md):
     * participants and candidates of events closed longer than this many months are erased by
     * the daily job; null keeps them.
     */
    retentionMonths: integer('retention_months'),
    /**
     * False when the account's admins must sign in with its company sign-in
     * (docs/decisions/0032-company-sign-in.md); the super admin always keeps a password.
     */
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_user_key').on(t.userId),
    uniqueIndex('admins_company_key_key').on(t.companyKey),
  ],
);

// --- Better Auth's SSO plugin's providers: one OIDC identity provider per account
// (docs/decisions/0032-company-sign-in.md). Property names are the plugin's.
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    issuer: text('issuer').notNull(),
    /** Lower-cased; e-mails at it are sent to this provider. */
    domain: text('domain').notNull(),
    domainVerified: boolean('domain_verified').notNull().default(false),
    /** The plugin's JSON: endpoints, client id and secret, PKCE. */
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    /** Who set it up (the owner, or the super admin for them). */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    organizationId: text('organization_id'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sso_providers_provider_id_key').on(t.providerId),
    uniqueIndex('sso_providers_domain_key').on(t.domain),
    uniqueIndex('sso_providers_account_key').on(t.accountId),
  ],
);

// --- Payment records (collection "payments"): registration's paid branch reads them.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    plan: text('plan', { enum: ['free', 'standard', 'premium'] }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    maxUsers: integer('max_users').notNull(),
    maxAssessments: integer('max_assessments').notNull(),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    ...timestamps,
  },
  (t) => [index('payments_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

// --- Pricing plans shown in 'Select your plan' and on the Register plan card.
export const pricingPlans = pgTable('pricing_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  orderPosition: integer('order_position').notNull(),
  priceId: text('price_id'),
  productId: text('product_id'),
  contactEmail: text('contact_email'),
  /** What a purchase grants; null for a contact-only plan, whose limits the operator sets. */
  maxUsers: integer('max_users'),
  maxAssessments: integer('max_assessments'),
  ...timestamps,
});

// --- Outbox: every e-mail is written here in the transaction of the change that causes it.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The participant an invitation or reminder is for: when the SMTP server accepts it, the
     * sender records the participant's delivered time in the same statement.
     */
    participantId: uuid('participant_id').references(() => participants.id, {
      onDelete: 'set null',
    }),
    /**
     * The candidate a mail is about (an application made twice): their export lists it and
     * erasing them removes it.
     */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('outbox_candidate_idx').on(t.candidateId).where(sql`${t.candidateId} is not null`),
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    // Deleting an event's participants sets this to null: without the index, a scan per row.
    index('outbox_participant_idx').on(t.participantId).where(sql`${t.participantId} is not null`),
    // Erasure finds the mails of a person whose row is already gone (an event deleted, an older
    // invitation) by address: without it, a scan of the whole outbox per erasure.
    index('outbox_orphan_address_idx')
      .on(sql`lower(${t.toAddress})`)
      .where(sql`${t.participantId} is null`),
  ],
);

/**
 * Recurring work run on the database (the automatic reminders), on the one queue
 * (platform/queue.ts): a process claims a due row with FOR UPDATE SKIP LOCKED and moves its
 * run_at on before running it, so with several processes each run happens once, and a process
 * that dies mid-run leaves it due again later.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Attempts since the last success: a failing job's retries back off by it. */
  attempts: integer('attempts').notNull().default(0),
});

// --- Fixed-window counters shared by every server process (sign-in rate limit).
/**
 * Fixed-window counters (platform/rate-limit.ts). The key is a keyed hash of what it counts (an
 * address, an e-mail), never the value itself; a row is swept once its window has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

// --- Server-wide values that must be the same in every process (the generated auth secret).
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * util/meta levels: every numbered level name an admin has added to a game, as a set (part B
 * §4: "adding a numeric level appends its number"; the spec's arrayUnion).
 */
export const metaLevels = pgTable('meta_levels', {
  name: text('name').primaryKey(),
});

// --- Settings (part A §2). Names are unique case-insensitively, enforced by the indexes.
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('departments_name_key').on(sql`lower(${t.name})`)],
);

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('regions_name_key').on(sql`lower(${t.name})`)],
);

/** levelDifficultyScores: points per question for a level's difficulty. */
export const difficulties = pgTable(
  'difficulties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    passingScore: integer('passing_score').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('difficulties_name_key').on(sql`lower(${t.name})`)],
);

/** util/meta optionRewards: reward per question type. */
export const questionRewards = pgTable('question_rewards', {
  type: text('type').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** util/meta miscellaneous: the game's characters, key → name. */
export const characters = pgTable('characters', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Stored files: uploads live in the storage adapter under a generated key.
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The uploading account: only it may attach the file to something (null: seeded files). */
  accountId: uuid('account_id'),
  storageKey: text('storage_key').notNull(),
  /** 'mini-image': a mini-game screen's background or option (catalog content, not a logo). */
  kind: text('kind', {
    enum: ['image', 'mini-image', 'video', 'question-bank', 'event-questions', 'candidate-file'],
  }).notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Catalog: mini games, the ace edition's cognitive/aptitude games, competencies.
export const miniGames = pgTable(
  'mini_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tabName: text('tab_name').notNull(),
    goalText: text('goal_text').notNull(),
    time: integer('time').notNull(),
    passingScore: integer('passing_score').notNull(),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('mini_games_tab_name_key').on(t.tabName)],
);

export const aceGames = pgTable(
  'ace_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['cognitive', 'aptitude'] }).notNull(),
    name: text('name').notNull(),
    secondName: text('second_name').notNull().default(''),
    /**
     * The player's engine for this game (docs/decisions/0002-the-player.md); null: matched from
     * the name.
     */
    engine: text('engine'),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('ace_games_kind_name_key').on(t.kind, sql`lower(${t.name})`)],
);

/**
 * Mini-game screens (the spec's `questions` collection): catalog content per mini game, not per
 * event. Option images and the Mini 2 background are stored files the super admin uploaded.
 */
export const miniScreens = pgTable(
  'mini_screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    miniGame: text('mini_game').notNull(),
    questionNumber: integer('question_number').notNull(),
    templateType: integer('template_type').notNull(),
    title: text('title').notNull().default(''),
    /** The scenario (Mini 1, 2, 4) or the word (Mini 3). */
    question: text('question').notNull(),
    optionsType: text('options_type', { enum: ['text', 'image'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    optionFileIds: jsonb('option_file_ids').$type<string[]>().notNull().default([]),
    correctAnswer: integer('correct_answer'),
    template2Type: text('template2_type'),
    backgroundFileId: uuid('background_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mini_screens_number_key').on(t.miniGame, t.questionNumber)],
);

export const competencies = pgTable(
  'competencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    questionFileId: uuid('question_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [uniqueIndex('competencies_name_key').on(sql`lower(${t.name})`)],
);

/** Metadata_QuestionBank: a competency's questions, replaced as a whole by each import. */
export const questionBank = pgTable(
  'question_bank',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    /** Row order within the file: the spec's running "count". */
    position: integer('position').notNull(),
    type: text('type', { enum: ['Question', 'Email', 'SMS'] }).notNull(),
    level: integer('level').notNull(),
    difficulty: text('difficulty', { enum: ['Easy', 'Hard'] }).notNull(),
    name: text('name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    email: text('email').notNull().default(''),
    question: text('question').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    animations: jsonb('animations').$type<string[]>().notNull(),
    ratings: jsonb('ratings').$type<number[]>().notNull(),
    reward: integer('reward').notNull(),
    /** Why the Best answer is best: for admins, never sent to the player (content guide). */
    rationale: text('rationale').notNull().default(''),
  },
  (t) => [index('question_bank_mix_idx').on(t.competencyId, t.level, t.type, t.difficulty)],
);

// --- Events (part B §3): a game built by the wizard, the easy flow or the admin form.
export type EventSelection = {
  competencies: { id: string; name: string }[];
  games: { id: string; name: string }[];
  cognitive: { id: string; name: string }[];
  aptitude: { id: string; name: string }[];
};

/** The wizard's draft, one per admin, so it survives a reload or another browser. */
export const eventDrafts = pgTable('event_drafts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['wizard', 'easyFlow', 'adminForm'] }).notNull(),
    assessmentName: text('assessment_name').notNull(),
    assessmentFor: text('assessment_for').notNull(),
    companyName: text('company_name').notNull(),
    projectType: text('project_type', { enum: ['progress', 'ace'] }).notNull(),
    difficulty: text('difficulty', { enum: ['Easy', 'Hard'] })
      .notNull()
      .default('Easy'),
    packageType: text('package_type', { enum: ['basic', 'standard', 'premium', 'business'] }),
    candidateFlow: boolean('candidate_flow').notNull().default(false),
    launchDate: text('launch_date'),
    closingDate: text('closing_date'),
    registrationFields: jsonb('registration_fields').$type<string[]>().notNull().default([]),
    loginMethods: jsonb('login_methods').$type<string[]>().notNull().default([]),
    /**
     * Anyone with the game link may sign up (confirmed by a mailed link); off, only people the
     * admin invites play (docs/decisions/0019-open-registration.md).
     */
    openRegistration: boolean('open_registration').notNull().default(false),
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    introVideoFileId: uuid('intro_video_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    selection: jsonb('selection').$type<EventSelection>().notNull(),
    /** The stored JSON of every generated question (the spec's eventQuestions URL). */
    questionsFileId: uuid('questions_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    /** The spec's users/analytics count, kept in the transaction of each add and delete. */
    participantsCount: integer('participants_count').notNull().default(0),
    /** The automatic reminder, N days before the closing date (null: off). */
    reminderDaysBeforeClose: integer('reminder_days_before_close'),
    /** The reminder day (YYYY-MM-DD) the automatic reminder was last sent for: once per day. */
    autoReminderSentFor: text('auto_reminder_sent_for'),
    ...timestamps,
  },
  (t) => [
    index('events_account_idx').on(t.accountId, t.createdAt),
    index('events_auto_reminder_idx')
      .on(t.closingDate)
      .where(sql`${t.reminderDaysBeforeClose} is not null`),
  ],
);

export const eventLevels = pgTable(
  'event_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tabName: text('tab_name').notNull(),
    type: text('type').notNull(),
    passingScore: integer('passing_score').notNull(),
    time: integer('time').notNull(),
    totalQuestion: text('total_question').notNull(),
    minAttempt: text('min_attempt').notNull(),
    difficulty: text('difficulty').notNull(),
    goalText: text('goal_text').notNull().default(''),
    final: text('final', { enum: ['n', 'y', 'd'] }).notNull(),
    sortingOrder: integer('sorting_order').notNull(),
  },
  (t) => [uniqueIndex('event_levels_tab_key').on(t.eventId, t.tabName)],
);

/** A level's question set, copied from the bank so later bank edits do not change a game. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => eventLevels.id, { onDelete: 'cascade' }),
    bankQuestionId: uuid('bank_question_id'),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    ability: text('ability').notNull(),
    difficulty: text('difficulty').notNull(),
    name: text('name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    email: text('email').notNull().default(''),
    question: text('question').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    animations: jsonb('animations').$type<string[]>().notNull(),
    ratings: jsonb('ratings').$type<number[]>().notNull(),
    reward: integer('reward').notNull(),
    /** Copied from the bank with the question; admins only, never in a play response. */
    rationale: text('rationale').notNull().default(''),
  },
  (t) => [
    index('event_questions_level_idx').on(t.levelId, t.position),
    index('event_questions_event_idx').on(t.eventId),
  ],
);

export const eventCharacters = pgTable(
  'event_characters',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('event_characters_key').on(t.eventId, t.key)],
);

// --- Participants (part A §3): one row per invited person per event.
export const participants = pgTable(
  'participants',
  {
    /**
     * A surrogate key: the spec's document id (lower-cased e-mail + event id) collided across
     * tenants ('p@q.ra' + 'b_g' = 'p@q.r' + 'ab_g'). Identity is the unique (event, e-mail) below.
     */
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    department: text('department').notNull().default(''),
    region: text('region').notNull().default(''),
    /** The language the participant last played in; their e-mails use it (null: English). */
    locale: text('locale'),
    userInfo: jsonb('user_info').$type<Record<string, string>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    canExpire: boolean('can_expire').notNull().default(false),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    currentLevel: integer('current_level').notNull().default(1),
    currentScore: integer('current_score').notNull().default(0),
    cognitiveScore: integer('cognitive_score').notNull().default(0),
    aptitudeScore: integer('aptitude_score').notNull().default(0),
    behaviourScore: integer('behaviour_score').notNull().default(0),
    miniGameScore: integer('mini_game_score').notNull().default(0),
    lastCompletedScore: integer('last_completed_score').notNull().default(0),
    attempts: integer('attempts').notNull().default(1),
    avatar: integer('avatar').notNull().default(-1),
    completed: boolean('completed').notNull().default(false),
    completedOnce: boolean('completed_once').notNull().default(false),
    achievements: jsonb('achievements')
      .$type<{
        highAchiever: number;
        mostlyRight: number;
        speedDemon: number;
        streakOf10: number;
      }>()
      .notNull()
      .default({ highAchiever: 0, mostlyRight: 0, speedDemon: 0, streakOf10: 0 }),
    achievementCount: integer('achievement_count').notNull().default(0),
    /** Best answers in a row so far, carried across levels (the streakOf10 achievement). */
    answerStreak: integer('answer_streak').notNull().default(0),
    userCreated: timestamp('user_created', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    // Invitation tracking (docs/decisions/0005-invitation-tracking-and-reminders.md): each time
    // is set once, the first time its cause happens.
    /** The invitation mail was written to the outbox (with the participant, in one transaction). */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
    /** The SMTP server accepted the invitation (or a reminder), recorded by the sender. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The game link was followed (a participant session started from it). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** The furthest state reached (the domain's trackingState), kept by the database. */
    trackingState: text('tracking_state', {
      enum: ['sent', 'delivered', 'opened', 'started', 'completed'],
    })
      .notNull()
      .generatedAlwaysAs(
        sql`case when completed_at is not null then 'completed' when started_at is not null then 'started' when opened_at is not null then 'opened' when delivered_at is not null then 'delivered' else 'sent' end`,
      ),
  },
  (t) => [
    uniqueIndex('participants_event_email_key').on(t.eventId, t.emailLower),
    // The users list's state filter and the per-state counts (an index-only scan per event).
    index('participants_event_tracking_idx').on(t.eventId, t.trackingState),
    // Ties by e-mail: the order the spec's e-mail + event id keys gave, not a random uuid's.
    index('participants_event_score_idx').on(t.eventId, t.currentScore.desc(), t.emailLower),
    // Prefix search (LIKE 'abc%') needs the pattern operator class to use an index.
    index('participants_event_name_prefix_idx').on(t.eventId, sql`${t.nameLower} text_pattern_ops`),
    index('participants_event_email_prefix_idx').on(
      t.eventId,
      sql`${t.emailLower} text_pattern_ops`,
    ),
    index('participants_event_updated_idx').on(t.eventId, t.lastUpdated),
    // The list's filters, led by a level, a department or a region (migration 0033): each
    // carries every column the filters and the order read, so a filtered count and a page's
    // keys are read from the index alone.
    index('participants_event_level_idx').on(
      t.eventId,
      t.currentLevel,
      t.department,
      t.region,
      t.trackingState,
      t.lastUpdated,
      t.currentScore,
      t.emailLower,
      t.id,
    ),
    index('participants_event_department_idx').on(
      t.eventId,
      t.department,
      t.currentLevel,
      t.region,
      t.trackingState,
      t.lastUpdated,
      t.currentScore,
      t.emailLower,
      t.id,
    ),
    index('participants_event_region_idx').on(
      t.eventId,
      t.region,
      t.currentLevel,
      t.department,
      t.trackingState,
      t.lastUpdated,
      t.currentScore,
      t.emailLower,
      t.id,
    ),
    // Fun Facts: the most achievements first, walked until five with capabilities are found.
    index('participants_event_achievements_idx').on(
      t.eventId,
      sql`${t.achievementCount} desc`,
      sql`${t.currentScore} desc`,
      t.emailLower,
    ),
  ],
);

/** Per-level scores as rows (DESIGN §5), written by the player; empty until played. */
export const participantLevelScores = pgTable(
  'participant_level_scores',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    competency: text('competency').notNull(),
    level: text('level').notNull(),
    achievedScore: integer('achieved_score').notNull(),
    totalScore: integer('total_score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    percentage: integer('percentage').notNull(),
  },
  (t) => [
    uniqueIndex('participant_level_scores_key').on(t.participantId, t.competency, t.level),
    index('participant_level_scores_event_idx').on(t.eventId, t.competency, t.level),
  ],
);

/** Per-competency aggregates the reports read without touching per-level rows. */
export const participantCompetencyScores = pgTable(
  'participant_competency_scores',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    competency: text('competency').notNull(),
    averagePercentage: integer('average_percentage').notNull(),
    levelsPlayed: integer('levels_played').notNull(),
    /** The participant's completedOnce, copied at level end: Only Completed reads one table. */
    completed: boolean('completed').notNull().default(false),
    /**
     * The participant's lower-cased e-mail, the report order's second key, copied and kept by
     * the database (migration 0032): filled on insert when left out, changed with the
     * participant's, gone with the participant. The null default only lets writers leave it
     * out: the insert trigger fills it before the NOT NULL is checked.
     */
    emailLower: text('email_lower').notNull().default(sql`null`),
  },
  (t) => [
    uniqueIndex('participant_competency_scores_key').on(t.participantId, t.competency),
    index('participant_competency_scores_event_idx').on(
      t.eventId,
      t.competency,
      t.averagePercentage.desc(),
      t.emailLower,
    ),
  ],
);

/** Stripe webhook events already applied: the id is the idempotency key (a replay does nothing). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- The player (docs/decisions/0002-the-player.md).

/** A participant's sign-in on this browser: only the token's hash is stored. */
export const participantSessions = pgTable(
  'participant_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('participant_sessions_participant_idx').on(t.participantId)],
);

// The plan's types live in the domain (play/run-plan.ts): the export and its readers share them.
export type { QuestionKey, RunPlan, ScreenKey } from '@app/domain';

/** One attempt at one level: started, answered item by item, ended once. */
export const levelRuns = pgTable(
  'level_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    levelId: uuid('level_id')
      .notNull()
      .references(() => eventLevels.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    plan: jsonb('plan').$type<RunPlan>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the first item was on screen: the level's clock starts then (the deadline moves to
     * begunAt + time). Null until the browser says so; the deadline set at start allows that.
     */
    begunAt: timestamp('begun_at', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    points: integer('points').notNull().default(0),
    /** The most this attempt could earn: every asked item Best or right. */
    maxPoints: integer('max_points'),
    passed: boolean('passed').notNull().default(false),
    earned: jsonb('earned').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('level_runs_attempt_key').on(t.participantId, t.levelId, t.attempt),
    // One level in play at a time per participant.
    uniqueIndex('level_runs_open_key').on(t.participantId).where(sql`${t.endedAt} is null`),
  ],
);

/** One answer in a run; the client id makes a retried request count once. */
export const runAnswers = pgTable(
  'run_answers',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => levelRuns.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    clientId: uuid('client_id').notNull(),
    /** Question, Email, SMS, mini or engine: minimum attempts are counted by kind. */
    kind: text('kind').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    rating: integer('rating').notNull(),
    points: integer('points').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('run_answers_item_key').on(t.runId, t.itemIndex),
    uniqueIndex('run_answers_client_key').on(t.runId, t.clientId),
  ],
);

/**
 * The two phases of a memory item (docs/decisions/0016-memory-protocol.md): when its stimulus was
 * first shown, and when its choices went out (after which the stimulus is never sent again).
 */
export const runItemPhases = pgTable(
  'run_item_phases',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => levelRuns.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    stimulusAt: timestamp('stimulus_at', { withTimezone: true }).notNull(),
    choicesAt: timestamp('choices_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.itemIndex] })],
);

/** The spec's levels and levelScores: each level's counted (best) attempt, kept at level end. */
export const participantLevels = pgTable(
  'participant_levels',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    levelId: uuid('level_id')
      .notNull()
      .references(() => eventLevels.id, { onDelete: 'cascade' }),
    levelName: text('level_name').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    /** The counted attempt's most (level_runs.max_points). */
    maxPoints: integer('max_points'),
    /** Every ended attempt's points and most, added up: the scaled scores read these. */
    allPoints: integer('all_points').notNull().default(0),
    allMaxPoints: integer('all_max_points').notNull().default(0),
    passed: boolean('passed').notNull(),
    attempts: integer('attempts').notNull(),
    bestRunId: uuid('best_run_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participant_levels_key').on(t.participantId, t.levelId),
    index('participant_levels_event_idx').on(t.eventId, t.levelName, t.points),
    // The live version of an event's scores: its newest level end, by one index probe.
    index('participant_levels_event_updated_idx').on(t.eventId, t.updatedAt),
  ],
);

// --- Reports (docs/decisions/0003-the-reports.md).

/** Part A §3's Grade: an account's score bands for the competency report (DESIGN §6.17). */
export const accountGrades = pgTable(
  'account_grades',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [uniqueIndex('account_grades_key').on(t.accountId, t.order)],
);

/*
 * Report totals kept by triggers on the score tables (migration 0012), so every write path
 * (level end, participant delete, the demo seed, a level's removal) keeps them true in its own
 * transaction. Each key is split into 16 shards by participant, so level ends of one event do
 * not queue on one row; a report sums the shards.
 */

/** Per level: who has a counted attempt, how many passed, and the sum of their points. */
export const reportLevelTotals = pgTable(
  'report_level_totals',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    levelName: text('level_name').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
    passed: integer('passed').notNull(),
    pointsSum: bigint('points_sum', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('report_level_totals_key').on(t.eventId, t.levelName, t.shard)],
);

/** Per competency and level: how many have a percentage, and their sum. */
export const reportCompetencyLevelTotals = pgTable(
  'report_competency_level_totals',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    competency: text('competency').notNull(),
    level: text('level').notNull(),
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
    percentageSum: bigint('percentage_sum', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('report_competency_level_totals_key').on(t.eventId, t.competency, t.level, t.shard),
  ],
);

/** Per competency: how many participants' average percentage is each whole percentage. */
export const reportCompetencyHistogram = pgTable(
  'report_competency_histogram',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    competency: text('competency').notNull(),
    percentage: integer('percentage').notNull(),
    /** Whether these participants completed the game once (the reports' Only Completed). */
    completed: boolean('completed').notNull(),
    shard: integer('shard').notNull(),
    participants: integer('participants').notNull(),
  },
  (t) => [
    uniqueIndex('report_competency_histogram_key').on(
      t.eventId,
      t.competency,
      t.percentage,
      t.completed,
      t.shard,
    ),
  ],
);

/**
 * The measurement reads' figures of an event (item analysis and reliability; fairness), and the
 * version of the data they stand for (the newest level end and the participant count, and for
 * fairness what else it reads): a read with the same version serves them; another recomputes
 * and replaces them.
 */
export const measurementSnapshots = pgTable(
  'measurement_snapshots',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'items' (item analysis and reliability) or 'fairness'. */
    kind: text('kind', { enum: ['items', 'fairness'] }).notNull(),
    /** What the data were at when the figures were computed; '' before the first. */
    version: text('version').notNull(),
    /** When the computation of `figures` began (the data are as of then); null: not yet. */
    computedAt: timestamp('computed_at', { withTimezone: true }),
    figures: jsonb('figures').$type<unknown>(),
    /**
     * When a read last found newer data than the figures: a refresh is due while it is later
     * than `computedAt` (docs/decisions/0025-measurement-refresh.md).
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.kind] }),
    index('measurement_snapshots_requested_idx')
      .on(t.requestedAt)
      .where(sql`${t.requestedAt} IS NOT NULL`),
  ],
);

/**
 * A candidate who applied through an event's public form (part B §3 Candidate). The columns the
 * report filters, searches and sorts on are typed; every answer, as submitted and normalised,
 * is in `answers`. The account is kept beside the event so every query can filter by both.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** Made by the form once per application: a repeated submit finds the stored one. */
    submissionId: uuid('submission_id').notNull(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    phone: text('phone').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    currentCity: text('current_city').notNull(),
    lastDegree: text('last_degree').notNull(),
    degreeLower: text('degree_lower').notNull(),
    universityName: text('university_name').notNull(),
    cgpa: numeric('cgpa', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    graduationYear: integer('graduation_year').notNull(),
    yearsOfExperience: text('years_of_experience').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    drivingLicenseFileId: uuid('driving_license_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    shortlisted: boolean('shortlisted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidates_submission_key').on(t.eventId, t.submissionId),
    uniqueIndex('candidates_email_key').on(t.eventId, t.emailLower),
    index('candidates_event_order_idx').on(t.eventId, t.submittedAt.desc(), t.id.desc()),
    // The search matches anywhere in these (LIKE '%term%', pg_trgm; migration 0026 and
    // docs/decisions/0021-candidate-search.md).
    index('candidates_name_trgm_idx')
      .using('gin', t.nameLower.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('candidates_email_trgm_idx')
      .using('gin', t.emailLower.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('candidates_degree_trgm_idx')
      .using('gin', t.degreeLower.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Candidates per event, kept by a statement-level trigger on `candidates` (migration 0013), so
 * the report's unfiltered list does not count 50,000 rows for its pager.
 */
export const candidateCounts = pgTable('candidate_counts', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  shortlisted: integer('shortlisted').notNull().default(0),
});

/**
 * Players per score of each event (those who started a level), kept by a statement-level
 * trigger on `participants` (migration 0031): a player's rank reads the event's distinct scores
 * instead of every participant.
 */
export const eventScoreHistogram = pgTable(
  'event_score_histogram',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** report_shard(participant id): 16 rows per score, so level ends rarely wait on one. */
    shard: integer('shard').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.eventId, t.score, t.shard],
      name: 'event_score_histogram_pkey',
    }),
  ],
);

/**
 * The audit log (docs/decisions/0010-audit-log.md): who did what, when and from where.
 * Append-only: the app only inserts, and a trigger (migration 0014) refuses UPDATE and DELETE.
 * No foreign keys on purpose: an entry must outlive what it names (the deleted event,
 * participant or account, the actor's user), so deleting an account leaves its entries with a
 * dangling `account_id` instead of being blocked by them or cascading into them. The actor's
 * e-mail is copied for the same reason. `account_id` is null for platform-level actions (the catalog, pricing).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id'),
    /** Null for the system (a Stripe webhook applying a paid plan). */
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The event the target belongs to, for event-scoped actions (kept after the event goes). */
    eventId: text('event_id'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_order_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entries_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorEmail.op('text_pattern_ops')),
  ],
);

// --- Result webhooks (docs/decisions/0007-result-webhooks.md): an account's endpoints and the
// deliveries queued to them.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Kept as is, not hashed: every delivery is signed with it. Shown to the admin once. */
    secret: text('secret').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The occurrence's id, the same at every endpoint: receivers de-duplicate by it. */
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * The person the payload names: erasing them erases their deliveries (the payload holds
     * their e-mail and name).
     */
    participantId: uuid('participant_id').references(() => participants.id, {
      onDelete: 'cascade',
    }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The first 2 KB of the receiver's answer. */
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_participant_idx')
      .on(t.participantId)
      .where(sql`${t.participantId} is not null`),
    index('webhook_deliveries_candidate_idx')
      .on(t.candidateId)
      .where(sql`${t.candidateId} is not null`),
  ],
);

/**
 * Keys an account's ATS or HR system calls the API with
 * (docs/decisions/0006-public-api-api-keys.md). Only the SHA-256 of the key is kept: the secret
 * is 256 random bits, so a fast hash cannot be brute-forced and a slow one (bcrypt) would only
 * cost every API request its time; the hash is unique, so the lookup is one index probe.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `ak_` and 8 hex characters: shown in lists to tell keys apart, useless on its own. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);

/**
 * A test Greenhouse sent to a candidate (docs/decisions/0031-greenhouse-partner-api.md): its id
 * is the `partner_interview_id` Greenhouse asks `test_status` about. The callback columns are
 * the completion PATCH on the one queue: waiting until the participant completes the game,
 * then pending until Greenhouse's URL answers 2xx (or the retries run out).
 */
export const greenhouseInterviews = pgTable(
  'greenhouse_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** Greenhouse's URL to PATCH when the candidate has finished; one interview per URL. */
    callbackUrl: text('callback_url').notNull(),
    /** The candidate's page in Greenhouse (`greenhouse_profile_url`). */
    profileUrl: text('profile_url'),
    callbackStatus: text('callback_status', {
      enum: ['waiting', 'pending', 'succeeded', 'failed'],
    })
      .notNull()
      .default('waiting'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackNextAttemptAt: timestamp('callback_next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    callbackLastStatusCode: integer('callback_last_status_code'),
    callbackLastError: text('callback_last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('greenhouse_interviews_callback_key').on(t.accountId, t.callbackUrl),
    index('greenhouse_interviews_participant_idx').on(t.participantId),
    index('greenhouse_interviews_due_idx')
      .on(t.callbackNextAttemptAt)
      .where(sql`${t.callbackStatus} = 'pending'`),
  ],
);
