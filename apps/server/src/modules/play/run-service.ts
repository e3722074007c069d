import {
  ANSWER_GRACE_SECONDS,
  BEGIN_ALLOWANCE_SECONDS,
  levelOpen,
  type PlayAnswerInput,
  type PlayAnswerResult,
  type PlayRun,
  type PlayRunResult,
  pastAnswerGrace,
  playMessages,
  type Rating,
} from '@app/domain';
import type { PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { markStarted } from '../participants/tracking';
import { recordAnswer, type StoredAnswer } from './answer-queries';
import { kindOfLevel, loadItemContent, loadRunContent, withCharacters } from './content';
import { openEvent } from './entry-service';
import { maxPoints, publicItems, rateAnswer } from './items';
import { endRunInTx } from './level-end';
import { itemsWithChoicesOut } from './memory-queries';
import { memoryItemOf } from './memory-service';
import { type Drawn, planFor } from './plan';
import { playableLevelsInOrder } from './playable';
import { toPlayer } from './player-view';
import { dropPlan, keepPlan, planOfRun } from './run-plans';
import {
  answerByClientId,
  beginClock,
  countReplay,
  findRun,
  insertRun,
  type LevelRow,
  lockPlayer,
  playerCompetencies,
  playerLevelResults,
  type RunRow,
  runAnswersInOrder,
  runsToStart,
} from './run-queries';

const conflict = (message: string, code: string) => new AppError('CONFLICT', message, { code });
const runNotFound = () =>
  new AppError('NOT_FOUND', playMessages.runNotFound, { code: 'RUN_NOT_FOUND' });

const pastGrace = (run: Pick<RunRow, 'deadlineAt'>, now: Date) =>
  pastAnswerGrace(run.deadlineAt, now);

/**
 * Ends the run in play if it is past its time (a closed tab): the map calls it before it
 * shows anything. True when it ended it.
 */
export async function endOverdueRun(
  ctx: AppContext,
  scope: PlayerScope,
  run: Pick<RunRow, 'id' | 'deadlineAt'>,
): Promise<boolean> {
  const now = new Date();
  if (!pastGrace(run, now)) {
    return false;
  }
  await ctx.db.transaction((tx) => endRunInTx(tx, scope, run.id, now));
  dropPlan(ctx, run.id);
  return true;
}

async function runView(
  ctx: AppContext,
  scope: PlayerScope,
  run: RunRow,
  level: LevelRow,
  levelNumber: number,
  drawn: Drawn | null,
) {
  // A run just drawn has its rows read by the draw, no answers and no memory item shown yet:
  // only a resumed one reads them.
  const [content, answers, choicesOut] = await Promise.all([
    drawn
      ? withCharacters(ctx.db, scope.eventId, drawn)
      : loadRunContent(ctx.db, scope.eventId, run.plan),
    drawn ? Promise.resolve([]) : runAnswersInOrder(ctx.db, run.id),
    drawn || run.plan.kind !== 'engine'
      ? Promise.resolve(new Set<number>())
      : itemsWithChoicesOut(ctx.db, run.id),
  ]);
  const now = Date.now();
  return {
    id: run.id,
    levelId: level.id,
    levelName: level.tabName,
    levelNumber,
    kind: kindOfLevel(level),
    attempt: run.attempt,
    maxPoints: maxPoints(run.plan, content),
    goalText: level.goalText,
    passingScore: level.passingScore,
    time: level.time,
    // Until the first item is on screen the clock has not started: the whole time is left.
    secondsLeft: run.begunAt
      ? Math.max(0, Math.floor((run.deadlineAt.getTime() - now) / 1000))
      : level.time,
    points: run.points,
    items: publicItems(run.plan, content, choicesOut),
    answers: answers.map((a) => answerResult(a, run.points)),
  } satisfies PlayRun;
}

function answerResult(a: StoredAnswer, runPoints: number): PlayAnswerResult {
  return {
    index: a.itemIndex,
    rating: a.rating as Rating,
    points: a.points,
    animation: typeof a.answer.animation === 'string' ? a.answer.animation : null,
    runPoints,
  };
}

/** Starts a level, or resumes the attempt in play on it (a reload, a closed tab). */
export async function startRun(
  ctx: AppContext,
  scope: PlayerScope,
  levelId: string,
): Promise<PlayRun> {
  // Refuses a game that is not open (dates, switched off) before anything is written.
  await openEvent(ctx, scope.eventId);
  const { run, level, number, drawn, overdue } = await ctx.db.transaction(async (tx) => {
    const locked = await lockPlayer(tx, scope);
    // A level off the map (nobody could pass it) answers as a level that does not exist.
    const levels = await playableLevelsInOrder(tx, scope.eventId);
    const index = levels.findIndex((l) => l.id === levelId);
    const target = levels[index];
    if (!target) {
      throw new AppError('NOT_FOUND', playMessages.levelNotFound, { code: 'LEVEL_NOT_FOUND' });
    }
    const { open, ofLevel } = await runsToStart(tx, scope, levelId);
    const now = new Date();
    if (open && !pastGrace(open, now) && open.levelId === levelId) {
      return { run: open, level: target, number: index + 1, drawn: null, overdue: null };
    }
    let passed = locked.passed;
    if (open) {
      // A run past its time (a closed tab), or another level left open, ends with what it has
      // before this one starts; it may have passed its level.
      await endRunInTx(tx, scope, open.id, now);
      const results = await playerLevelResults(tx, scope);
      passed = new Set(results.filter((r) => r.passed).map((r) => r.levelId));
    }
    if (passed.has(levelId)) {
      throw conflict(playMessages.levelPassed, 'LEVEL_PASSED');
    }
    if (
      !levelOpen(
        levels.map((l) => ({ passed: passed.has(l.id) })),
        index,
      )
    ) {
      throw conflict(playMessages.levelLocked, 'LEVEL_LOCKED');
    }
    const earlier = ofLevel.map((r) => r.plan);
    const drawn = await planFor(tx, scope, target, earlier);
    if (!drawn) {
      throw conflict(playMessages.levelEmpty, 'LEVEL_EMPTY');
    }
    if (earlier.length > 0) {
      await countReplay(tx, scope);
    }
    if (!locked.player.startedAt) {
      await markStarted(tx, scope.participantId, now);
    }
    const started = await insertRun(tx, {
      participantId: scope.participantId,
      eventId: scope.eventId,
      levelId,
      attempt: earlier.length + 1,
      plan: drawn.plan,
      startedAt: now,
      // The clock starts when the first item is on screen (beginRun); until then the deadline
      // allows for the page to show it.
      deadlineAt: new Date(now.getTime() + (target.time + BEGIN_ALLOWANCE_SECONDS) * 1000),
    });
    return { run: started, level: target, number: index + 1, drawn, overdue: open?.id ?? null };
  });
  if (overdue) {
    dropPlan(ctx, overdue);
  }
  keepPlan(ctx, run);
  return runView(ctx, scope, run, level, number, drawn);
}

/**
 * The first item is on screen: the level's clock starts now, and its deadline becomes now + the
 * level's time (never later than the one set at start). A second call changes nothing.
 */
export async function beginRun(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
): Promise<{ secondsLeft: number }> {
  const deadline =
    (await beginClock(ctx.db, scope, runId, new Date())) ??
    (await findRun(ctx.db, scope, runId))?.deadlineAt;
  if (!deadline) {
    throw runNotFound();
  }
  return { secondsLeft: Math.max(0, Math.floor((deadline.getTime() - Date.now()) / 1000)) };
}

/**
 * One answer, rated and stored once: a retry with the same client id gets the same verdict,
 * even after the level ended. A level started while the game was open may be finished after
 * the closing moment passes; only starting a level checks the dates. Rated here from the
 * run's plan (kept since the start), recorded by one statement (recordAnswer).
 */
export async function answer(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
  input: PlayAnswerInput,
): Promise<PlayAnswerResult> {
  const plan = await planOfRun(ctx, scope, runId);
  if (!plan) {
    throw runNotFound();
  }
  const content = await loadItemContent(ctx.db, scope.eventId, plan, input.index);
  const verdict = rateAnswer(plan, content, input.index, input.answer);
  const memory = memoryItemOf(plan, input.index) !== null;
  const outcome = await recordAnswer(ctx.db, scope, {
    runId,
    index: input.index,
    clientId: input.clientId,
    verdict: verdict && {
      kind: verdict.kind,
      rating: verdict.rating,
      points: verdict.points,
      answer: { ...input.answer, animation: verdict.animation },
    },
    memory,
    now: new Date(),
    graceSeconds: ANSWER_GRACE_SECONDS,
  });
  if (!outcome) {
    throw runNotFound();
  }
  if (!verdict) {
    if (outcome.earlier) {
      return answerResult(outcome.earlier, outcome.runPoints);
    }
    throw new AppError('VALIDATION', playMessages.answerInvalid, { code: 'ANSWER_INVALID' });
  }
  if (memory && !outcome.choicesOut) {
    // A memory item answered before its choices were out: nothing seen, nothing to rate.
    throw conflict(playMessages.choicesNotOut, 'CHOICES_NOT_OUT');
  }
  if (outcome.stored) {
    return answerResult(outcome.stored, outcome.runPoints);
  }
  // Not stored: a retry of an answer already stored, or refused (answered, ended, too late).
  if (outcome.earlier) {
    return answerResult(outcome.earlier, outcome.runPoints);
  }
  if (outcome.live) {
    // Free when the statement began, taken when it inserted: a request racing this one, maybe
    // this very answer sent twice, was stored while this one waited for the run.
    const raced = outcome.itemTaken
      ? undefined
      : await answerByClientId(ctx.db, runId, input.clientId);
    if (raced) {
      return answerResult(raced, outcome.runPoints);
    }
    throw conflict(playMessages.alreadyAnswered, 'ALREADY_ANSWERED');
  }
  throw outcome.ended
    ? conflict(playMessages.runEnded, 'RUN_ENDED')
    : conflict(playMessages.timeUp, 'TIME_UP');
}

/** Ends the level (the player's "done", or its time ran out); a second call changes nothing. */
export async function endRun(
  ctx: AppContext,
  scope: PlayerScope,
  runId: string,
): Promise<PlayRunResult> {
  const ended = isUuid(runId)
    ? await ctx.db.transaction((tx) => endRunInTx(tx, scope, runId, new Date()))
    : null;
  if (!ended) {
    throw runNotFound();
  }
  dropPlan(ctx, runId);
  // The level end returns the participant's row and averages as it wrote them; a run ended
  // before has them read.
  const competencies = ended.competencies ?? (await playerCompetencies(ctx.db, scope));
  return {
    runId: ended.run.id,
    levelId: ended.run.levelId,
    points: ended.run.points,
    maxPoints: ended.maxPoints,
    passed: ended.run.passed,
    passingScore: ended.passingScore,
    check: { pointsShort: ended.check.pointsShort, kinds: ended.check.kinds },
    breakdown: ended.breakdown,
    measured: ended.measured.map((m) => ({
      competency: m.competency,
      asked: m.totalQuestions,
      percentage: m.percentage,
    })),
    earned: ended.earned,
    competencies,
    participant: toPlayer(ended.player),
  };
}
