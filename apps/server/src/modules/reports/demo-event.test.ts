import {
  type Achievements,
  achievementCount,
  competencyPercentage,
  type ParticipantPage,
  type ProjectType,
  participantScores,
  percentageOf,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admins,
  eventQuestions,
  events,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
  participants,
} from '../../db/schema';
import { demoAdmins } from '../../seed-demo';
import { cookieFrom, login } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { kindOfLevel } from '../play/content';
import { eventLevelsInOrder } from '../play/run-queries';
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

/** Every stored number is what the rules give for the stored levels and level rows. */
async function expectPlayedByTheRules(eventId: string, projectType: ProjectType) {
  const { event, account, people, levels, levelScores, competencies, questions, map } =
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
        passed: own.get(l.id)?.passed ?? false,
      })),
      projectType,
    );
    expect(p, p.email).toMatchObject({ ...scores, completedOnce: scores.completed });
    const replays = [...own.values()].reduce((sum, l) => sum + l.attempts - 1, 0);
    expect(p.attempts).toBe(1 + replays);
    expect(p.achievementCount).toBe(achievementCount(p.achievements as Achievements));
    expect(p.lastUpdated.getTime()).toBeGreaterThanOrEqual(p.userCreated.getTime());
    for (const l of own.values()) {
      const level = map.find((m) => m.id === l.levelId);
      expect(l.levelName).toBe(level?.tabName);
      expect(l.kind).toBe(level && kindOfLevel(level));
    }
  }

  // Each level row covers every question of its competency in that level, answered or not.
  const levelIdByName = new Map(map.map((l) => [l.tabName, l.id]));
  const perLevel = group(questions, (q) => `${q.levelId}|${q.ability}`);
  for (const row of levelScores) {
    const asked = perLevel.get(`${levelIdByName.get(row.level)}|${row.competency}`) ?? [];
    expect(row.totalQuestions).toBe(asked.length);
    expect(row.totalScore).toBe(asked.reduce((sum, q) => sum + q.reward, 0));
    expect(row.percentage).toBe(percentageOf(row.achievedScore, row.totalScore));
  }
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
    const { people, levels, competencies } = await expectPlayedByTheRules(
      result.eventId,
      'progress',
    );
    expect(people).toHaveLength(60);
    expect(new Set(people.map((p) => p.currentScore)).size).toBeGreaterThan(20);
    expect(people.filter((p) => p.completedOnce).length).toBeGreaterThan(10);
    expect(people.filter((p) => !p.completedOnce && p.currentScore > 0).length).toBeGreaterThan(5);
    const played = new Set(levels.map((l) => l.participantId));
    expect(people.filter((p) => !played.has(p.id)).length).toBeGreaterThan(0);
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
    expect(new Set(competencies.map((c) => c.averagePercentage)).size).toBeGreaterThan(20);

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
    const { people } = await expectPlayedByTheRules(first.eventId, 'progress');
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
    const { people } = await expectPlayedByTheRules(result.eventId, 'ace');
    expect(people.filter((p) => p.cognitiveScore > 0).length).toBeGreaterThan(10);
    expect(people.filter((p) => p.aptitudeScore > 0).length).toBeGreaterThan(10);
    expect(people.every((p) => p.miniGameScore === 0 && p.currentScore <= 40_000)).toBe(true);
  });
});
