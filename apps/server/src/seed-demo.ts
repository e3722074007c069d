import { toCompanyKey } from '@app/domain';
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

export async function seedDemo(ctx: AppContext): Promise<void> {
  for (const demo of demoAdmins) {
    if (!(await findUserByEmail(ctx.db, demo.email))) {
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
    process.stdout.write(`  Demo ${demo.projectType} admin: ${demo.email} / ${demo.password}\n`);
  }
}
