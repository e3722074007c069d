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
    // Each kind of a level (at most 4 questions, 2 e-mails, 2 SMS) draws 2 × ceil(n / 5) = 2
    // per competency: 6 × 5 = 30 questions of 500 = 15,000 a level, 120,000 for the eight.
    const numeric = results.filter((r) => !r.name.startsWith('Mini'));
    expect(numeric.map((r) => r.points)).toEqual(Array(8).fill(15_000));
    // Behaviour is capped at the spec's 30,000; 3 mini levels × 5 screens × 100 = 1,500.
    expect(row).toMatchObject({
      behaviourScore: 30_000,
      miniGameScore: 1_500,
      currentScore: 31_500,
      currentLevel: 11,
      completed: true,
      completedOnce: true,
      attempts: 1,
      lastCompletedScore: 15_000,
      // Every level at 100 % and ≥ 4 answers, passed at once: 11 × 3; 240 + 15 = 255 best in
      // a row: 25 streaks of 10.
      achievements: { highAchiever: 11, mostlyRight: 11, speedDemon: 11, streakOf10: 25 },
      achievementCount: 58,
    });
    expect(final.levels.every((l) => l.state === 'passed')).toBe(true);
    // Each numbered level's questions spread over the 5 competencies; every answer best.
    const levelRows = await app().ctx.db.select().from(participantLevelScores);
    expect(levelRows.every((r) => r.percentage === 100 && r.achievedScore === r.totalScore)).toBe(
      true,
    );
    expect(levelRows.reduce((sum, r) => sum + r.totalQuestions, 0)).toBe(240);
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
    // Ace totals are 1.5 × the minimum attempts (3|1|1 … 7|3|3); each kind draws
    // 2 × ceil(n / 4) per competency: 2|2|2 (24 questions, 12,000) for levels 1–3 and 4|2|2
    // (32, 16,000) for 4–6. Each cognitive or aptitude game gives at most 2,500.
    const numeric = results.filter((_, i) => state.levels[i]?.kind === 'numeric');
    expect(numeric.map((r) => r.points)).toEqual([12_000, 12_000, 12_000, 16_000, 16_000, 16_000]);
    expect(
      results.filter((_, i) => state.levels[i]?.kind !== 'numeric').map((r) => r.points),
    ).toEqual([2500, 2500, 2500, 2500]);
    // 84,000 capped at 30,000; 2 × 2,500 each; the total at the spec's 40,000.
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
