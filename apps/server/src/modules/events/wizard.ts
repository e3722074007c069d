import {
  errorBodySchema,
  type GenerationLine,
  type ProjectType,
  stepProblem,
  type WizardDraft,
  wizardDraftSchema,
  wizardMessages,
  wizardSteps,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventDrafts } from '../../db/schema';
import { type AccountScope, accountScopeOf, principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findAccount } from '../accounts/limits';
import {
  assertNameFree,
  checkEventAllowed,
  type EventSpec,
  generateEvent,
  planEvent,
} from './generate';
import { eventLinks } from './links';
import { accountToday } from './service';

const tags = ['wizard'];

async function loadDraft(ctx: AppContext, scope: AccountScope): Promise<WizardDraft | null> {
  const [row] = await ctx.db
    .select()
    .from(eventDrafts)
    .where(eq(eventDrafts.accountId, scope.accountId));
  if (!row) {
    return null;
  }
  const parsed = wizardDraftSchema.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}

/** The whole draft must be complete; the first incomplete step is named, as the wizard shows it. */
export function specFromDraft(
  draft: WizardDraft | null,
  projectType: ProjectType,
  today: string,
): EventSpec {
  if (!draft?.info) {
    throw new AppError('BAD_REQUEST', wizardMessages.eventLost, { code: 'EVENT_LOST' });
  }
  for (const step of wizardSteps(projectType)) {
    const problem = stepProblem(step, draft, projectType, today);
    if (problem) {
      throw new AppError('BAD_REQUEST', problem, {
        code: 'STEP_INCOMPLETE',
        fields: { [step]: problem },
      });
    }
  }
  const items =
    projectType === 'progress'
      ? (draft.games ?? []).map((g) => ({ id: g.id, kind: 'Game' as const }))
      : [
          ...(draft.cognitive ?? []).map((g) => ({ id: g.id, kind: 'Cognitive' as const })),
          ...(draft.aptitude ?? []).map((g) => ({ id: g.id, kind: 'Aptitude' as const })),
        ];
  return {
    source: 'wizard',
    assessmentName: draft.info.assessmentName,
    assessmentFor: draft.info.assessmentFor,
    difficulty: draft.info.difficulty,
    candidateFlow: projectType === 'progress' ? false : draft.info.candidateFlow,
    competencies: draft.competencies ?? [],
    items,
    registrationFields: draft.registrationFields ?? [],
    loginMethods: draft.loginMethods ?? [],
    logoFileId: draft.logo?.fileId ?? null,
    introVideoFileId: draft.introVideo?.fileId ?? null,
    launchDate: draft.launchDate ?? null,
    closingDate: draft.closingDate ?? null,
  };
}

export const wizardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const draftResponse = z.object({ draft: wizardDraftSchema.nullable() });

  app.get(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The admin's wizard draft, or null",
        response: { 200: draftResponse },
      },
    },
    async (request) => ({ draft: await loadDraft(ctx, accountScopeOf(request)) }),
  );

  app.put(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Save the wizard draft (the whole draft); a game name the account already used is refused (409 NAME_TAKEN)',
        body: wizardDraftSchema,
        response: { 200: draftResponse, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const scope = accountScopeOf(request);
      // Part B §4: a name already used is reported at step 1, not after every step and upload.
      if (request.body.info) {
        await assertNameFree(
          ctx.db,
          await findAccount(ctx.db, scope.accountId),
          request.body.info.assessmentName,
        );
      }
      await ctx.db
        .insert(eventDrafts)
        .values({ accountId: scope.accountId, data: request.body })
        .onConflictDoUpdate({
          target: eventDrafts.accountId,
          set: { data: request.body, updatedAt: new Date() },
        });
      return { draft: request.body };
    },
  );

  app.delete(
    '/api/wizard/draft',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Discard the wizard draft', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await ctx.db
        .delete(eventDrafts)
        .where(eq(eventDrafts.accountId, accountScopeOf(request).accountId));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/wizard/check',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Before generating: the name, the plan limit and which banks are short',
        response: {
          200: z.object({ eventId: z.string(), problems: z.array(z.string()) }),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const scope = accountScopeOf(request);
      const spec = specFromDraft(
        await loadDraft(ctx, scope),
        principal.projectType,
        await accountToday(ctx.db, scope.accountId),
      );
      const { eventId } = await checkEventAllowed(ctx.db, scope, spec);
      const plan = await planEvent(ctx.db, principal.projectType, spec);
      return { eventId, problems: plan.problems };
    },
  );

  app.post(
    '/api/wizard/generate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Generate the game from the draft; streams NDJSON progress lines, then the result',
        response: { 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const scope = accountScopeOf(request);
      const spec = specFromDraft(
        await loadDraft(ctx, scope),
        principal.projectType,
        await accountToday(ctx.db, scope.accountId),
      );
      // Refusals known up front keep their status code; the rest is streamed.
      await checkEventAllowed(ctx.db, scope, spec);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
      });
      const send = (line: GenerationLine) => raw.write(`${JSON.stringify(line)}\n`);
      try {
        const { eventId } = await generateEvent(ctx, scope, spec, (stage, percent) =>
          send({ stage, percent }),
        );
        await ctx.db.delete(eventDrafts).where(eq(eventDrafts.accountId, scope.accountId));
        send({ done: true, eventId, gameLink: eventLinks(ctx, eventId, false).gameLink });
      } catch (error) {
        const known = error instanceof AppError;
        if (!known) {
          request.log.error({ err: error }, 'generation failed');
        }
        send({
          error: {
            code: known ? error.code : 'INTERNAL',
            message: known ? error.message : 'Something went wrong. Please try again.',
          },
        });
      }
      raw.end();
    },
  );
};
