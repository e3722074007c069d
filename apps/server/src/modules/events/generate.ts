import { randomInt } from 'node:crypto';
import {
  accessMessages,
  eventQuestionsDocument,
  type GenerationPlan,
  type ProjectType,
  planGeneration,
  wizardEventId,
  wizardMessages,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { AccountScope } from '../../platform/access';
import {
  type AccountRow,
  assertCanAddAssessment,
  findAccount,
  lockAccount,
  wayForwardFor,
} from '../../platform/account-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage';
import { assertFileKind } from '../files/service';
import {
  insertCharacters,
  insertLevels,
  insertQuestions,
  insertQuestionsFile,
  loadGenerationCatalog,
  setQuestionsFile,
} from './generation-queries';
import { countAccountEvents, countEventCreated, eventAccount, insertEvent } from './queries';

export type EventSpec = {
  source: 'wizard' | 'easyFlow';
  assessmentName: string;
  assessmentFor: string;
  difficulty: 'Easy' | 'Hard';
  candidateFlow: boolean;
  competencies: { id: string; name: string }[];
  /** Mini games (progress) or cognitive and aptitude games (ace), in the order chosen. */
  items: { id: string; kind: 'Game' | 'Cognitive' | 'Aptitude' }[];
  registrationFields: string[];
  loginMethods: string[];
  /** Anyone with the game link may sign up (docs/decisions/0019-open-registration.md). */
  openRegistration: boolean;
  logoFileId: string | null;
  introVideoFileId: string | null;
  launchDate: string | null;
  closingDate: string | null;
};

export type Progress = (stage: string, percent: number) => void;
type Plan = Extract<GenerationPlan, { ok: true }>;

/**
 * 'Error! Assessment with this name already created' when the account already has a game of
 * this name. Ids carry the account's companyKey, so only the account's own games can clash.
 */
export async function assertNameFree(
  db: DbOrTx,
  account: { id: string; companyKey: string },
  assessmentName: string,
): Promise<string> {
  const eventId = wizardEventId(account, assessmentName);
  if (await eventAccount(db, eventId)) {
    throw new AppError('CONFLICT', wizardMessages.nameTaken, {
      code: 'NAME_TAKEN',
      fields: { assessmentName: wizardMessages.nameTaken },
    });
  }
  return eventId;
}

async function checkAllowed(
  ctx: Pick<AppContext, 'config'>,
  db: DbOrTx,
  account: AccountRow,
  spec: EventSpec,
) {
  const eventId = await assertNameFree(db, account, spec.assessmentName);
  assertCanAddAssessment(
    account,
    await countAccountEvents(db, account.id),
    wayForwardFor(ctx, account),
  );
  return eventId;
}

/** Name clash and plan limit: checked before anything is written, and again inside the write. */
export async function checkEventAllowed(ctx: AppContext, scope: AccountScope, spec: EventSpec) {
  const account = await findAccount(ctx.db, scope.accountId);
  return { account, eventId: await checkAllowed(ctx, ctx.db, account, spec) };
}

/**
 * Loads the catalog rows and the bank the spec names, and plans the game from them. Writes
 * nothing: the wizard uses it to name shortages before generating.
 */
export async function planEvent(
  db: DbOrTx,
  projectType: ProjectType,
  spec: EventSpec,
): Promise<Plan> {
  const competencyIds = spec.competencies.map((c) => c.id);
  const catalog = await loadGenerationCatalog(db, {
    difficulty: spec.difficulty,
    itemIds: spec.items.map((i) => i.id),
    competencyIds,
  });
  const plan = planGeneration({
    projectType,
    difficulty: spec.difficulty,
    difficultyPoints: catalog.difficultyPoints,
    items: spec.items,
    competencyIds,
    catalog,
    bank: catalog.bank,
    randomInt: (max) => randomInt(max),
  });
  if (!plan.ok) {
    throw new AppError('BAD_REQUEST', plan.message, { code: plan.code });
  }
  return plan;
}

/**
 * Generates the whole event in one transaction (part B §4): load, plan (packages/domain's
 * planGeneration, pure), then write the event, its levels, each level's questions, its
 * characters, the stored questions file and the account's counters. Any failure leaves nothing
 * of it behind.
 */
export async function generateEvent(
  ctx: AppContext,
  scope: AccountScope,
  spec: EventSpec,
  progress: Progress = () => undefined,
  /** The caller's own writes that belong to the generation (the wizard discards its draft). */
  alongside: (tx: Tx) => Promise<void> = async () => undefined,
): Promise<{ eventId: string }> {
  if (scope.readOnly) {
    throw new AppError('FORBIDDEN', accessMessages.forbidden);
  }
  return ctx.db.transaction(async (tx) => {
    // One generation at a time per account, so two tabs cannot both pass the plan limit.
    const account = await lockAccount(tx, scope.accountId);
    const eventId = await checkAllowed(ctx, tx, account, spec);
    await assertFileKind(
      tx,
      spec.logoFileId,
      'image',
      { field: 'logo', message: wizardMessages.mustUploadLogo },
      account.id,
    );
    await assertFileKind(
      tx,
      spec.introVideoFileId,
      'video',
      { field: 'introVideo', message: wizardMessages.mustUploadLogoAndVideo },
      account.id,
    );
    const plan = await planEvent(tx, account.projectType, spec);
    if (plan.problems.length > 0) {
      throw new AppError('BAD_REQUEST', plan.problems.join('; '), { code: 'BANK_SHORT' });
    }

    progress('Creating Event', 0);
    await insertEvent(tx, {
      id: eventId,
      accountId: account.id,
      source: spec.source,
      assessmentName: spec.assessmentName,
      assessmentFor: spec.assessmentFor,
      companyName: account.companyName,
      projectType: account.projectType,
      difficulty: spec.difficulty,
      candidateFlow: spec.candidateFlow,
      launchDate: spec.launchDate,
      closingDate: spec.closingDate,
      registrationFields: spec.registrationFields,
      loginMethods: spec.loginMethods,
      openRegistration: spec.openRegistration,
      logoFileId: spec.logoFileId,
      introVideoFileId: spec.introVideoFileId,
      selection: plan.selection,
    });

    progress('Creating Levels', 10);
    const levelIds = await insertLevels(tx, eventId, plan.levels);

    progress('Adding Questions', 40);
    await insertQuestions(
      tx,
      eventId,
      plan.levels.flatMap((level) =>
        level.questions.map((q) => ({ ...q, levelId: levelIds.get(level.tabName) ?? '' })),
      ),
    );

    progress('Adding Characters', 55);
    await insertCharacters(tx, eventId, plan.characters);

    progress('Saving Questions', 70);
    const data = questionsDocument(eventId, plan);
    const storageKey = newStorageKey('event-questions', 'json');
    await ctx.storage.put(storageKey, data);
    const fileId = await insertQuestionsFile(tx, {
      storageKey,
      size: data.length,
      originalName: `${eventId}_questions.json`,
    });
    await setQuestionsFile(tx, eventId, fileId);
    await countEventCreated(tx, account.id, eventId);
    await alongside(tx);
    progress('Done', 100);
    return { eventId };
  });
}

/** The spec's eventQuestions: every question of the game as one JSON file. */
function questionsDocument(eventId: string, plan: Plan): Buffer {
  return Buffer.from(
    JSON.stringify(
      eventQuestionsDocument(
        eventId,
        plan.levels.map((level) => ({ levelName: level.tabName, questions: level.questions })),
      ),
    ),
  );
}
