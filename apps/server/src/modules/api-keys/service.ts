import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, type ApiKey, type ApiKeyCreated, apiKeyMessages } from '@app/domain';
import type { Tx } from '../../db/client';
import type { AccountScope, Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import * as q from './queries';

/**
 * SHA-256, not bcrypt: the secret is 256 random bits, beyond any guessing, so a slow hash would
 * protect nothing and cost every API request its time; a fast, deterministic one also lets the
 * lookup be a single probe of the unique index (no per-key comparison to time).
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function newKey(): { key: string; prefix: string } {
  const prefix = `ak_${randomBytes(4).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

function toApiKey(row: q.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: AppContext, scope: AccountScope): Promise<ApiKey[]> {
  return (await q.listKeys(ctx.db, scope.accountId)).map(toApiKey);
}

export async function createApiKey(
  ctx: AppContext,
  scope: AccountScope,
  input: { name: string },
  actor: AuditActor,
): Promise<ApiKeyCreated> {
  const { key, prefix } = newKey();
  return ctx.db.transaction(async (tx) => {
    const id = await q.insertKey(tx, {
      accountId: scope.accountId,
      name: input.name,
      prefix,
      keyHash: hashKey(key),
      createdBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      accountId: scope.accountId,
      action: 'apiKey.create',
      target: { type: 'apiKey', id },
      details: { name: input.name, prefix },
    });
    const row = await q.findKey(tx, scope.accountId, id);
    if (!row) {
      throw new Error('created api key not found');
    }
    return { key, apiKey: toApiKey(row) };
  });
}

/** Why every key of an account was revoked at once (filed with each key's entry). */
export type KeysRevokedBecause = 'passwordReset' | 'emailChange' | 'block';

/**
 * Account recovery ends what the old owner of the account could still use: a password reset,
 * an e-mail change or a block revokes every live key, each with its audit entry, in the
 * caller's transaction. Returns how many (the owner's mail says so).
 */
export async function revokeKeysOfAccount(
  tx: Tx,
  accountId: string,
  actor: AuditActor,
  reason: KeysRevokedBecause,
): Promise<number> {
  const revoked = await q.revokeAllKeys(tx, accountId);
  for (const key of revoked) {
    await recordAudit(tx, actor, {
      accountId,
      action: 'apiKey.revoke',
      target: { type: 'apiKey', id: key.id },
      details: { name: key.name, prefix: key.prefix, reason },
    });
  }
  return revoked.length;
}

/**
 * Idempotent: revoking a revoked key answers alike and files nothing more, so parallel revokes
 * leave one entry. Another account's key answers as a missing one.
 */
export async function revokeApiKey(
  ctx: AppContext,
  scope: AccountScope,
  keyId: string,
  actor: AuditActor,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const revoked = await q.revokeKey(tx, scope.accountId, keyId);
    if (revoked) {
      await recordAudit(tx, actor, {
        accountId: scope.accountId,
        action: 'apiKey.revoke',
        target: { type: 'apiKey', id: revoked.id },
        details: { name: revoked.name, prefix: revoked.prefix },
      });
      return;
    }
    if (!(await q.findKey(tx, scope.accountId, keyId))) {
      throw new AppError('NOT_FOUND', apiKeyMessages.notFound);
    }
  });
}

/**
 * The principal a bearer key acts as: its account's admin with the key's id, never the super
 * admin's powers (a key of the super admin's own account is an admin of that account). Null for
 * a malformed, unknown or revoked key and for a blocked account.
 */
export async function principalOfKey(ctx: AppContext, key: string): Promise<Principal | null> {
  if (!API_KEY_PATTERN.test(key)) {
    return null;
  }
  const row = await q.findLiveKeyByHash(ctx.db, hashKey(key));
  if (!row?.account.active || row.owner.banned) {
    return null;
  }
  await q.touchKey(ctx.db, row.key.id);
  return {
    userId: row.owner.id,
    accountId: row.account.id,
    email: row.owner.email,
    name: row.key.name,
    role: 'admin',
    projectType: row.account.projectType,
    plan: row.account.plan,
    newUser: row.account.newUser,
    companyName: row.account.companyName,
    lastEventId: row.account.lastEventId,
    apiKeyId: row.key.id,
  };
}
