import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aGame, anAdmin } from '../test/factories';
import { invite } from '../test/players';
import { useTestApp } from '../test/test-app';
import {
  eventLevels,
  eventQuestions,
  levelRuns,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
  participants,
  runAnswers,
} from './schema';

/**
 * Migration 0020 restates plays made before the draw (docs/decisions/0012-draw-and-scoring.md): its
 * data statements run again here over an old-form play, as they ran over the stored rows.
 */
const file = useTestApp();
const app = () => file.app;

const dataStatements = readFileSync(
  new URL('./migrations/0020_draw_and_scoring.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => !/^\s*ALTER TABLE/i.test(statement));

async function rerunMigration() {
  await app().ctx.db.transaction(async (tx) => {
    for (const statement of dataStatements) {
      await tx.execute(sql.raw(statement));
    }
  });
}

describe('migration 0020: old plays restated by the new rules', () => {
  it('drops the 0 % of a competency never reached, scales the scores, keeps what was asked', async () => {
    const owner = await anAdmin(app());
    const game = await aGame(app(), owner);
    const [c1 = '', c2 = ''] = game.competencies;
    const levelId = game.levelIds['1'] ?? '';
    // The old pool in stored order: c1's two Questions (aGame's), then two of c2's.
    await app()
      .ctx.db.insert(eventQuestions)
      .values(
        [3, 4].map((position) => ({
          eventId: game.id,
          levelId,
          position,
          type: 'Question',
          ability: c2,
          difficulty: 'Easy',
          question: `Later ${position}?`,
          answers: ['Yes', 'No'],
          animations: ['happy', 'sad'],
          ratings: [1, 3],
          reward: 500,
        })),
      );
    const pool = await app()
      .ctx.db.select()
      .from(eventQuestions)
      .where(eq(eventQuestions.levelId, levelId))
      .orderBy(eventQuestions.position);
    const { id: participantId } = await invite(app(), owner.cookie, game.id, 'old@example.com');
    const started = new Date(Date.now() - 120_000);
    const [run] = await app()
      .ctx.db.insert(levelRuns)
      .values({
        participantId,
        eventId: game.id,
        levelId,
        attempt: 1,
        // Before the draw: the whole pool, no seed, no option orders.
        plan: { kind: 'numeric', questionIds: pool.map((q) => q.id) },
        startedAt: started,
        deadlineAt: new Date(started.getTime() + 60_000),
        endedAt: new Date(started.getTime() + 60_000),
        points: 500,
      })
      .returning();
    const runId = run?.id ?? '';
    // The time ran out on the second item: one Best answer.
    await app()
      .ctx.db.insert(runAnswers)
      .values({
        runId,
        itemIndex: 0,
        clientId: crypto.randomUUID(),
        kind: 'Question',
        answer: { choice: 0 },
        rating: 1,
        points: 500,
        answeredAt: started,
      });
    await app().ctx.db.insert(participantLevels).values({
      participantId,
      eventId: game.id,
      levelId,
      levelName: '1',
      kind: 'numeric',
      points: 500,
      passed: false,
      attempts: 1,
      bestRunId: runId,
    });
    // What the old level end stored: c2, never reached, at 0 %.
    await app()
      .ctx.db.insert(participantLevelScores)
      .values([
        {
          participantId,
          eventId: game.id,
          competency: c1,
          level: '1',
          achievedScore: 500,
          totalScore: 1000,
          totalQuestions: 2,
          percentage: 50,
        },
        {
          participantId,
          eventId: game.id,
          competency: c2,
          level: '1',
          achievedScore: 0,
          totalScore: 1000,
          totalQuestions: 2,
          percentage: 0,
        },
      ]);
    await app()
      .ctx.db.insert(participantCompetencyScores)
      .values([
        { participantId, eventId: game.id, competency: c1, averagePercentage: 50, levelsPlayed: 1 },
        { participantId, eventId: game.id, competency: c2, averagePercentage: 0, levelsPlayed: 1 },
      ]);
    await app()
      .ctx.db.update(participants)
      .set({ behaviourScore: 500, currentScore: 500, currentLevel: 4 })
      .where(eq(participants.id, participantId));
    await app()
      .ctx.db.update(eventLevels)
      .set({ type: 'Cognitive', tabName: 'Memory Match', passingScore: 100 })
      .where(eq(eventLevels.id, game.levelIds['2'] ?? ''));

    await app()
      .ctx.db.update(eventLevels)
      .set({ goalText: 'Answer at least 4 questions well to pass level 1.' })
      .where(eq(eventLevels.id, levelId));

    await app()
      .ctx.db.update(eventLevels)
      .set({ passingScore: 100 })
      .where(eq(eventLevels.id, game.levelIds['Mini 1'] ?? ''));

    await rerunMigration();

    const rows = await app().ctx.db.select().from(participantLevelScores);
    // c1's two Questions were on screen (the answered one and the one the time ran out on).
    expect(
      rows.map((r) => [
        r.competency,
        r.achievedScore,
        r.totalScore,
        r.totalQuestions,
        r.percentage,
      ]),
    ).toEqual([[c1, 500, 1000, 2, 50]]);
    const averages = await app().ctx.db.select().from(participantCompetencyScores);
    expect(averages.map((a) => [a.competency, a.averagePercentage, a.levelsPlayed])).toEqual([
      [c1, 50, 1],
    ]);
    const [level] = await app().ctx.db.select().from(participantLevels);
    expect(level).toMatchObject({ maxPoints: 1000, allPoints: 500, allMaxPoints: 1000 });
    const [after] = await app()
      .ctx.db.select()
      .from(participants)
      .where(eq(participants.id, participantId));
    // One numbered level of aGame's two (the other is now a game) at half: 30,000 × 0.5 / 1.
    expect(after).toMatchObject({ behaviourScore: 15_000, currentScore: 15_000, currentLevel: 1 });
    const [engine] = await app()
      .ctx.db.select()
      .from(eventLevels)
      .where(eq(eventLevels.id, game.levelIds['2'] ?? ''));
    expect(engine?.passingScore).toBe(1600);
    const [numbered] = await app()
      .ctx.db.select()
      .from(eventLevels)
      .where(eq(eventLevels.id, levelId));
    expect(numbered?.goalText).toBe('Answer at least 4 questions well to pass this level.');
    const [mini] = await app()
      .ctx.db.select()
      .from(eventLevels)
      .where(eq(eventLevels.id, game.levelIds['Mini 1'] ?? ''));
    expect(mini?.passingScore).toBe(400);
  });
});
