import { type AuditAction, type AuditTargetType, LEVEL_CSV_COLUMNS } from '@app/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { aGame, anAdmin, aParticipant, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, apply } from '../candidates/candidate-fixture';
import { numberedLevel, smsQuestion } from '../levels/level-fixture';
import {
  allEntries,
  CLIENT_IP,
  call,
  deliverCheckout,
  STRIPE_SECRET,
  uploadCsv,
} from './audit-fixture';

const file = useTestApp({
  stripe: { secretKey: 'sk_test_dummy', webhookSecret: STRIPE_SECRET },
  candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 },
});
let app: FastifyInstance;
let root: TestAdmin;
let owner: TestAdmin;
let game: Awaited<ReturnType<typeof aGame>>;
let base: string;

// Each test: the super admin, and an admin with a game (levels 1, Mini 1, 2; two questions on 1).
beforeEach(async () => {
  app = file.app;
  root = await theSuperAdmin(app);
  owner = await anAdmin(app, {
    email: 'owner@alpha.test',
    companyName: 'Alpha Foods',
    account: { maxUsers: 50 },
  });
  game = await aGame(app, owner);
  base = `/api/events/${game.id}`;
});

const numbered = numberedLevel;
const question = () => smsQuestion(game);
const firstQuestionId = async () =>
  (await call(app, owner, 'GET', `${base}/levels/1`)).json().questions[0].id as string;
const download = async (url: string) => (await call(app, owner, 'GET', url)).rawPayload;

type Expected = {
  action: AuditAction;
  targetType: AuditTargetType;
  /** Read after the action ran: some targets (a new question, a competency) get their id then. */
  targetId: (response: LightMyRequestResponse) => string;
  by: 'root' | 'owner' | 'system';
  /** The account the entry names: the owner's, or null for the platform's own data. */
  account: 'owner' | null;
  event?: boolean;
};
/** The id a case's action went to, when the answer does not carry it (a 204). */
let lastTarget = '';
type Case = [string, () => Promise<LightMyRequestResponse>, Expected];

const accountTarget = () => owner.accountId;
const cases: Case[] = [
  [
    'blocking an account',
    () =>
      call(app, root, 'PUT', `/api/admin/accounts/${owner.accountId}/active`, { active: false }),
    {
      action: 'account.block',
      targetType: 'account',
      targetId: accountTarget,
      by: 'root',
      account: 'owner',
    },
  ],
  [
    'unblocking an account',
    () => call(app, root, 'PUT', `/api/admin/accounts/${owner.accountId}/active`, { active: true }),
    {
      action: 'account.unblock',
      targetType: 'account',
      targetId: accountTarget,
      by: 'root',
      account: 'owner',
    },
  ],
  [
    "changing an account's plan",
    () =>
      call(app, root, 'PUT', `/api/admin/accounts/${owner.accountId}/plan`, {
        plan: 'standard',
        maxUsers: 20,
        maxAssessments: 3,
        expiry: null,
      }),
    {
      action: 'account.planChange',
      targetType: 'account',
      targetId: accountTarget,
      by: 'root',
      account: 'owner',
    },
  ],
  [
    'requesting a larger plan',
    () => call(app, owner, 'POST', '/api/account/plan/requests', { planId: 'premium' }),
    {
      action: 'account.planRequest',
      targetType: 'account',
      targetId: accountTarget,
      by: 'owner',
      account: 'owner',
    },
  ],
  [
    "setting the operator's contact address",
    () => call(app, root, 'PUT', '/api/admin/operator-contact', { email: 'ops@platform.test' }),
    {
      action: 'settings.operatorContact',
      targetType: 'setting',
      targetId: () => 'operatorContact',
      by: 'root',
      account: null,
    },
  ],
  [
    "changing an account's e-mail",
    () =>
      call(app, root, 'POST', `/api/admin/accounts/${owner.accountId}/email`, {
        newEmail: 'renamed@alpha.test',
      }),
    {
      action: 'account.emailChange',
      targetType: 'account',
      targetId: accountTarget,
      by: 'root',
      account: 'owner',
    },
  ],
  [
    'a paid checkout applying a plan',
    () => deliverCheckout(app, owner.accountId, 'evt_audit_1'),
    {
      action: 'account.planPurchase',
      targetType: 'account',
      targetId: accountTarget,
      by: 'system',
      account: 'owner',
    },
  ],
  [
    'editing a pricing plan',
    async () => {
      const plans = (await call(app, root, 'GET', '/api/plans')).json().items;
      const { id: _id, ...standard } = plans.find((p: { id: string }) => p.id === 'standard');
      return call(app, root, 'PUT', '/api/admin/plans/standard', { ...standard, price: 59 });
    },
    {
      action: 'pricingPlan.update',
      targetType: 'pricingPlan',
      targetId: () => 'standard',
      by: 'root',
      account: null,
    },
  ],
  [
    'deleting a game',
    () => call(app, owner, 'DELETE', base),
    {
      action: 'event.delete',
      targetType: 'event',
      targetId: () => game.id,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'deleting a participant',
    async () => {
      lastTarget = (await aParticipant(app, { eventId: game.id })).id;
      return call(app, owner, 'DELETE', `${base}/participants/${lastTarget}`);
    },
    {
      action: 'participant.delete',
      targetType: 'participant',
      targetId: () => lastTarget,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'a bulk upload',
    () =>
      uploadCsv(
        app,
        owner,
        `${base}/invitations/bulk`,
        'email\nann@example.com\nbob@example.com\n',
      ),
    {
      action: 'participant.bulkUpload',
      targetType: 'event',
      targetId: () => game.id,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'adding a level',
    () => call(app, owner, 'POST', `${base}/levels`, { ...numbered, tabName: '3' }),
    {
      action: 'level.create',
      targetType: 'level',
      targetId: () => '3',
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'editing a level',
    () => call(app, owner, 'PATCH', `${base}/levels/1`, numbered),
    {
      action: 'level.update',
      targetType: 'level',
      targetId: () => '1',
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'deleting a level',
    () => call(app, owner, 'DELETE', `${base}/levels/2`),
    {
      action: 'level.delete',
      targetType: 'level',
      targetId: () => '2',
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'importing levels',
    async () =>
      uploadCsv(app, owner, `${base}/levels/import`, await download(`${base}/levels.csv`)),
    {
      action: 'level.import',
      targetType: 'event',
      targetId: () => game.id,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'adding a question',
    () => call(app, owner, 'POST', `${base}/levels/1/questions`, question()),
    {
      action: 'question.create',
      targetType: 'question',
      targetId: (r) => r.json().id,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'editing a question',
    async () =>
      call(
        app,
        owner,
        'PATCH',
        `${base}/levels/1/questions/${await firstQuestionId()}`,
        question(),
      ),
    {
      action: 'question.update',
      targetType: 'question',
      targetId: (r) => r.json().id,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'deleting a question',
    async () => {
      lastTarget = await firstQuestionId();
      return call(app, owner, 'DELETE', `${base}/levels/1/questions/${lastTarget}`);
    },
    {
      action: 'question.delete',
      targetType: 'question',
      targetId: () => lastTarget,
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    "importing a level's questions",
    async () =>
      uploadCsv(
        app,
        owner,
        `${base}/levels/1/questions/import`,
        await download(`${base}/levels/1/questions.csv`),
      ),
    {
      action: 'question.import',
      targetType: 'level',
      targetId: () => '1',
      by: 'owner',
      account: 'owner',
      event: true,
    },
  ],
  [
    'adding a competency',
    () =>
      call(app, root, 'POST', '/api/competencies', { name: 'Audit Skills', description: 'Checks' }),
    {
      action: 'competency.create',
      targetType: 'competency',
      targetId: (r) => r.json().competency.id,
      by: 'root',
      account: null,
    },
  ],
  [
    'editing a competency',
    async () => {
      const [first] = (await call(app, root, 'GET', '/api/competencies')).json().items;
      return call(app, root, 'PATCH', `/api/competencies/${first.id}`, { description: 'Edited' });
    },
    {
      action: 'competency.update',
      targetType: 'competency',
      targetId: (r) => r.json().competency.id,
      by: 'root',
      account: null,
    },
  ],
  [
    'deleting a competency',
    async () => {
      const created = await call(app, root, 'POST', '/api/competencies', {
        name: 'Gone Soon',
        description: 'x',
      });
      const entriesBefore = (await allEntries(app)).length;
      lastTarget = created.json().competency.id;
      const response = await call(app, root, 'DELETE', `/api/competencies/${lastTarget}`);
      // The create above wrote its own entry; the case counts from the delete.
      expect((await allEntries(app)).length).toBe(entriesBefore + 1);
      return response;
    },
    {
      action: 'competency.delete',
      targetType: 'competency',
      targetId: () => lastTarget,
      by: 'root',
      account: null,
    },
  ],
];

describe('every audited action writes exactly one entry', () => {
  it.each(cases)('%s', async (_name, perform, expected) => {
    const before = await allEntries(app);
    const response = await perform();
    expect(response.statusCode, response.body).toBeLessThan(300);
    const added = (await allEntries(app)).filter((e) => !before.some((b) => b.id === e.id));
    const ours = expected.action === 'competency.delete' ? added.slice(-1) : added;
    expect(ours).toHaveLength(1);
    const actor = { root, owner, system: null }[expected.by];
    expect(ours[0]).toMatchObject({
      action: expected.action,
      targetType: expected.targetType,
      targetId: expected.targetId(response),
      accountId: expected.account === 'owner' ? owner.accountId : null,
      eventId: expected.event ? game.id : null,
      actorUserId: actor?.userId ?? null,
      actorEmail: actor ? actor.email.toLowerCase() : null,
      actorRole: actor === root ? 'superAdmin' : actor ? 'admin' : 'system',
      ip: actor ? CLIENT_IP : null,
      requestId: response.headers['x-request-id'],
    });
  });

  it('deleting a candidate', async () => {
    const flow = await anOpenFlow(app);
    const applied = await apply(app, flow.event.id);
    const candidateId = applied.json().candidateId as string;
    const before = (await allEntries(app)).length;
    const response = await call(
      app,
      flow.owner,
      'DELETE',
      `/api/events/${flow.event.id}/candidates/${candidateId}`,
    );
    expect(response.statusCode).toBe(204);
    const entries = await allEntries(app);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'candidate.delete',
      targetType: 'candidate',
      targetId: candidateId,
      accountId: flow.owner.accountId,
      eventId: flow.event.id,
      actorUserId: flow.owner.userId,
      ip: CLIENT_IP,
    });
  });

  it('keeps only what the entry needs: old and new plan, counts, no e-mail addresses', async () => {
    await uploadCsv(app, owner, `${base}/invitations/bulk`, 'email\nann@example.com\nbad\n');
    await call(app, root, 'PUT', `/api/admin/accounts/${owner.accountId}/plan`, {
      plan: 'premium',
      maxUsers: 30,
      maxAssessments: 4,
      expiry: null,
    });
    await call(app, root, 'POST', `/api/admin/accounts/${owner.accountId}/email`, {
      newEmail: 'renamed@alpha.test',
    });
    const [bulk, plan, email] = await allEntries(app);
    expect(plan?.details).toMatchObject({ oldPlan: 'free', newPlan: 'premium', maxUsers: 30 });
    expect(email?.details).toEqual({});
    expect(bulk?.details).toEqual({ kind: 'invitations', rows: 2, added: 1 });
    const text = JSON.stringify(await allEntries(app));
    // The actor's own address is copied on purpose (who); no other address is kept.
    for (const address of ['renamed@alpha.test', 'ann@example.com']) {
      expect(text).not.toContain(address);
    }
  });
});

describe('a failed action writes none', () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const failures: [string, () => Promise<LightMyRequestResponse>, number][] = [
    [
      'a bulk upload that is not a CSV',
      () => uploadCsv(app, owner, `${base}/participants/bulk`, 'x', 'people.txt'),
      400,
    ],
    [
      'a bulk upload without its columns',
      () => uploadCsv(app, owner, `${base}/invitations/bulk`, 'name\nAnn\n'),
      400,
    ],
    [
      'a bulk upload over the plan',
      () =>
        uploadCsv(
          app,
          owner,
          `${base}/invitations/bulk`,
          `email\n${Array.from({ length: 60 }, (_, i) => `p${i}@example.com`).join('\n')}\n`,
        ),
      403,
    ],
    [
      'deleting a missing participant',
      () => call(app, owner, 'DELETE', `${base}/participants/${missing}`),
      404,
    ],
    [
      'deleting a missing question',
      () => call(app, owner, 'DELETE', `${base}/levels/1/questions/${missing}`),
      404,
    ],
    ['deleting a missing level', () => call(app, owner, 'DELETE', `${base}/levels/9`), 404],
    [
      'deleting a missing competency',
      () => call(app, root, 'DELETE', `/api/competencies/${missing}`),
      404,
    ],
    [
      'blocking a missing account',
      () => call(app, root, 'PUT', `/api/admin/accounts/${missing}/active`, { active: false }),
      404,
    ],
    [
      'blocking the super admin',
      () =>
        call(app, root, 'PUT', `/api/admin/accounts/${root.accountId}/active`, { active: false }),
      400,
    ],
    [
      'a levels file with a bad row',
      async () => {
        const exported = (await download(`${base}/levels.csv`)).toString();
        const bad = ['9', 'n', '750', '60', '3|1|1', '2|1|1', 'FALSE', '', 'Nope'];
        expect(bad).toHaveLength(LEVEL_CSV_COLUMNS.length);
        return uploadCsv(
          app,
          owner,
          `${base}/levels/import`,
          `${exported.trimEnd()}\r\n${bad.join(',')}\r\n`,
        );
      },
      200,
    ],
  ];

  it.each(failures)('%s', async (_name, perform, status) => {
    const before = await allEntries(app);
    const response = await perform();
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json().applied).toBe(false);
    }
    expect(await allEntries(app)).toEqual(before);
  });

  it("another account's admin deleting the owner's participant: a missing game's answer, and no entry", async () => {
    const stranger = await anAdmin(app, { email: 'eve@beta.test', companyName: 'Beta Motors' });
    const person = await aParticipant(app, { eventId: game.id });
    const before = await allEntries(app);
    const theirs = await call(app, stranger, 'DELETE', `${base}/participants/${person.id}`);
    const missing = await call(
      app,
      stranger,
      'DELETE',
      `/api/events/9x9x/participants/${person.id}`,
    );
    expect(theirs.statusCode).toBe(missing.statusCode);
    expect(theirs.json().error.message).toBe(missing.json().error.message);
    expect(await allEntries(app)).toEqual(before);
  });
});
