import type { AuditListQuery } from '@app/domain';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, auditEntries } from '../../db/schema';

/** Whose entries a reader sees: one account's, or (the super admin) all, or one it names. */
export type AuditReadScope =
  | { kind: 'account'; accountId: string }
  | { kind: 'all'; accountId?: string };

const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(scope: AuditReadScope, query: AuditListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (scope.accountId) {
    where.push(eq(auditEntries.accountId, scope.accountId));
  }
  if (query.action) {
    where.push(eq(auditEntries.action, query.action));
  }
  if (query.actor) {
    where.push(like(auditEntries.actorEmail, prefix(query.actor)));
  }
  if (query.from) {
    where.push(gte(auditEntries.createdAt, new Date(query.from)));
  }
  if (query.to) {
    where.push(lt(auditEntries.createdAt, new Date(query.to)));
  }
  return and(...where);
}

export async function findAuditEntries(
  db: DbOrTx,
  scope: AuditReadScope,
  query: AuditListQuery,
  pageSize: number,
) {
  const where = conditions(scope, query);
  const [rows, total] = await Promise.all([
    db
      .select({ entry: auditEntries, companyName: admins.companyName })
      .from(auditEntries)
      // No foreign key (entries outlive accounts): a deleted account joins to nothing.
      .leftJoin(admins, eq(admins.id, auditEntries.accountId))
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
