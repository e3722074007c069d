import { randomUUID } from 'node:crypto';
import type { ItemResponse } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  candidates,
  eventLevels,
  eventQuestions,
  levelRuns,
  miniScreens,
  participantCompetencyScores,
  participantLevels,
  runAnswers,
} from '../../db/schema';
import { anEvent, aParticipant } from '../../test/factories';

/**
 * An event with answers, written straight into the tables as the player leaves them: level
 * '1' draws 5 of its 6 questions (Grit ×3, Focus ×3) for each of 40 participants with shuffled
 * options, every 7th leaves its last item unanswered, every 10th replays the level with all 6;
 * level 'Mini 1' asks two catalog screens. Stronger participants (higher index) answer better,
 * so items discriminate. Gender and date of birth come from userInfo, or a candidate record.
 * The fixture returns what it wrote, so tests compute each figure with the domain on the same
 * data without reading the server's matrix.
 */
export const PEOPLE_COUNT = 40;
const QUESTIONS = ['Grit', 'Focus'].flatMap((ability) =>
  ['one', 'two', 'three'].map((n) => ({ ability, question: `${ability} ${n}?` })),
);
const RATINGS = [1, 2, 3];
const POINTS = [100, 50, 0];
const T0 = Date.parse('2026-01-05T09:00:00Z');

/** A small deterministic generator (Park–Miller), so the data are the same on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

export type WrittenResponse = ItemResponse & {
  level: string;
  attempt: number;
  seconds: number | null;
};

export type Person = {
  id: string;
  gender: string | null;
  dob: string | null;
  passed: boolean;
  grit: number;
  focus: number;
  score: number;
};

export async function measurementEvent(app: FastifyInstance, owner: { accountId: string }) {
  const db = app.ctx.db;
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
  const levels = await db
    .insert(eventLevels)
    .values(
      ['1', 'Mini 1'].map((tabName, i) => ({
        eventId: event.id,
        tabName,
        type: i === 0 ? 'Level' : 'Game',
        passingScore: 150,
        time: 60,
        totalQuestion: i === 0 ? '5|0|0' : 'L=1',
        minAttempt: i === 0 ? '2|0|0' : '1',
        difficulty: 'Easy',
        final: i === 0 ? ('n' as const) : ('d' as const),
        sortingOrder: i + 1,
      })),
    )
    .returning({ id: eventLevels.id, tabName: eventLevels.tabName });
  const levelId = (name: string) => levels.find((l) => l.tabName === name)?.id ?? '';
  const questions = await db
    .insert(eventQuestions)
    .values(
      QUESTIONS.map((q, position) => ({
        eventId: event.id,
        levelId: levelId('1'),
        position: position + 1,
        type: 'Question',
        ability: q.ability,
        difficulty: 'Easy',
        question: q.question,
        answers: ['Best', 'Fair', 'Poor'],
        animations: ['happy', 'ok', 'sad'],
        ratings: RATINGS,
        reward: 100,
      })),
    )
    .returning({ id: eventQuestions.id, ability: eventQuestions.ability });
  const screens = await db
    .select()
    .from(miniScreens)
    .where(and(eq(miniScreens.miniGame, 'Mini 1'), eq(miniScreens.optionsType, 'text')))
    .orderBy(asc(miniScreens.questionNumber))
    .limit(2);

  const rng = generator(20_260_105);
  const written: WrittenResponse[] = [];
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE_COUNT; i++) {
    const ability = (i + 1) / PEOPLE_COUNT;
    const genderCell = ['Male', 'female', 'F', ''][i % 4] ?? '';
    const dobCell = i % 3 === 0 ? null : `${1960 + ((i * 7) % 45)}-0${1 + (i % 9)}-15`;
    const email = `m${i}@example.com`;
    const participant = await aParticipant(
      app,
      { eventId: event.id },
      {
        email,
        name: `M ${i}`,
        userInfo: {
          ...(genderCell ? { Gender: genderCell } : {}),
          ...(dobCell ? { dateOfBirth: dobCell } : {}),
        },
        currentScore: Math.round(ability * 1000),
      },
    );
    // Every 4th without a gender of their own: the first two applied through the form.
    let gender =
      genderCell === '' ? null : genderCell.toLowerCase().startsWith('f') ? 'Female' : 'Male';
    let dob = dobCell;
    if (i % 4 === 3 && i < 8) {
      const candidateDob = '2001-03-03';
      await db.insert(candidates).values({
        id: randomUUID(),
        eventId: event.id,
        accountId: owner.accountId,
        submissionId: randomUUID(),
        name: `M ${i}`,
        nameLower: `m ${i}`,
        email,
        emailLower: email,
        phone: '+10000000000',
        dob: candidateDob,
        gender: 'male',
        currentCity: 'Lahore',
        lastDegree: 'BSc',
        degreeLower: 'bsc',
        universityName: 'U',
        cgpa: 3.1,
        graduationYear: 2023,
        yearsOfExperience: '1',
        answers: {},
      });
      gender = 'Male';
      dob = dob ?? candidateDob;
    }

    // Level 1: attempt 1 asks 5 of the 6; every 10th replays with all 6.
    const attempts = i % 10 === 0 ? 2 : 1;
    let started = T0 + i * 3_600_000;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const asked = questions.filter((_, q) => attempt === 2 || q !== i % 6);
      const orders = asked.map((_, k) => [0, 1, 2].map((o) => (o + i + k) % 3));
      const runId = randomUUID();
      const begun = started + 2_000;
      const answers: (typeof runAnswers.$inferInsert)[] = [];
      let clock = begun;
      let points = 0;
      asked.forEach((q, k) => {
        const skip = attempt === 1 && i % 7 === 0 && k === asked.length - 1;
        const u = rng();
        const stored = u < ability * 0.9 ? 0 : u < ability * 0.9 + 0.3 ? 1 : 2;
        const spent = 3_000 + Math.floor(rng() * 8) * 1_000;
        const rating = RATINGS[stored] ?? 3;
        const earned = skip ? 0 : (POINTS[stored] ?? 0);
        if (!skip) {
          clock += spent;
          points += earned;
          answers.push({
            runId,
            itemIndex: k,
            clientId: randomUUID(),
            kind: 'Question',
            answer: { choice: orders[k]?.indexOf(stored) ?? 0, animation: null },
            rating,
            points: earned,
            answeredAt: new Date(clock),
          });
        }
        written.push({
          participantId: participant.id,
          itemId: q.id,
          competency: q.ability,
          points: earned,
          maxPoints: 100,
          option: skip ? null : String(stored),
          level: '1',
          attempt,
          seconds: skip ? null : spent / 1000,
        });
      });
      await db.insert(levelRuns).values({
        id: runId,
        participantId: participant.id,
        eventId: event.id,
        levelId: levelId('1'),
        attempt,
        plan: {
          kind: 'numeric',
          questionIds: asked.map((q) => q.id),
          orders,
          keys: asked.map((q, k) => ({
            type: 'Question',
            reward: 100,
            value: 100,
            competency: q.ability,
            ratings: (orders[k] ?? []).map((o) => RATINGS[o] ?? 3),
            animations: [],
            answers: [],
          })),
          seed: 'fixture',
        },
        startedAt: new Date(started),
        begunAt: new Date(begun),
        deadlineAt: new Date(begun + 60_000),
        endedAt: new Date(clock + 1_000),
        points,
        maxPoints: asked.length * 100,
        passed: points >= 150,
      });
      if (answers.length > 0) {
        await db.insert(runAnswers).values(answers);
      }
      started += 120_000;
    }

    // Mini 1: both screens, the second shown first; every 5th leaves the second unanswered.
    if (screens.length === 2) {
      const runId = randomUUID();
      const planned = [...screens].reverse().map((s) => ({
        s,
        shown: s.options.map((_, o) => (o + 1) % s.options.length),
      }));
      const answers: (typeof runAnswers.$inferInsert)[] = [];
      let clock = started + 1_000;
      planned.forEach(({ s, shown }, k) => {
        const skip = i % 5 === 0 && k === 1;
        const right = rng() < ability;
        const stored = right
          ? (s.correctAnswer ?? 0)
          : ((s.correctAnswer ?? 0) + 1) % s.options.length;
        const earned = !skip && right ? 100 : 0;
        if (!skip) {
          clock += 4_000;
          answers.push({
            runId,
            itemIndex: k,
            clientId: randomUUID(),
            kind: 'mini',
            answer: { choice: shown.indexOf(stored), animation: null },
            rating: right ? 1 : 3,
            points: earned,
            answeredAt: new Date(clock),
          });
        }
        written.push({
          participantId: participant.id,
          itemId: s.id,
          competency: 'Mini 1',
          points: earned,
          maxPoints: 100,
          option: skip ? null : String(stored),
          level: 'Mini 1',
          attempt: 1,
          seconds: skip ? null : 4,
        });
      });
      await db.insert(levelRuns).values({
        id: runId,
        participantId: participant.id,
        eventId: event.id,
        levelId: levelId('Mini 1'),
        attempt: 1,
        plan: {
          kind: 'mini',
          screens: planned.map(({ s, shown }) => ({ id: s.id, shown })),
          seed: 'f',
        },
        startedAt: new Date(started),
        begunAt: new Date(started + 1_000),
        deadlineAt: new Date(started + 60_000),
        endedAt: new Date(clock + 1_000),
        points: 0,
        maxPoints: 200,
      });
      if (answers.length > 0) {
        await db.insert(runAnswers).values(answers);
      }
    }

    // The stored results the fairness report reads: level 1's counted attempt, the averages.
    const passed = ability > 0.45;
    const grit = Math.round(ability * 100);
    const focus = Math.round(100 - ability * 60);
    await db.insert(participantLevels).values({
      participantId: participant.id,
      eventId: event.id,
      levelId: levelId('1'),
      levelName: '1',
      kind: 'numeric',
      points: passed ? 200 : 100,
      passed,
      attempts,
      bestRunId: randomUUID(),
    });
    for (const [competency, averagePercentage] of [
      ['Grit', grit],
      ['Focus', focus],
    ] as const) {
      await db.insert(participantCompetencyScores).values({
        participantId: participant.id,
        eventId: event.id,
        competency,
        averagePercentage,
        levelsPlayed: 1,
      });
    }
    people.push({
      id: participant.id,
      gender,
      dob,
      passed,
      grit,
      focus,
      score: Math.round(ability * 1000),
    });
  }
  return { eventId: event.id, written, people, screenIds: screens.map((s) => s.id) };
}
