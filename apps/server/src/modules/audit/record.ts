import type { AuditAction, AuditActorRole, AuditDetails, AuditTargetType } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { principalOf } from '../../platform/access';

/**
 * Who acts and from where, taken from the request by the route and handed to the service, which
 * files it with the action. The address is Fastify's `request.ip`: the client's own behind
 * TRUST_PROXY=true, else the connection's peer.
 */
export type AuditActor = {
  userId: string | null;
  email: string | null;
  role: AuditActorRole;
  ip: string | null;
  requestId: string | null;
  /** The API key's name when a key, not a console session, acted (filed in the details). */
  apiKeyName?: string;
};

export function auditActorOf(request: FastifyRequest): AuditActor {
  const principal = principalOf(request);
  if (principal.apiKeyId) {
    // A key acts as its account's admin (principalOfKey), but the log says it was the key: the
    // admin who owns it answers for it, and its name tells which integration it was.
    return {
      userId: `api-key:${principal.apiKeyId}`,
      email: principal.email,
      role: 'apiKey',
      ip: request.ip,
      requestId: request.id,
      apiKeyName: principal.name,
    };
  }
  return {
    userId: principal.userId,
    email: principal.email,
    role: principal.role,
    ip: request.ip,
    requestId: request.id,
  };
}

/** Work no person started (a payment provider's webhook): no user, no meaningful address. */
export function systemActor(requestId: string | null): AuditActor {
  return { userId: null, email: null, role: 'system', ip: null, requestId };
}

export type AuditRecord = {
  /** The account the action concerns; null for the platform's own data (catalog, pricing). */
  accountId: string | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  eventId?: string;
  details?: AuditDetails;
};

function withoutEmpty(details: AuditDetails): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value !== null) {
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * Files one entry. Call it inside the action's own transaction, after the action's writes
 * succeeded: the entry then exists exactly when the action does (a rolled-back action leaves
 * none, and an action cannot commit without its entry).
 */
export async function recordAudit(tx: Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditEntries).values({
    accountId: record.accountId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    eventId: record.eventId ?? null,
    details: withoutEmpty({
      ...record.details,
      ...(actor.apiKeyName === undefined ? {} : { apiKey: actor.apiKeyName }),
    }),
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
