import { describe, expect, it } from 'vitest';
import { auditActionLabels, auditActions } from './actions';
import { adminAuditListQuerySchema, auditListQuerySchema } from './schemas';

describe('audit list query', () => {
  it('defaults to the first page of 25 and lower-cases the actor prefix', () => {
    expect(auditListQuerySchema.parse({ actor: '  Ann@X ' })).toEqual({
      actor: 'ann@x',
      page: 1,
      pageSize: '25',
    });
  });

  it('refuses a range that ends before it starts', () => {
    const result = auditListQuerySchema.safeParse({
      from: '2026-05-02T00:00:00.000Z',
      to: '2026-05-01T00:00:00.000Z',
    });
    expect(result.success).toBe(false);
  });

  it('refuses an action outside the closed list', () => {
    expect(auditListQuerySchema.safeParse({ action: 'account.delete' }).success).toBe(false);
  });

  it('lets only the super admin query name an account', () => {
    const id = '0190d3a4-7f7e-7c1a-9d2b-1f2e3d4c5b6a';
    expect(adminAuditListQuerySchema.parse({ accountId: id }).accountId).toBe(id);
    expect(auditListQuerySchema.parse({ accountId: id })).not.toHaveProperty('accountId');
  });
});

describe('audit actions', () => {
  it('has a label for every action', () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual([...auditActions].sort());
  });
});
