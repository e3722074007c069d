import type { PlayState } from '@app/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { participantCompetencyScores, participantLevelScores, participants } from '../../db/schema';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import { invite, openInvitation, player, playLevel } from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * A whole generated game played through the API with every answer best, and the stored
 * aggregates checked against values worked out by hand from the generation rules.
 */
const file = useTestApp();
const app = () => file.app;
let admin: TestAdmin;

beforeEach(async () => {
  admin = await anAdmin(app(), { account: { maxAssessments: 2 } });
});

async function playAll(eventId: string) {
  await invite(app(), admin.cookie, eventId, 'ana@example.com');
  const p = player(app(), eventId, await openInvitation(app(), eventId, 'ana@example.com'));
  const state = (await p.me()).json() as PlayState;
  const results = [];
  for (const level of state.levels) {
    const { result } = await playLevel(app(), p, level.id);
    expect(result, level.name).toMatchObject({ passed: true });
    results.push({ name: level.name, points: result.points, earned: result.earned });
  }
  const [row] = await app()
    .ctx.db.select()
    .from(participants)
    .where(eq(participants.emailLower, 'ana@example.com'));
  return { state, results, row, final: (await p.me()).json() as PlayState };
}

describe('a generated progress game, played to the end', () => {
  it('stores the scores, levels, competencies and achievements worked out by hand', async () => {
    admin = await anAdmin(app(), {
      email: 'progress@example.com',
      companyName: 'Progress Co',
      account: { projectType: 'progress' },
    });
    const eventId = await generateGame(app(), admin.cookie, 'progress');
    const { state, results, row, final } = await playAll(eventId);
    // 1 2 M 3 4 M 5 6 M 7 8: 8 numbered levels and the 3 mini games after every second one.
    expect(state.levels.map((l) => l.kind)).toEqual([
      'numeric',
      'numeric',
      'mini',
      'numeric',
      'numeric',
      'mini',
      'numeric',
      'numeric',
      'mini',
      'numeric',
      'numeric',
    ]);
    // Each level stores a pool of 30 (2 × ceil(n / 5) per kind and competency) and asks its
    // minimum attempts (2|1|1 … 4|2|2: 4, 4, 5, 5, 6, 6, 7, 8 items); a Best answer is worth
    // the passing score's share, 100.
    const numeric = results.filter((r) => !r.name.startsWith('Mini'));
    expect(numeric.map((r) => r.points)).toEqual([400, 400, 500, 500, 600, 600, 700, 800]);
    // Every asked item Best: the perfect behaviour score; 3 mini levels × 5 screens × 100.
    expect(row).toMatchObject({
      behaviourScore: 30_000,
      miniGameScore: 1_500,
      currentScore: 31_500,
      currentLevel: 11,
      completed: true,
      completedOnce: true,
      attempts: 1,
      lastCompletedScore: 800,
      // Every level at 100 % and ≥ 4 answers, passed at once: 11 × 3; 45 + 15 = 60 best in a
      // row: 6 streaks of 10.
      achievements: { highAchiever: 11, mostlyRight: 11, speedDemon: 11, streakOf10: 6 },
      achievementCount: 39,
    });
    expect(final.levels.every((l) => l.state === 'passed')).toBe(true);
    // Each level's asked items spread over the 5 competencies (4 items: one left out, in turn);
    // every answer Best, so every measured competency is at 100 % and none is at 0 %.
    const levelRows = await app().ctx.db.select().from(participantLevelScores);
    expect(levelRows.every((r) => r.percentage === 100 && r.achievedScore === r.totalScore)).toBe(
      true,
    );
    expect(levelRows.reduce((sum, r) => sum + r.totalQuestions, 0)).toBe(45);
    for (const level of ['1', '2']) {
      expect(levelRows.filter((r) => r.level === level)).toHaveLength(4);
    }
    const report = (competency = '') =>
      app().inject({
        method: 'GET',
        url: `/api/events/${eventId}/competency-report${competency ? `?competency=${encodeURIComponent(competency)}` : ''}`,
        headers: { cookie: admin.cookie },
      });
    const names: string[] = (await report()).json().competencies;
    expect(names).toHaveLength(5);
    for (const name of names) {
      const body = (await report(name)).json();
      expect(body.items, JSON.stringify(body)).toMatchObject([{ percentage: 100 }]);
    }
    const competencies = await app().ctx.db.select().from(participantCompetencyScores);
    expect(competencies).toHaveLength(5);
    expect(competencies.every((c) => c.averagePercentage === 100)).toBe(true);
    expect(final.competencies).toHaveLength(5);
  });
});

describe('a generated ace game, played to the end', () => {
  it('fills behaviour, cognitive and aptitude scores within the spec maxima', async () => {
    admin = await anAdmin(app(), {
      email: 'ace@example.com',
      companyName: 'Ace Co',
      account: { projectType: 'ace' },
    });
    const eventId = await generateGame(app(), admin.cookie, 'ace');
    const { state, results, row } = await playAll(eventId);
    expect(state.levels.map((l) => l.kind)).toEqual([
      'numeric',
      'cognitive',
      'numeric',
      'cognitive',
      'numeric',
      'aptitude',
      'numeric',
      'aptitude',
      'numeric',
      'numeric',
    ]);
    // Ace levels ask 1.5 × the minimum attempts (3|1|1 … 7|3|3: 5, 6, 8, 10, 12, 13 items) from
    // their pools; a Best answer is worth the passing score's share, 250 (Easy). Each cognitive
    // or aptitude game gives at most 2,500.
    const numeric = results.filter((_, i) => state.levels[i]?.kind === 'numeric');
    expect(numeric.map((r) => r.points)).toEqual([1_250, 1_500, 2_000, 2_500, 3_000, 3_250]);
    expect(
      results.filter((_, i) => state.levels[i]?.kind !== 'numeric').map((r) => r.points),
    ).toEqual([2500, 2500, 2500, 2500]);
    // A perfect game: the spec's maxima, 30,000 + 5,000 + 5,000 = 40,000.
    expect(row).toMatchObject({
      behaviourScore: 30_000,
      cognitiveScore: 5_000,
      aptitudeScore: 5_000,
      miniGameScore: 0,
      currentScore: 40_000,
      completed: true,
    });
  });
});
