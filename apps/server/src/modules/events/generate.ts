import { randomInt } from 'node:crypto';
import {
  bankLevelFor,
  effectiveLimits,
  finalFlag,
  type GameItem,
  levelPassingScore,
  levelQuestionNeeds,
  levelTime,
  levelTotals,
  MINI_LEVEL_MIN_ATTEMPT,
  MINI_LEVEL_TOTAL,
  type ProjectType,
  pickMix,
  pipeJoin,
  planLevels,
  sumAttempts,
  wizardEventId,
  wizardMessages,
} from '@app/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  aceGames,
  admins,
  characters,
  competencies,
  difficulties,
  eventCharacters,
  eventLevels,
  eventQuestions,
  events,
  miniGames,
  questionBank,
  storedFiles,
} from '../../db/schema';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage';
import { assertFileKind } from '../files/service';

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
  logoFileId: string | null;
  introVideoFileId: string | null;
  launchDate: string | null;
  closingDate: string | null;
};

export type Progress = (stage: string, percent: number) => void;

type BankRow = typeof questionBank.$inferSelect;
type LevelRow = typeof eventLevels.$inferInsert;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export async function accountFor(db: DbOrTx, principal: Principal) {
  const [account] = await db.select().from(admins).where(eq(admins.id, principal.accountId));
  if (!account) {
    throw new AppError('NOT_FOUND', 'Account not found');
  }
  return account;
}

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
  const [existing] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (existing) {
    throw new AppError('CONFLICT', wizardMessages.nameTaken, {
      code: 'NAME_TAKEN',
      fields: { assessmentName: wizardMessages.nameTaken },
    });
  }
  return eventId;
}

/** Name clash and plan limit: checked before anything is written, and again inside the write. */
export async function checkEventAllowed(db: DbOrTx, principal: Principal, spec: EventSpec) {
  const account = await accountFor(db, principal);
  const eventId = await assertNameFree(db, account, spec.assessmentName);
  const [owned] = await db
    .select({ n: count() })
    .from(events)
    .where(eq(events.accountId, account.id));
  const { maxAssessments } = effectiveLimits(account);
  if ((owned?.n ?? 0) >= maxAssessments) {
    throw new AppError('FORBIDDEN', wizardMessages.planLimit(maxAssessments), {
      code: 'PLAN_LIMIT',
    });
  }
  return { account, eventId };
}

type QuestionPlan = { levels: LevelRow[]; sets: Map<string, BankRow[]>; problems: string[] };

/**
 * Lays out the levels and draws each numbered level's questions from the bank, without
 * repeating a question anywhere in the game. Writes nothing: the wizard uses it to name
 * shortages before generating.
 */
export async function planEvent(
  db: DbOrTx,
  projectType: ProjectType,
  spec: EventSpec,
): Promise<QuestionPlan> {
  const [points] = await db
    .select({ passingScore: difficulties.passingScore })
    .from(difficulties)
    .where(sql`lower(${difficulties.name}) = ${spec.difficulty.toLowerCase()}`);
  const difficultyPoints = points?.passingScore ?? (spec.difficulty === 'Easy' ? 250 : 500);

  const itemIds = spec.items.map((i) => i.id);
  const [minis, aces] = await Promise.all([
    itemIds.length ? db.select().from(miniGames).where(inArray(miniGames.id, itemIds)) : [],
    itemIds.length ? db.select().from(aceGames).where(inArray(aceGames.id, itemIds)) : [],
  ]);
  const gameItems: (GameItem & { goalText: string; time: number; passingScore: number })[] = [];
  for (const item of spec.items) {
    // An item counts only as the kind it was chosen as (a mini game is not a cognitive game).
    const mini = item.kind === 'Game' ? minis.find((m) => m.id === item.id) : undefined;
    const ace = aces.find(
      (a) => a.id === item.id && (a.kind === 'cognitive') === (item.kind === 'Cognitive'),
    );
    if (mini) {
      gameItems.push({
        name: mini.tabName,
        kind: 'Game',
        goalText: mini.goalText,
        time: mini.time,
        passingScore: mini.passingScore,
      });
    } else if (ace) {
      gameItems.push({
        name: ace.name,
        kind: item.kind,
        goalText: ace.secondName,
        time: 120,
        passingScore: 100,
      });
    } else {
      throw new AppError('BAD_REQUEST', 'A chosen game no longer exists; choose the games again', {
        code: 'GAME_MISSING',
      });
    }
  }

  const plan = planLevels(projectType, gameItems);
  const levels: LevelRow[] = plan.map((level, index) => {
    const base = {
      eventId: '',
      tabName: level.tabName,
      final: finalFlag(index, plan.length),
      sortingOrder: index + 1,
    };
    if (level.kind === 'item') {
      const item = gameItems.find((g) => g.name === level.tabName);
      return {
        ...base,
        type: level.item.kind,
        passingScore: item?.passingScore ?? 100,
        time: item?.time ?? 120,
        totalQuestion: MINI_LEVEL_TOTAL,
        minAttempt: MINI_LEVEL_MIN_ATTEMPT,
        difficulty: spec.difficulty,
        goalText: item?.goalText ?? '',
      };
    }
    return {
      ...base,
      type: 'Level',
      passingScore: levelPassingScore(level.attempts, projectType, difficultyPoints),
      time: levelTime(level.attempts),
      totalQuestion: pipeJoin(levelTotals(level.attempts, projectType)),
      minAttempt: pipeJoin(level.attempts),
      difficulty: spec.difficulty,
      goalText: `Answer at least ${sumAttempts(level.attempts)} questions well to pass level ${level.number}.`,
    };
  });

  const competencyIds = spec.competencies.map((c) => c.id);
  // Names come from the catalog, not from the client's draft.
  const known = competencyIds.length
    ? await db
        .select({ id: competencies.id, name: competencies.name })
        .from(competencies)
        .where(inArray(competencies.id, competencyIds))
    : [];
  if (known.length !== competencyIds.length) {
    throw new AppError(
      'BAD_REQUEST',
      'A chosen competency no longer exists; choose the competencies again',
      {
        code: 'COMPETENCY_MISSING',
      },
    );
  }
  spec.competencies = competencyIds.map((id) => ({
    id,
    name: known.find((k) => k.id === id)?.name ?? '',
  }));
  const bank = competencyIds.length
    ? await db.select().from(questionBank).where(inArray(questionBank.competencyId, competencyIds))
    : [];
  const used = new Set<string>();
  const sets = new Map<string, BankRow[]>();
  const problems: string[] = [];
  for (const level of plan) {
    if (level.kind !== 'numbered') {
      continue;
    }
    const bankLevel = bankLevelFor(level.number);
    // The Easy share is apportioned over the whole level (75/25 or 50/50 within one question).
    const needsByCompetency = levelQuestionNeeds(
      levelTotals(level.attempts, projectType),
      spec.competencies.length,
      spec.difficulty,
    );
    const picked: BankRow[] = [];
    for (const [index, competency] of spec.competencies.entries()) {
      for (const need of needsByCompetency[index] ?? []) {
        if (need.easy + need.hard === 0) {
          continue;
        }
        const pool = bank.filter(
          (q) =>
            q.competencyId === competency.id &&
            q.level === bankLevel &&
            q.type === need.type &&
            !used.has(q.id),
        );
        const mix = pickMix(
          {
            easy: shuffled(pool.filter((q) => q.difficulty === 'Easy')),
            hard: shuffled(pool.filter((q) => q.difficulty === 'Hard')),
          },
          need,
        );
        if (!mix) {
          const message = wizardMessages.bankShort(competency.name, bankLevel, need.type);
          if (!problems.includes(message)) {
            problems.push(message);
          }
          continue;
        }
        for (const q of mix) {
          used.add(q.id);
        }
        picked.push(...mix);
      }
    }
    sets.set(level.tabName, picked);
  }
  return { levels, sets, problems };
}

/**
 * Generates the whole event in one transaction (part B §4): the event, its levels, each level's
 * questions, its characters, the stored questions file, and the admin's counters. Any failure
 * leaves nothing of it behind.
 */
export async function generateEvent(
  ctx: AppContext,
  principal: Principal,
  spec: EventSpec,
  progress: Progress = () => undefined,
): Promise<{ eventId: string }> {
  return ctx.db.transaction(async (tx) => {
    // One generation at a time per account, so two tabs cannot both pass the plan limit.
    await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.id, principal.accountId))
      .for('update');
    const { account, eventId } = await checkEventAllowed(tx, principal, spec);
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
    await tx.insert(events).values({
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
      logoFileId: spec.logoFileId,
      introVideoFileId: spec.introVideoFileId,
      selection: await selectionOf(tx, spec),
    });

    progress('Creating Levels', 10);
    const levels = await tx
      .insert(eventLevels)
      .values(plan.levels.map((l) => ({ ...l, eventId })))
      .returning();

    progress('Adding Questions', 40);
    const questionRows = levels.flatMap((level) =>
      (plan.sets.get(level.tabName) ?? []).map((q, position) => ({
        eventId,
        levelId: level.id,
        bankQuestionId: q.id,
        position: position + 1,
        type: q.type,
        ability: spec.competencies.find((c) => c.id === q.competencyId)?.name ?? '',
        difficulty: q.difficulty,
        name: q.name,
        subject: q.subject,
        email: q.email,
        question: q.question,
        answers: q.answers,
        animations: q.animations,
        ratings: q.ratings,
        reward: q.reward,
      })),
    );
    for (let start = 0; start < questionRows.length; start += 1000) {
      await tx.insert(eventQuestions).values(questionRows.slice(start, start + 1000));
    }

    progress('Adding Characters', 55);
    const cast = await tx.select().from(characters);
    if (cast.length > 0) {
      await tx
        .insert(eventCharacters)
        .values(cast.map((c) => ({ eventId, key: c.key, name: c.name })));
    }

    progress('Saving Questions', 70);
    const file = await storeQuestionsFile(ctx, tx, eventId, levels, questionRows);
    await tx.update(events).set({ questionsFileId: file }).where(eq(events.id, eventId));
    await tx
      .update(admins)
      .set({
        assessmentsCount: sql`${admins.assessmentsCount} + 1`,
        newUser: false,
        lastEventId: eventId,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, account.id));
    progress('Done', 100);
    return { eventId };
  });
}

async function selectionOf(tx: Tx, spec: EventSpec) {
  const names = async (kind: 'Game' | 'Cognitive' | 'Aptitude') => {
    const ids = spec.items.filter((i) => i.kind === kind).map((i) => i.id);
    if (ids.length === 0) {
      return [];
    }
    const table = kind === 'Game' ? miniGames : aceGames;
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id) ?? { id, name: '' });
  };
  return {
    competencies: spec.competencies,
    games: await names('Game'),
    cognitive: await names('Cognitive'),
    aptitude: await names('Aptitude'),
  };
}

/** The spec's eventQuestions: every question of the game as one JSON file. */
async function storeQuestionsFile(
  ctx: AppContext,
  tx: Tx,
  eventId: string,
  levels: (typeof eventLevels.$inferSelect)[],
  rows: (typeof eventQuestions.$inferInsert)[],
): Promise<string> {
  const document = {
    eventId,
    levels: levels.map((l) => ({
      levelName: l.tabName,
      questions: rows
        .filter((q) => q.levelId === l.id)
        .map(({ eventId: _e, levelId: _l, bankQuestionId: _b, ...q }) => q),
    })),
  };
  const data = Buffer.from(JSON.stringify(document));
  const key = newStorageKey('event-questions', 'json');
  await ctx.storage.put(key, data);
  const [file] = await tx
    .insert(storedFiles)
    .values({
      storageKey: key,
      kind: 'event-questions',
      contentType: 'application/json',
      size: data.length,
      originalName: `${eventId}_questions.json`,
    })
    .returning({ id: storedFiles.id });
  if (!file) {
    throw new Error('file insert returned nothing');
  }
  return file.id;
}
