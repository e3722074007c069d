import { z } from 'zod/mini';
import { pageOf } from '../api-envelopes';
import { auditActions, auditActorRoles, auditTargetTypes } from './actions';
import { auditMessages } from './messages';

export const AUDIT_PAGE_SIZES = ['10', '25', '50'] as const;

/**
 * GET /api/audit (an admin's own account) and GET /api/admin/audit (the super admin; it alone
 * may name an account). `from` is inclusive and `to` exclusive, both instants: the console turns
 * the picked days into its own midnight, so a day means the viewer's day.
 */
const listFilters = {
  action: z.optional(z.enum(auditActions)),
  /** The start of the actor's e-mail address. */
  actor: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.enum(AUDIT_PAGE_SIZES), '25'),
};

const rangeInOrder = z.refine<{ from?: string; to?: string }>(
  (q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to),
  { message: auditMessages.invalidRange, path: ['to'] },
);

export const auditListQuerySchema = z.object(listFilters).check(rangeInOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const adminAuditListQuerySchema = z
  .object({ ...listFilters, accountId: z.optional(z.uuid()) })
  .check(rangeInOrder);
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuerySchema>;

/** Stored without empty values, so each one is a plain scalar (and client generators agree). */
export const auditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for platform-level actions (the catalog, pricing plans). */
  accountId: z.nullable(z.string()),
  /** The account's company now, or null when the account is gone or there is none. */
  companyName: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
  actorRole: z.enum(auditActorRoles),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  eventId: z.nullable(z.string()),
  details: auditDetailsSchema,
  ip: z.nullable(z.string()),
  requestId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
