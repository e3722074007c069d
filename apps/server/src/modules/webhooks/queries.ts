import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** Every query takes the account and filters by it: another account's id finds nothing. */
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listEndpoints(db: DbOrTx, accountId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

/**
 * Counts the account's endpoints under a lock on the account's row (locking the endpoints
 * would not hold back a create when there are none yet), so parallel creates cannot both pass
 * the per-account limit.
 */
export async function countEndpointsLocked(db: DbOrTx, accountId: string): Promise<number> {
  await db.select({ id: admins.id }).from(admins).where(eq(admins.id, accountId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId));
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(
  db: DbOrTx,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) {
    throw new Error('insertEndpoint: no row');
  }
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  accountId: string,
  id: string,
  change: Partial<Pick<EndpointRow, 'url' | 'eventTypes' | 'active'>>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function pageOfDeliveries(
  db: DbOrTx,
  accountId: string,
  endpointId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.accountId, accountId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Due again now, with a fresh round of attempts; null when it is not this account's. */
export async function resetDelivery(
  db: DbOrTx,
  accountId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.accountId, accountId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    )
    .returning();
  return row ?? null;
}
