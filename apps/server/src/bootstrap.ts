import { randomBytes } from 'node:crypto';
import { generateRandomString } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { admins, authUsers, pricingPlans, serverSettings } from './db/schema';
import { findUserByEmail, insertAuthUser } from './modules/auth/service';
import { defaultPricingPlans } from './modules/billing/default-plans';
import { isUniqueViolation } from './platform/errors';

/** The auth secret: configured, or generated once and shared by every process through the db. */
export async function ensureAuthSecret(db: Db, config: Config): Promise<string> {
  if (config.authSecret) {
    return config.authSecret;
  }
  await db
    .insert(serverSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'auth_secret'));
  if (!row) {
    throw new Error('auth secret missing after insert');
  }
  return row.value;
}

export async function seedPricingPlans(db: Db): Promise<void> {
  await db.insert(pricingPlans).values(defaultPricingPlans).onConflictDoNothing();
}

export type CreatedSuperAdmin = { email: string; password: string; generated: boolean };

/**
 * The first super admin: from SUPERADMIN_EMAIL/PASSWORD, or generated when none exists.
 * Returns the credentials only when it created the account, so they are printed once.
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<CreatedSuperAdmin | null> {
  const wanted = config.superAdmin;
  if (wanted) {
    if (await findUserByEmail(db, wanted.email)) {
      return null;
    }
  } else {
    const [existing] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.role, 'superAdmin'))
      .limit(1);
    if (existing) {
      return null;
    }
  }
  const email = wanted?.email ?? 'superadmin@assessment.local';
  const password = wanted?.password ?? generateRandomString(16);
  try {
    await db.transaction(async (tx) => {
      const user = await insertAuthUser(tx, {
        name: 'Super Admin',
        email,
        password,
        role: 'superAdmin',
        emailVerified: true,
      });
      await tx.insert(admins).values({
        userId: user.id,
        companyName: 'Platform',
        // Not a real company: a key no registration can produce (registrations have no spaces).
        companyKey: sql`${`__superadmin__${user.id}`}`,
        plan: 'premium',
        maxUsers: 9999,
        maxAssessments: 999,
        projectType: config.edition,
        newUser: false,
      });
    });
  } catch (error) {
    // Another process created it first.
    if (isUniqueViolation(error)) {
      return null;
    }
    throw error;
  }
  return { email, password, generated: !wanted };
}
