import { describe, expect, it } from 'vitest';
import { ENGINE_ITEMS_PER_RUN } from './engines';
import {
  type LevelPlayFacts,
  levelPlayability,
  levelPlayProblemText,
  playableMessages,
} from './playable';

const none = { questions: 0, emails: 0, sms: 0 };

/** A progress level 1 as generation leaves it: asks 2|1|1 of a pool of 30, passing at 400. */
const progressLevel: LevelPlayFacts = {
  kind: 'numeric',
  totalQuestion: '2|1|1',
  minAttempt: '2|1|1',
  time: 60,
  passingScore: 400,
  content: { questions: 20, emails: 5, sms: 5 },
};

describe('levelPlayability: a level is on the map only when a player could pass it', () => {
  it('a generated numbered level is playable', () => {
    expect(levelPlayability(progressLevel)).toEqual({ playable: true, problems: [] });
  });

  it('a level saved with no questions is not: its minimum attempts need 2 | 1 | 1', () => {
    expect(levelPlayability({ ...progressLevel, content: none })).toEqual({
      playable: false,
      problems: [
        {
          kind: 'questions',
          needs: { questions: 2, emails: 1, sms: 1 },
          has: none,
          missing: { questions: 2, emails: 1, sms: 1 },
        },
      ],
    });
  });

  it('two questions and no e-mail or SMS are still short of 2 | 1 | 1', () => {
    const { playable, problems } = levelPlayability({
      ...progressLevel,
      content: { questions: 2, emails: 0, sms: 0 },
    });
    expect(playable).toBe(false);
    expect(problems).toEqual([
      {
        kind: 'questions',
        needs: { questions: 2, emails: 1, sms: 1 },
        has: { questions: 2, emails: 0, sms: 0 },
        missing: { questions: 0, emails: 1, sms: 1 },
      },
    ]);
  });

  it('exactly the minimum attempts is enough, however many the total asks for', () => {
    const level = { ...progressLevel, totalQuestion: '3|1|1' };
    expect(levelPlayability({ ...level, content: { questions: 2, emails: 1, sms: 1 } })).toEqual({
      playable: true,
      problems: [],
    });
  });

  it("the level's time must fit its minimum attempts at 10 s an item (the draw asks no more)", () => {
    // 4|2|2 = 8 minimum attempts; 60 s fits 6 items, so the draw asks 2|2|2 and 4 questions
    // can never be answered.
    const level: LevelPlayFacts = {
      ...progressLevel,
      totalQuestion: '4|2|2',
      minAttempt: '4|2|2',
      passingScore: 800,
      content: { questions: 8, emails: 4, sms: 4 },
    };
    expect(levelPlayability(level).problems).toEqual([
      { kind: 'time', time: 60, fits: 6, needs: 8 },
    ]);
    expect(levelPlayability({ ...level, time: 90 }).playable).toBe(true);
  });

  it('total questions below the minimum attempts (a hand-made file) cannot be passed', () => {
    const level = { ...progressLevel, totalQuestion: '1|1|1' };
    expect(levelPlayability(level).problems).toEqual([
      {
        kind: 'total',
        total: { questions: 1, emails: 1, sms: 1 },
        needs: { questions: 2, emails: 1, sms: 1 },
      },
    ]);
  });

  it('a level without minimum attempts needs something to ask, and enough of it for its score', () => {
    const open: LevelPlayFacts = {
      ...progressLevel,
      totalQuestion: '3|1|1',
      minAttempt: '0|0|0',
      passingScore: 300,
      content: none,
    };
    expect(levelPlayability(open).problems).toEqual([{ kind: 'noItems' }]);
    // With no minimum an answer is worth 100: three Best answers reach 300, two do not.
    expect(levelPlayability({ ...open, content: { questions: 3, emails: 0, sms: 0 } })).toEqual({
      playable: true,
      problems: [],
    });
    expect(
      levelPlayability({ ...open, content: { questions: 2, emails: 0, sms: 0 } }).problems,
    ).toEqual([{ kind: 'points', passingScore: 300, most: 200 }]);
  });

  it('total questions that cannot be read, or are all 0, ask nothing', () => {
    expect(levelPlayability({ ...progressLevel, totalQuestion: 'L=1' }).problems).toEqual([
      { kind: 'noTotals' },
    ]);
    expect(
      levelPlayability({ ...progressLevel, totalQuestion: '0|0|0', minAttempt: '0|0|0' }).problems,
    ).toEqual([{ kind: 'noTotals' }]);
  });

  it('a mini level needs no questions: its screens come from the catalog', () => {
    const mini: LevelPlayFacts = {
      kind: 'mini',
      totalQuestion: 'L=1',
      minAttempt: '5',
      time: 120,
      passingScore: 400,
      content: { questions: 15, emails: 0, sms: 0 },
    };
    expect(levelPlayability(mini).playable).toBe(true);
    expect(levelPlayability({ ...mini, content: none }).problems).toEqual([{ kind: 'noScreens' }]);
    // Five screens at 100 points: a passing score of 600 is out of reach.
    expect(levelPlayability({ ...mini, passingScore: 600 }).problems).toEqual([
      { kind: 'points', passingScore: 600, most: 500 },
    ]);
    // A game with three screens shows three (and asks three): 300 is the most.
    expect(
      levelPlayability({ ...mini, content: { questions: 3, emails: 0, sms: 0 } }).problems,
    ).toEqual([{ kind: 'points', passingScore: 400, most: 300 }]);
  });

  it("a cognitive or aptitude game needs the catalog's engine, and a score it can give", () => {
    const game: LevelPlayFacts = {
      kind: 'cognitive',
      totalQuestion: 'L=1',
      minAttempt: '5',
      time: 120,
      passingScore: 1600,
      content: { questions: ENGINE_ITEMS_PER_RUN, emails: 0, sms: 0 },
    };
    expect(levelPlayability(game).playable).toBe(true);
    expect(levelPlayability({ ...game, kind: 'aptitude', content: none }).problems).toEqual([
      { kind: 'noEngine' },
    ]);
    expect(levelPlayability({ ...game, passingScore: 3000 }).problems).toEqual([
      { kind: 'points', passingScore: 3000, most: 2500 },
    ]);
  });
});

describe('levelPlayProblemText: what the admin reads under "Not on the participants\' map yet"', () => {
  const text = (facts: LevelPlayFacts) =>
    levelPlayability(facts).problems.map((p) => levelPlayProblemText(p));

  it('names the questions, e-mails and SMS still to add', () => {
    expect(text({ ...progressLevel, content: { questions: 2, emails: 0, sms: 0 } })).toEqual([
      'Its minimum attempts need at least 2 questions, 1 email and 1 SMS; it has 2 questions, 0 emails and 0 SMS. Add 1 email and 1 SMS.',
    ]);
    expect(text({ ...progressLevel, content: none })).toEqual([
      'Its minimum attempts need at least 2 questions, 1 email and 1 SMS; it has none yet. Add 2 questions, 1 email and 1 SMS.',
    ]);
    expect(
      text({
        ...progressLevel,
        totalQuestion: '3|1|1',
        minAttempt: '3|0|0',
        content: { questions: 1, emails: 4, sms: 0 },
      }),
    ).toEqual([
      'Its minimum attempts need at least 3 questions; it has 1 question. Add 2 questions.',
    ]);
  });

  it('says what to change for time, totals, score and catalog content', () => {
    expect(
      text({
        ...progressLevel,
        totalQuestion: '4|2|2',
        minAttempt: '4|2|2',
        content: { questions: 8, emails: 4, sms: 4 },
      }),
    ).toEqual([
      'Its time, 60 seconds, fits 6 items at 10 seconds each, fewer than its 8 minimum attempts. Give it more time or lower the minimum attempts.',
    ]);
    expect(text({ ...progressLevel, totalQuestion: '1|1|1' })).toEqual([
      'Its total questions (1 question, 1 email and 1 SMS) are fewer than its minimum attempts (2 questions, 1 email and 1 SMS). Raise the total questions or lower the minimum attempts.',
    ]);
    expect(levelPlayProblemText({ kind: 'points', passingScore: 1200, most: 500 })).toBe(
      'Its passing score, 1,200, is more than the 500 points a player can earn in it. Lower the passing score.',
    );
    expect(levelPlayProblemText({ kind: 'noScreens' })).toBe(
      'The catalog has no screens for this mini game.',
    );
    expect(playableMessages.offMap).toBe("Not on the participants' map yet");
  });
});
