import {
  accessMessages,
  type GenerationLine,
  type ProjectType,
  stepProblem,
  type WizardDraft,
  wizardDraftSchema,
  wizardMessages,
  wizardSteps,
} from '@app/domain';
import type { AccountScope } from '../../platform/access';
import { findAccount } from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  assertNameFree,
  checkEventAllowed,
  type EventSpec,
  generateEvent,
  planEvent,
} from './generate';
import { eventLinks } from './links';
import { deleteDraft, findDraft, upsertDraft } from './queries';
import { accountToday } from './service';

/** The account's draft, or null when there is none or it no longer parses. */
export async function loadDraft(ctx: AppContext, scope: AccountScope): Promise<WizardDraft | null> {
  const parsed = wizardDraftSchema.safeParse(await findDraft(ctx.db, scope.accountId));
  return parsed.success ? parsed.data : null;
}

/** Part B §4: a name already used is reported at step 1, not after every step and upload. */
export async function saveDraft(ctx: AppContext, scope: AccountScope, draft: WizardDraft) {
  if (draft.info) {
    await assertNameFree(
      ctx.db,
      await findAccount(ctx.db, scope.accountId),
      draft.info.assessmentName,
    );
  }
  await upsertDraft(ctx.db, scope.accountId, draft);
  return draft;
}

export async function discardDraft(ctx: AppContext, scope: AccountScope) {
  await deleteDraft(ctx.db, scope.accountId);
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
    source: draft.flow === 'easyFlow' ? 'easyFlow' : 'wizard',
    assessmentName: draft.info.assessmentName,
    assessmentFor: draft.info.assessmentFor,
    difficulty: draft.info.difficulty,
    candidateFlow: projectType === 'progress' ? false : draft.info.candidateFlow,
    competencies: draft.competencies ?? [],
    items,
    registrationFields: draft.registrationFields ?? [],
    loginMethods: draft.loginMethods ?? [],
    openRegistration: draft.openRegistration ?? false,
    logoFileId: draft.logo?.fileId ?? null,
    introVideoFileId: draft.introVideo?.fileId ?? null,
    launchDate: draft.launchDate ?? null,
    closingDate: draft.closingDate ?? null,
  };
}

/** The draft as a spec, refused up front (name, plan limit) before anything streams. */
export async function draftSpec(ctx: AppContext, scope: AccountScope, projectType: ProjectType) {
  const spec = specFromDraft(
    await loadDraft(ctx, scope),
    projectType,
    await accountToday(ctx.db, scope.accountId),
  );
  const { eventId } = await checkEventAllowed(ctx, scope, spec);
  return { spec, eventId };
}

/** Before generating: the event id it would get and which banks are short. */
export async function checkDraft(ctx: AppContext, scope: AccountScope, projectType: ProjectType) {
  const { spec, eventId } = await draftSpec(ctx, scope, projectType);
  const plan = await planEvent(ctx.db, projectType, spec);
  return { eventId, problems: plan.problems };
}

/**
 * Generates the game and discards the draft, sending each progress line; a failure is sent
 * as the last line (the stream has begun, so its status is 200 either way).
 */
export async function generateFromDraft(
  ctx: AppContext,
  scope: AccountScope,
  spec: EventSpec,
  send: (line: GenerationLine) => void,
  logFailure: (error: unknown) => void,
): Promise<void> {
  try {
    // The draft goes in the game's transaction: a crash after the game committed must not
    // leave the draft behind to be generated again.
    const { eventId } = await generateEvent(
      ctx,
      scope,
      spec,
      (stage, percent) => send({ stage, percent }),
      (tx) => deleteDraft(tx, scope.accountId),
    );
    send({ done: true, eventId, gameLink: eventLinks(ctx, eventId, false).gameLink });
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) {
      logFailure(error);
    }
    send({
      error: {
        code: known ? error.code : 'INTERNAL',
        message: known ? error.message : accessMessages.internal,
      },
    });
  }
}
