import { toCompanyKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import { admins } from './db/schema';
import { findUserByEmail, insertAuthUser } from './modules/auth/service';
import type { AppContext } from './platform/context';

/** Verified demo admins, one per edition, so a newcomer can sign in and look around. */
export const demoAdmins = [
  {
    name: 'Priya Progress',
    email: 'demo.progress@example.com',
    password: 'demo-progress-2026',
    companyName: 'Progress Demo Co',
    projectType: 'progress' as const,
  },
  {
    name: 'Alex Ace',
    email: 'demo.ace@example.com',
    password: 'demo-ace-2026',
    companyName: 'Ace Demo Inc',
    projectType: 'ace' as const,
  },
];
export type DemoAdmin = (typeof demoAdmins)[number];

async function createDemoAdmin(ctx: AppContext, demo: DemoAdmin): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await insertAuthUser(tx, {
      name: demo.name,
      email: demo.email,
      password: demo.password,
      role: 'admin',
      emailVerified: true,
    });
    await tx.insert(admins).values({
      userId: user.id,
      companyName: demo.companyName,
      companyKey: toCompanyKey(demo.companyName),
      country: 'Pakistan',
      jobTitle: 'HR Manager',
      plan: 'free',
      maxUsers: 15,
      maxAssessments: 1,
      projectType: demo.projectType,
      newUser: false,
    });
  });
}

export async function seedDemo(ctx: AppContext): Promise<void> {
  for (const demo of demoAdmins) {
    if (!(await findUserByEmail(ctx.db, demo.email))) {
      await createDemoAdmin(ctx, demo);
    }
    process.stdout.write(`  Demo ${demo.projectType} admin: ${demo.email} / ${demo.password}\n`);
  }
}

/** The demo admin's account id (the demo event's owner), creating the admin when missing. */
export async function demoAccountId(ctx: AppContext, demo: DemoAdmin): Promise<string> {
  let user = await findUserByEmail(ctx.db, demo.email);
  if (!user) {
    await createDemoAdmin(ctx, demo);
    user = await findUserByEmail(ctx.db, demo.email);
  }
  const [account] = user
    ? await ctx.db.select({ id: admins.id }).from(admins).where(eq(admins.userId, user.id))
    : [];
  if (!account) {
    throw new Error(`${demo.email} exists without an admin record`);
  }
  return account.id;
}
