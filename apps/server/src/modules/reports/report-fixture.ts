import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  eventLevels,
  participantCompetencyScores,
  participantLevelScores,
  participantLevels,
} from '../../db/schema';
import { anEvent, aParticipant } from '../../test/factories';

/**
 * The reports' hand-computed event (docs/decisions/0003-the-reports.md): a progress game with
 * competencies Grit and Focus, levels 1–3, and five participants whose stored scores are
 * written straight into the score tables, as the player's level ends leave them.
 * reports.test.ts works each screen's numbers out from these by hand.
 */
export const PEOPLE = {
  ana: { department: 'MU-1', region: 'North', completedOnce: true, currentScore: 3000 },
  ben: { department: 'MU-1', region: 'South', completedOnce: false, currentScore: 1500 },
  cai: { department: 'MU-2', region: 'North', completedOnce: true, currentScore: 2800 },
  dee: { department: 'MU-2', region: 'South', completedOnce: false, currentScore: 500 },
  eli: { department: 'MU-1', region: 'North', completedOnce: false, currentScore: 0 },
} as const;
export type Person = keyof typeof PEOPLE;

/** Counted attempt per level: points and passed. */
const LEVELS: Partial<Record<Person, [string, number, boolean][]>> = {
  ana: [
    ['1', 1000, true],
    ['2', 1200, true],
    ['3', 800, true],
  ],
  ben: [
    ['1', 700, true],
    ['2', 800, false],
  ],
  cai: [
    ['1', 1100, true],
    ['2', 900, true],
    ['3', 800, true],
  ],
  dee: [['1', 500, false]],
};

/** Level percentages per competency: [level, Grit, Focus] (null: no Focus question there). */
const PERCENTAGES: Partial<Record<Person, [string, number, number | null][]>> = {
  ana: [
    ['1', 80, 60],
    ['2', 70, 90],
    ['3', 100, 50],
  ],
  ben: [
    ['1', 40, 20],
    ['2', 50, null],
  ],
  cai: [
    ['1', 90, 100],
    ['2', 60, 70],
    ['3', 30, 80],
  ],
  dee: [['1', 10, 0]],
};

/** Averages: competencyPercentage of the level percentages above (rounded up). */
const AVERAGES: Partial<Record<Person, [number, number][]>> = {
  ana: [
    [84, 3],
    [67, 3],
  ],
  ben: [
    [45, 2],
    [20, 1],
  ],
  cai: [
    [60, 3],
    [84, 3],
  ],
  dee: [
    [10, 1],
    [0, 1],
  ],
};

export async function reportEvent(app: FastifyInstance, owner: { accountId: string }) {
  const event = await anEvent(app, owner, {
    selection: {
      competencies: [
        { id: randomUUID(), name: 'Grit' },
        { id: randomUUID(), name: 'Focus' },
      ],
      games: [],
      cognitive: [],
      aptitude: [],
    },
  });
  const levels = await app.ctx.db
    .insert(eventLevels)
    .values(
      ['1', '2', '3'].map((tabName, i) => ({
        eventId: event.id,
        tabName,
        type: 'Level',
        passingScore: 600,
        time: 60,
        totalQuestion: '3|1|1',
        minAttempt: '2|1|1',
        difficulty: 'Easy',
        final: i === 2 ? ('d' as const) : ('n' as const),
        sortingOrder: i + 1,
      })),
    )
    .returning({ id: eventLevels.id, tabName: eventLevels.tabName });
  const levelId = new Map(levels.map((l) => [l.tabName, l.id]));
  const ids = {} as Record<Person, string>;
  for (const [person, facts] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    const achievements =
      person === 'ana'
        ? { highAchiever: 1, mostlyRight: 2, speedDemon: 0, streakOf10: 0 }
        : person === 'cai'
          ? { highAchiever: 0, mostlyRight: 1, speedDemon: 0, streakOf10: 0 }
          : person === 'eli'
            ? { highAchiever: 0, mostlyRight: 0, speedDemon: 2, streakOf10: 0 }
            : { highAchiever: 0, mostlyRight: 0, speedDemon: 0, streakOf10: 0 };
    const row = await aParticipant(
      app,
      { eventId: event.id },
      {
        ...facts,
        email: `${person}@example.com`,
        name: person[0]?.toUpperCase() + person.slice(1),
        userInfo: { GPID: `GP-${person}`, Country: 'PK', degree: 'L05', cgpa: '=HYPERLINK("x")' },
        currentLevel: (LEVELS[person]?.length ?? 0) + 1,
        achievements,
        achievementCount: Object.values(achievements).reduce((a, b) => a + b, 0),
      },
    );
    ids[person] = row.id;
    const db = app.ctx.db;
    for (const [level, points, passed] of LEVELS[person] ?? []) {
      await db.insert(participantLevels).values({
        participantId: row.id,
        eventId: event.id,
        levelId: levelId.get(level) ?? '',
        levelName: level,
        kind: 'numeric',
        points,
        passed,
        attempts: 1,
        bestRunId: randomUUID(),
      });
    }
    for (const [level, grit, focus] of PERCENTAGES[person] ?? []) {
      const cells: [string, number | null][] = [
        ['Grit', grit],
        ['Focus', focus],
      ];
      for (const [competency, percentage] of cells) {
        if (percentage !== null) {
          await db.insert(participantLevelScores).values({
            participantId: row.id,
            eventId: event.id,
            competency,
            level,
            achievedScore: percentage * 10,
            totalScore: 1000,
            totalQuestions: 2,
            percentage,
          });
        }
      }
    }
    const averages = AVERAGES[person] ?? [];
    for (const [i, [averagePercentage, levelsPlayed]] of averages.entries()) {
      await db.insert(participantCompetencyScores).values({
        participantId: row.id,
        eventId: event.id,
        competency: i === 0 ? 'Grit' : 'Focus',
        averagePercentage,
        levelsPlayed,
        completed: facts.completedOnce,
      });
    }
  }
  return { eventId: event.id, ids };
}
