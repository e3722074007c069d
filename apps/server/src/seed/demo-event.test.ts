import {
  type Achievements,
  achievementCount,
  answerValue,
  asksFor,
  competencyPercentage,
  drawRotation,
  ENGINE_MAX_SCORE,
  type ItemKind,
  MINI_POINTS_PER_SCREEN,
  MINI_SCREENS_PER_LEVEL,
  type ParticipantPage,
  parseAttempts,
  participantScores,
  percentageOf,
  poolCompetencies,
  sumAttempts,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admins,
  eventQuestions,
  events,
  levelRuns,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
  participants,
  questionRewards,
  runAnswers,
} from '../db/schema';
import { kindOfLevel } from '../modules/play/content';
import { eventLevelsInOrder } from '../modules/play/run-queries';
import { demoAdmins } from '../seed-demo';
import { cookieFrom, login } from '../test/harness';
import { useTestApp } from '../test/test-app';
import { DEMO_EVENT_NAME, seedDemoEvent } from './demo-event';

const file = useTestApp();
const quiet = { log: () => undefined };

async function eventRows(eventId: string) {
  const db = file.app.ctx.db;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [account] = event
    ? await db.select().from(admins).where(eq(admins.id, event.accountId))
    : [];
  return {
    event,
    account,
    people: await db.select().from(participants).where(eq(participants.eventId, eventId)),
    levels: await db.select().from(participantLevels).where(eq(participantLevels.eventId, eventId)),
    levelScores: await db
      .select()
      .from(participantLevelScores)
      .where(eq(participantLevelScores.eventId, eventId)),
    competencies: await db
      .select()
      .from(participantCompetencyScores)
      .where(eq(participantCompetencyScores.eventId, eventId)),
    questions: await db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId)),
    rewards: await db.select().from(questionRewards),
    map: await eventLevelsInOrder(db, eventId),
  };
}

const group = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  }
  return groups;
};

const sum = (xs: readonly number[]) => xs.reduce((total, x) => total + x, 0);

/** Every stored number is what the rules give for the stored levels and level rows. */
async function expectPlayedByTheRules(eventId: string) {
  const { event, account, people, levels, levelScores, competencies, questions, rewards, map } =
    await eventRows(eventId);
  expect(event?.participantsCount).toBe(people.length);
  expect(account?.usersCount).toBe(people.length);
  expect(new Set(people.map((p) => p.emailLower)).size).toBe(people.length);

  const levelsOf = group(levels, (l) => l.participantId);
  for (const p of people) {
    const own = new Map((levelsOf.get(p.id) ?? []).map((l) => [l.levelId, l]));
    const scores = participantScores(
      map.map((l) => ({
        kind: kindOfLevel(l),
        points: own.get(l.id)?.points ?? null,
        allAttempts: ((r) => (r ? { points: r.allPoints, maxPoints: r.allMaxPoints } : null))(
          own.get(l.id),
        ),
        passed: own.get(l.id)?.passed ?? false,
      })),
    );
    expect(p, p.email).toMatchObject({ ...scores, completedOnce: scores.completed });
    const replays = [...own.values()].reduce((total, l) => total + l.attempts - 1, 0);
    expect(p.attempts).toBe(1 + replays);
    expect(p.achievementCount).toBe(achievementCount(p.achievements as Achievements));
    expect(p.lastUpdated.getTime()).toBeGreaterThanOrEqual(p.userCreated.getTime());
    for (const l of own.values()) {
      const level = map.find((m) => m.id === l.levelId);
      expect(l.levelName).toBe(level?.tabName);
      expect(l.kind).toBe(level && kindOfLevel(level));
      expect(l.points).toBeGreaterThanOrEqual(0);
      expect(l.points).toBeLessThanOrEqual(l.maxPoints ?? -1);
      // Every attempt added up: at least the counted one's, at most the most of all of them.
      expect(l.allPoints).toBeGreaterThanOrEqual(l.points);
      expect(l.allMaxPoints).toBeGreaterThanOrEqual(l.maxPoints ?? 0);
      expect(l.allPoints).toBeLessThanOrEqual(l.allMaxPoints);
      expect(l.attempts > 1 || l.allMaxPoints === l.maxPoints).toBe(true);
      if (l.passed) {
        expect(l.points).toBeGreaterThanOrEqual(level?.passingScore ?? Number.POSITIVE_INFINITY);
      }
      // A mini level shows its five screens, 100 each; an engine game's items make its maximum.
      if (l.kind === 'mini') {
        expect(l.maxPoints).toBe(MINI_POINTS_PER_SCREEN * MINI_SCREENS_PER_LEVEL);
      } else if (l.kind !== 'numeric') {
        expect(l.maxPoints).toBe(ENGINE_MAX_SCORE);
      }
    }
  }

  // Each attempt at a numbered level asked what the draw asks: asksFor its totals and time,
  // dealt round-robin over the competencies, each item worth answerValue with the Question
  // Reward setting. Its rows add up every attempt's asked items, values as the totals.
  const typeReward = new Map(rewards.map((r) => [r.type, r.value]));
  const levelByName = new Map(map.map((l) => [l.tabName, l]));
  const pools = group(questions, (q) => q.levelId);
  const rowsOf = group(levelScores, (r) => `${r.participantId}|${r.level}`);
  const numeric = levels.filter((l) => l.kind === 'numeric');
  expect(numeric.length).toBeGreaterThan(0);
  for (const l of numeric) {
    const level = levelByName.get(l.levelName);
    const totals = level && parseAttempts(level.totalQuestion);
    if (!level || !totals) {
      throw new Error(`no numbered level ${l.levelName}`);
    }
    const minAttempts = parseAttempts(level.minAttempt) ?? totals;
    const stored = [...(pools.get(level.id) ?? [])].sort((a, b) => a.position - b.position);
    const pool = stored.map((q) => {
      const kind: ItemKind = q.type === 'Email' || q.type === 'SMS' ? q.type : 'Question';
      return {
        id: q.id,
        kind,
        competency: q.ability,
        value: answerValue(
          { passingScore: level.passingScore, minAttempts },
          q.reward,
          typeReward.get(kind) ?? q.reward,
        ),
      };
    });
    const rows = rowsOf.get(`${l.participantId}|${l.levelName}`) ?? [];
    const asked = sumAttempts(asksFor(totals, level.time));
    expect(asked).toBeLessThan(pool.length);
    expect(sum(rows.map((r) => r.totalQuestions))).toBe(asked * l.attempts);
    expect(sum(rows.map((r) => r.totalScore))).toBe(l.allMaxPoints);
    expect(sum(rows.map((r) => r.achievedScore))).toBe(l.allPoints);
    // The deal goes round the competencies from the attempt's rotation (the pool has items of
    // every kind for each), so each attempt's count per competency is known, and the rows hold
    // their sum over the attempts played.
    const order = poolCompetencies(pool);
    const counts = order.map((c) => rows.find((r) => r.competency === c)?.totalQuestions ?? 0);
    const dealt = Array.from({ length: l.attempts }, (_, i) => {
      const rotation = drawRotation(Number.parseInt(level.tabName, 10) || 1, i + 1, asked);
      return order.map(
        (_, c) =>
          Array.from({ length: asked }, (_, k) => (rotation + k) % order.length === c).filter(
            Boolean,
          ).length,
      );
    });
    expect(counts).toEqual(order.map((_, c) => sum(dealt.map((attempt) => attempt[c] ?? 0))));
    for (const row of rows) {
      const values = pool
        .filter((q) => q.competency === row.competency)
        .map((q) => q.value)
        .sort((a, b) => a - b);
      expect(row.totalQuestions).toBeGreaterThan(0);
      expect(row.totalScore).toBeGreaterThanOrEqual((values[0] ?? 0) * row.totalQuestions);
      expect(row.totalScore).toBeLessThanOrEqual((values.at(-1) ?? 0) * row.totalQuestions);
      expect(row.achievedScore).toBeLessThanOrEqual(row.totalScore);
      expect(row.percentage).toBe(percentageOf(row.achievedScore, row.totalScore));
    }
  }
  const numericKeys = new Set(numeric.map((l) => `${l.participantId}|${l.levelName}`));
  expect([...rowsOf.keys()].every((key) => numericKeys.has(key))).toBe(true);
  const percentages = group(levelScores, (r) => `${r.participantId}|${r.competency}`);
  expect(competencies).toHaveLength(percentages.size);
  for (const c of competencies) {
    const rows = percentages.get(`${c.participantId}|${c.competency}`) ?? [];
    expect(c.levelsPlayed).toBe(rows.length);
    expect(c.averagePercentage).toBe(competencyPercentage(rows.map((r) => r.percentage)));
  }
  return { people, levels, competencies };
}

describe('the demo event', () => {
  it('has participants who played the generated progress game by its rules, with varied results', async () => {
    const result = await seedDemoEvent(file.app.ctx, {
      participants: 60,
      edition: 'progress',
      ...quiet,
    });
    expect(result).toMatchObject({
      eventId: 'progressdemoco_reportsdemo',
      accountEmail: 'demo.progress@example.com',
      added: 60,
      existing: 0,
    });
    const { people, levels, competencies } = await expectPlayedByTheRules(result.eventId);
    expect(people).toHaveLength(60);
    // The progress edition asks a level's minimum attempts and passes it on every answer Best:
    // most pass level 1, the able finish after replaying a level or two, the rest stop on the
    // way with the points of their best attempt.
    expect(new Set(people.map((p) => p.currentScore)).size).toBeGreaterThan(20);
    expect(people.filter((p) => p.completedOnce).length).toBeGreaterThan(10);
    expect(people.filter((p) => p.currentLevel > 1).length).toBeGreaterThan(30);
    expect(people.filter((p) => !p.completedOnce && p.currentScore > 0).length).toBeGreaterThan(5);
    const played = new Set(levels.map((l) => l.participantId));
    expect(people.filter((p) => !played.has(p.id)).length).toBeGreaterThan(0);
    // Invitation tracking: everyone invited; the link opened and the game started by those who
    // played a level, completed by those who finished.
    expect(people.every((p) => p.sentAt !== null && p.deliveredAt !== null)).toBe(true);
    for (const p of people) {
      expect(p.startedAt !== null, p.email).toBe(played.has(p.id));
      expect(p.openedAt?.getTime(), p.email).toBe(p.startedAt?.getTime());
      expect(p.completedAt !== null, p.email).toBe(p.completedOnce);
    }
    expect(people.some((p) => p.attempts > 1)).toBe(true);
    expect(people.every((p) => p.userInfo.GPID && p.userInfo.cgpa && p.userInfo.degree)).toBe(true);
    expect(new Set(people.map((p) => p.region)).size).toBeGreaterThan(5);
    // Departments differ in their competency averages.
    const department = new Map(people.map((p) => [p.id, p.department]));
    const byDepartment = group(competencies, (c) => department.get(c.participantId) ?? '');
    const averages = [...byDepartment.values()].map(
      (rows) => rows.reduce((sum, r) => sum + r.averagePercentage, 0) / rows.length,
    );
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThan(10);
    // A level's row covers the one or two items it asked of the competency, and a passed level's
    // rows are all 100 %: the averages take fewer values than the old whole-pool rows gave
    // (about two dozen over 100,000 people), so not the 20 of those rows among 60 people.
    expect(new Set(competencies.map((c) => c.averagePercentage)).size).toBeGreaterThan(10);
    // Every attempt of a question or mini level is an ended run with its answers, whose points
    // add up to the run's and whose counted run is the level's best_run_id.
    const runs = await file.app.ctx.db
      .select()
      .from(levelRuns)
      .where(eq(levelRuns.eventId, result.eventId));
    const answers = await file.app.ctx.db
      .select({ runId: runAnswers.runId, points: runAnswers.points })
      .from(runAnswers)
      .innerJoin(levelRuns, eq(levelRuns.id, runAnswers.runId))
      .where(eq(levelRuns.eventId, result.eventId));
    const engineless = levels.filter((l) => l.kind === 'numeric' || l.kind === 'mini');
    expect(runs).toHaveLength(engineless.reduce((n, l) => n + l.attempts, 0));
    expect(runs.every((r) => r.endedAt !== null)).toBe(true);
    const pointsOf = group(answers, (a) => a.runId);
    for (const r of runs) {
      const sum = (pointsOf.get(r.id) ?? []).reduce((n, a) => n + a.points, 0);
      expect(sum, r.id).toBe(r.points);
    }
    const runIds = new Set(runs.map((r) => r.id));
    expect(engineless.every((l) => runIds.has(l.bestRunId))).toBe(true);

    // The demo admin owns it and can list its participants.
    const demo = demoAdmins[0];
    const cookie = cookieFrom(await login(file.app, demo?.email ?? '', demo?.password ?? ''));
    const list = await file.app.inject({
      url: `/api/events/${result.eventId}/participants`,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as ParticipantPage).total).toBe(60);
  });

  it('carries on an interrupted seed and adds nobody twice', async () => {
    const first = await seedDemoEvent(file.app.ctx, {
      participants: 25,
      edition: 'progress',
      ...quiet,
    });
    const more = await seedDemoEvent(file.app.ctx, {
      participants: 40,
      edition: 'progress',
      ...quiet,
    });
    expect(more).toMatchObject({ eventId: first.eventId, added: 15, existing: 25 });
    const again = await seedDemoEvent(file.app.ctx, {
      participants: 40,
      edition: 'progress',
      ...quiet,
    });
    expect(again).toMatchObject({ added: 0, existing: 40 });
    const { people } = await expectPlayedByTheRules(first.eventId);
    expect(people).toHaveLength(40);
    const owned = await file.app.ctx.db
      .select()
      .from(events)
      .where(eq(events.assessmentName, DEMO_EVENT_NAME));
    expect(owned).toHaveLength(1);
  });

  it('gives the ace edition behaviour, cognitive and aptitude scores', async () => {
    const result = await seedDemoEvent(file.app.ctx, {
      participants: 40,
      edition: 'ace',
      ...quiet,
    });
    expect(result.eventId).toBe('acedemoinc_reportsdemo');
    const { people } = await expectPlayedByTheRules(result.eventId);
    expect(people.filter((p) => p.cognitiveScore > 0).length).toBeGreaterThan(10);
    // The aptitude games come after both cognitive games, which pass at 1,600 of 2,500.
    expect(people.filter((p) => p.aptitudeScore > 0).length).toBeGreaterThan(10);
    expect(people.every((p) => p.miniGameScore === 0 && p.currentScore <= 40_000)).toBe(true);
  });
});
