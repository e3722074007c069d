import { FREE_PLAN_PRESET, normalizeEmail, toCompanyKey, todayIn } from '@app/domain';
import { generateRandomString, hashPassword, makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  admins,
  authAccounts,
  authUsers,
  competencies,
  eventCharacters,
  eventLevels,
  eventQuestions,
  events,
  participants,
} from '../db/schema';
import { superAdminCredentials, validRegistration } from './harness';

/** The day `days` from today in UTC, the time zone test accounts keep (YYYY-MM-DD). */
export const inDays = (days: number) => todayIn('UTC', new Date(Date.now() + days * 86_400_000));

/**
 * Factories: each test arranges the rows it needs in a few milliseconds, on the app of its
 * file, after resetDatabase. Rows are written as the app's own flows leave them (a verified
 * registration, an admin-form event, an added participant with its counters); sessions are
 * real Better Auth sessions with a signed cookie, made as Better Auth's own test-utils plugin
 * makes them, so no test pays for scrypt twice per sign-in. Tests of the flows themselves
 * (registration, verification, sign-in) still go through the API.
 */

type AccountRow = typeof admins.$inferInsert;
type EventRow = typeof events.$inferInsert;
type ParticipantRow = typeof participants.$inferInsert;

export type TestAdmin = {
  /** A Cookie header value carrying the admin's session. */
  cookie: string;
  accountId: string;
  userId: string;
  email: string;
  password: string;
};

const hashes = new Map<string, Promise<string>>();

/** One scrypt hash per password per process: hashing is what makes registration slow. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A session cookie for a user, as signing in would set it. */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const auth = await app.ctx.auth.$context;
  const session = await auth.internalAdapter.createSession(userId);
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  return `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

/**
 * A verified, signed-in customer admin, as registering (free plan, this deployment's edition),
 * following the mailed link and signing in would leave it. `account` overrides admin-row
 * columns (plan, maxUsers, projectType, active…).
 */
export async function anAdmin(
  app: FastifyInstance,
  overrides: Partial<
    Pick<
      typeof validRegistration,
      'name' | 'email' | 'password' | 'companyName' | 'country' | 'jobTitle'
    >
  > & { timeZone?: string; account?: Partial<AccountRow>; emailVerified?: boolean } = {},
): Promise<TestAdmin> {
  const input = { ...validRegistration, ...overrides };
  const email = normalizeEmail(input.email);
  const userId = generateRandomString(32);
  const password = await hashOnce(input.password);
  const accountId = await app.ctx.db.transaction(async (tx) => {
    await tx.insert(authUsers).values({
      id: userId,
      name: input.name,
      email,
      emailVerified: overrides.emailVerified ?? true,
      role: 'admin',
    });
    await tx.insert(authAccounts).values({
      id: generateRandomString(32),
      accountId: userId,
      providerId: 'credential',
      userId,
      password,
    });
    const [row] = await tx
      .insert(admins)
      .values({
        userId,
        companyName: input.companyName,
        companyKey: toCompanyKey(input.companyName),
        country: input.country,
        timeZone: overrides.timeZone ?? 'UTC',
        jobTitle: input.jobTitle,
        plan: FREE_PLAN_PRESET.plan,
        maxUsers: FREE_PLAN_PRESET.maxUsers,
        maxAssessments: FREE_PLAN_PRESET.maxAssessments,
        expiry: FREE_PLAN_PRESET.expiry,
        projectType: app.ctx.config.edition,
        newUser: true,
        ...overrides.account,
      })
      .returning({ id: admins.id });
    if (!row) {
      throw new Error('anAdmin: the admin row was not written');
    }
    return row.id;
  });
  return {
    cookie: await sessionCookieFor(app, userId),
    accountId,
    userId,
    email,
    password: input.password,
  };
}

/** The super admin start-up created, signed in. */
export async function theSuperAdmin(app: FastifyInstance): Promise<TestAdmin> {
  const [row] = await app.ctx.db
    .select({ userId: authUsers.id, accountId: admins.id })
    .from(authUsers)
    .innerJoin(admins, eq(admins.userId, authUsers.id))
    .where(eq(authUsers.email, normalizeEmail(superAdminCredentials.email)));
  if (!row) {
    throw new Error('theSuperAdmin: start-up made no super admin (was the database reset?)');
  }
  return {
    ...row,
    cookie: await sessionCookieFor(app, row.userId),
    email: superAdminCredentials.email,
    password: superAdminCredentials.password,
  };
}

let eventNumber = 4000;

/**
 * An admin-form progress event of the account, with a 4-digit id unless `id` is given. Like a
 * row written straight into the table, it does not move the account's assessmentsCount, so a
 * free account can still create its one event through the API in the same test.
 */
export async function anEvent(
  app: FastifyInstance,
  owner: { accountId: string },
  overrides: Partial<Omit<EventRow, 'accountId'>> = {},
): Promise<EventRow & { id: string }> {
  eventNumber = eventNumber >= 9999 ? 1000 : eventNumber + 1;
  const values = {
    id: String(eventNumber),
    accountId: owner.accountId,
    source: 'adminForm' as const,
    assessmentName: 'Hiring 2026',
    assessmentFor: 'Graduates',
    companyName: 'Acme Corp.',
    projectType: 'progress' as const,
    registrationFields: ['fullName', 'email', 'department', 'region'],
    selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
    ...overrides,
  };
  await app.ctx.db.insert(events).values(values);
  return values;
}

/**
 * A game as the generation leaves one, written straight into the tables: two seeded
 * competencies; levels '1', 'Mini 1' (final, 'y') and '2' (the generated last, 'd'); two
 * questions on level 1; the characters Alex and Sam. No questions file yet (the first change
 * writes one).
 */
export async function aGame(
  app: FastifyInstance,
  owner: { accountId: string },
  overrides: Partial<Omit<EventRow, 'accountId'>> = {},
): Promise<{ id: string; competencies: string[]; levelIds: Record<string, string> }> {
  const chosen = await app.ctx.db
    .select({ id: competencies.id, name: competencies.name })
    .from(competencies)
    .orderBy(competencies.name)
    .limit(2);
  const event = await anEvent(app, owner, {
    selection: { competencies: chosen, games: [], cognitive: [], aptitude: [] },
    ...overrides,
  });
  const level = (tabName: string, sortingOrder: number, final: 'n' | 'y' | 'd') => ({
    eventId: event.id,
    tabName,
    type: tabName.startsWith('Mini') ? 'Game' : 'Level',
    passingScore: 1000,
    time: 60,
    totalQuestion: tabName.startsWith('Mini') ? 'L=1' : '3|1|1',
    minAttempt: tabName.startsWith('Mini') ? '5' : '2|1|1',
    difficulty: 'Easy',
    goalText: `Goal of ${tabName}`,
    final,
    sortingOrder,
  });
  const rows = await app.ctx.db
    .insert(eventLevels)
    .values([level('1', 1, 'n'), level('Mini 1', 2, 'y'), level('2', 3, 'd')])
    .returning({ id: eventLevels.id, tabName: eventLevels.tabName });
  const levelIds = Object.fromEntries(rows.map((r) => [r.tabName, r.id]));
  const ability = chosen[0]?.name ?? 'Adaptability';
  await app.ctx.db.insert(eventQuestions).values(
    [1, 2].map((position) => ({
      eventId: event.id,
      levelId: levelIds['1'] ?? '',
      position,
      type: 'Question',
      ability,
      difficulty: 'Easy',
      question: `Question ${position}?`,
      answers: ['Yes', 'No'],
      animations: ['happy', 'sad'],
      ratings: [1, 3],
      reward: 500,
    })),
  );
  await app.ctx.db.insert(eventCharacters).values([
    { eventId: event.id, key: 'hero', name: 'Alex' },
    { eventId: event.id, key: 'boss', name: 'Sam' },
  ]);
  return { id: event.id, competencies: chosen.map((c) => c.name), levelIds };
}

/**
 * aGame's level '1' with an Email and an SMS beside its two Questions (3 options: best, ok,
 * wrong; reward 500), asking 1|1|1 at least and passing at 1000: one best answer of each kind
 * passes it.
 */
export async function withEmailAndSms(
  app: FastifyInstance,
  game: { id: string; competencies: string[]; levelIds: Record<string, string> },
): Promise<string> {
  const levelId = game.levelIds['1'] ?? '';
  await app.ctx.db.insert(eventQuestions).values(
    (['Email', 'SMS'] as const).map((type, i) => ({
      eventId: game.id,
      levelId,
      position: 3 + i,
      type,
      ability: game.competencies[1] ?? 'Collaboration',
      difficulty: 'Easy',
      name: 'Sam',
      subject: type === 'Email' ? 'Status' : '',
      email: type === 'Email' ? 'sam@acme.test' : '',
      question: `${type} text`,
      answers: ['Best', 'Ok', 'Wrong'],
      animations: ['', '', ''],
      ratings: [1, 2, 3],
      reward: 500,
    })),
  );
  await app.ctx.db
    .update(eventLevels)
    .set({ minAttempt: '1|1|1', passingScore: 1000 })
    .where(eq(eventLevels.id, levelId));
  return levelId;
}

let participantNumber = 0;

/**
 * A participant of the event, with the event's and the account's counters moved as adding one
 * moves them.
 */
export async function aParticipant(
  app: FastifyInstance,
  at: { eventId: string },
  overrides: Partial<Omit<ParticipantRow, 'eventId' | 'emailLower' | 'nameLower'>> = {},
): Promise<typeof participants.$inferSelect> {
  participantNumber += 1;
  const email = overrides.email ?? `person.${participantNumber}@example.com`;
  const name = overrides.name ?? `Person ${participantNumber}`;
  return app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(participants)
      .values({
        ...overrides,
        eventId: at.eventId,
        email,
        emailLower: email.toLowerCase(),
        name,
        nameLower: name.toLowerCase(),
      })
      .returning();
    const [event] = await tx
      .update(events)
      .set({ participantsCount: sql`${events.participantsCount} + 1` })
      .where(eq(events.id, at.eventId))
      .returning({ accountId: events.accountId });
    if (!row || !event) {
      throw new Error(`aParticipant: no event ${at.eventId}`);
    }
    await tx
      .update(admins)
      .set({ usersCount: sql`${admins.usersCount} + 1` })
      .where(eq(admins.id, event.accountId));
    return row;
  });
}
