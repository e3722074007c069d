import {
  type AdminAuditListQuery,
  type AuditActorRole,
  type AuditEntry,
  type AuditListQuery,
  type AuditPage,
  auditActions,
  auditActorRoles,
  auditTargetTypes,
} from '@app/domain';
import type { AccountScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { type AuditReadScope, findAuditEntries } from './queries';

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

async function listEntries(
  ctx: AppContext,
  scope: AuditReadScope,
  query: AuditListQuery,
): Promise<AuditPage> {
  const pageSize = Number(query.pageSize);
  const { rows, total } = await findAuditEntries(ctx.db, scope, query, pageSize);
  return {
    items: rows.map(
      ({ entry, companyName }): AuditEntry => ({
        id: entry.id,
        createdAt: entry.createdAt.toISOString(),
        accountId: entry.accountId,
        companyName,
        actorEmail: entry.actorEmail,
        // The columns are written from these lists only; the fallbacks keep one odd row readable.
        actorRole: oneOf<AuditActorRole>(auditActorRoles, entry.actorRole, 'system'),
        action: oneOf(auditActions, entry.action, auditActions[0]),
        targetType: oneOf(auditTargetTypes, entry.targetType, auditTargetTypes[0]),
        targetId: entry.targetId,
        eventId: entry.eventId,
        // Written without nulls (recordAudit); a hand-made row's nulls are dropped here too.
        details: Object.fromEntries(
          Object.entries(entry.details).filter(
            (pair): pair is [string, string | number | boolean] => pair[1] !== null,
          ),
        ),
        ip: entry.ip,
        requestId: entry.requestId,
      }),
    ),
    total,
    page: query.page,
    pageSize,
  };
}

/** An admin's own account only: the account comes from the session, never from the query. */
export function listAccountAudit(ctx: AppContext, scope: AccountScope, query: AuditListQuery) {
  return listEntries(ctx, { kind: 'account', accountId: scope.accountId }, query);
}

/** The super admin: every account's and the platform's entries, or one account's. */
export function listAllAudit(ctx: AppContext, query: AdminAuditListQuery) {
  return listEntries(ctx, { kind: 'all', accountId: query.accountId }, query);
}
