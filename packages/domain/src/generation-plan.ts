import type { ProjectType } from './auth';
import {
  bankLevelFor,
  finalFlag,
  type GameItem,
  levelPassingScore,
  levelQuestionNeeds,
  levelTime,
  levelTotals,
  MINI_LEVEL_MIN_ATTEMPT,
  MINI_LEVEL_TOTAL,
  pickMix,
  pipeJoin,
  planLevels,
  sumAttempts,
} from './generation';
import { eventMessages } from './messages';
import { ENGINE_PASSING_SCORE } from './play/engines';
import type { BankQuestion, QuestionDifficulty } from './question-bank';
import { wizardMessages } from './wizard';

/**
 * Generation as a pure function (part B §4, §9): the server loads the catalog, the bank and the
 * choices, this lays out the whole game, and the server writes what it answers. Nothing here
 * touches a database, and the input is never changed.
 */
export type ChosenItem = { id: string; kind: 'Game' | 'Cognitive' | 'Aptitude' };
export type CatalogMiniGame = {
  id: string;
  name: string;
  tabName: string;
  goalText: string;
  time: number;
  passingScore: number;
};
export type CatalogAceGame = {
  id: string;
  kind: 'cognitive' | 'aptitude';
  name: string;
  secondName: string;
};
/** A bank question as stored: the file's row, keyed by its competency instead of its name. */
export type StoredBankQuestion = Omit<BankQuestion, 'ability'> & {
  id: string;
  competencyId: string;
};
type Named = { id: string; name: string };

export type GenerationInput = {
  projectType: ProjectType;
  difficulty: QuestionDifficulty;
  /** The catalog difficulty's passing points, or null when the catalog has no such row. */
  difficultyPoints: number | null;
  /** Mini games (progress) or cognitive and aptitude games (ace), in the order chosen. */
  items: readonly ChosenItem[];
  competencyIds: readonly string[];
  catalog: {
    miniGames: readonly CatalogMiniGame[];
    aceGames: readonly CatalogAceGame[];
    /** The chosen competencies as the catalog has them (a deleted one is missing). */
    competencies: readonly Named[];
    characters: readonly { key: string; name: string }[];
  };
  /** The chosen competencies' questions. */
  bank: readonly StoredBankQuestion[];
  /** A uniform integer in [0, max): node's crypto randomInt on the server, seeded in tests. */
  randomInt: (max: number) => number;
};

export type GeneratedQuestion = Omit<StoredBankQuestion, 'id' | 'competencyId' | 'level'> & {
  bankQuestionId: string;
  position: number;
  ability: string;
};
export type GeneratedLevel = {
  tabName: string;
  type: string;
  passingScore: number;
  time: number;
  totalQuestion: string;
  minAttempt: string;
  difficulty: QuestionDifficulty;
  goalText: string;
  final: 'n' | 'y' | 'd';
  sortingOrder: number;
  questions: GeneratedQuestion[];
};
export type GeneratedSelection = {
  competencies: Named[];
  games: Named[];
  cognitive: Named[];
  aptitude: Named[];
};

export type GenerationPlan =
  | { ok: false; code: 'GAME_MISSING' | 'COMPETENCY_MISSING'; message: string }
  | {
      ok: true;
      levels: GeneratedLevel[];
      characters: { key: string; name: string }[];
      selection: GeneratedSelection;
      /** Bank shortages, one message per competency, level and type: nothing may be written. */
      problems: string[];
    };

type ItemDetail = GameItem & { goalText: string; time: number; passingScore: number };

function shuffled<T>(items: readonly T[], randomInt: (max: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** An item counts only as the kind it was chosen as (a mini game is not a cognitive game). */
function itemDetails(input: GenerationInput): ItemDetail[] | null {
  const details: ItemDetail[] = [];
  for (const item of input.items) {
    const mini =
      item.kind === 'Game' ? input.catalog.miniGames.find((m) => m.id === item.id) : undefined;
    const ace = input.catalog.aceGames.find(
      (a) => a.id === item.id && (a.kind === 'cognitive') === (item.kind === 'Cognitive'),
    );
    if (mini) {
      details.push({
        name: mini.tabName,
        kind: 'Game',
        goalText: mini.goalText,
        time: mini.time,
        passingScore: mini.passingScore,
      });
    } else if (ace) {
      details.push({
        name: ace.name,
        kind: item.kind,
        goalText: ace.secondName,
        time: 120,
        // Out of the engine's 2,500: high enough that guessing passes at most 5 % of the time.
        passingScore: ENGINE_PASSING_SCORE,
      });
    } else {
      return null;
    }
  }
  return details;
}

function selectionOf(input: GenerationInput, competencies: Named[]): GeneratedSelection {
  const names = (kind: ChosenItem['kind']) =>
    input.items
      .filter((i) => i.kind === kind)
      .map(({ id }) => {
        const found =
          kind === 'Game'
            ? input.catalog.miniGames.find((g) => g.id === id)
            : input.catalog.aceGames.find((g) => g.id === id);
        return { id, name: found?.name ?? '' };
      });
  return {
    competencies,
    games: names('Game'),
    cognitive: names('Cognitive'),
    aptitude: names('Aptitude'),
  };
}

/**
 * Lays out the levels and draws each numbered level's questions from the bank, without
 * repeating a question anywhere in the game; when a bank is short, says which.
 */
export function planGeneration(input: GenerationInput): GenerationPlan {
  const { projectType, difficulty } = input;
  const difficultyPoints = input.difficultyPoints ?? (difficulty === 'Easy' ? 250 : 500);
  const items = itemDetails(input);
  if (!items) {
    return { ok: false, code: 'GAME_MISSING', message: eventMessages.gameGone };
  }
  // Names come from the catalog, not from the client's draft.
  const competencies: Named[] = [];
  for (const id of input.competencyIds) {
    const known = input.catalog.competencies.find((c) => c.id === id);
    if (!known) {
      return { ok: false, code: 'COMPETENCY_MISSING', message: eventMessages.competencyGone };
    }
    competencies.push({ id, name: known.name });
  }

  const layout = planLevels(projectType, items);
  const used = new Set<string>();
  const problems: string[] = [];
  const levels = layout.map((level, index): GeneratedLevel => {
    const base = {
      tabName: level.tabName,
      final: finalFlag(index, layout.length),
      sortingOrder: index + 1,
      difficulty,
    };
    if (level.kind === 'item') {
      const item = items.find((g) => g.name === level.tabName);
      return {
        ...base,
        type: level.item.kind,
        passingScore: item?.passingScore ?? 100,
        time: item?.time ?? 120,
        totalQuestion: MINI_LEVEL_TOTAL,
        minAttempt: MINI_LEVEL_MIN_ATTEMPT,
        goalText: item?.goalText ?? '',
        questions: [],
      };
    }
    const bankLevel = bankLevelFor(level.number);
    // The Easy share is apportioned over the whole level (75/25 or 50/50 within one question).
    const needsByCompetency = levelQuestionNeeds(
      levelTotals(level.attempts, projectType),
      competencies.length,
      difficulty,
    );
    const picked: { question: StoredBankQuestion; ability: string }[] = [];
    for (const [c, competency] of competencies.entries()) {
      for (const need of needsByCompetency[c] ?? []) {
        if (need.easy + need.hard === 0) {
          continue;
        }
        const pool = input.bank.filter(
          (q) =>
            q.competencyId === competency.id &&
            q.level === bankLevel &&
            q.type === need.type &&
            !used.has(q.id),
        );
        const mix = pickMix(
          {
            easy: shuffled(
              pool.filter((q) => q.difficulty === 'Easy'),
              input.randomInt,
            ),
            hard: shuffled(
              pool.filter((q) => q.difficulty === 'Hard'),
              input.randomInt,
            ),
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
          picked.push({ question: q, ability: competency.name });
        }
      }
    }
    return {
      ...base,
      type: 'Level',
      passingScore: levelPassingScore(level.attempts, projectType, difficultyPoints),
      time: levelTime(level.attempts),
      totalQuestion: pipeJoin(levelTotals(level.attempts, projectType)),
      minAttempt: pipeJoin(level.attempts),
      goalText: wizardMessages.levelGoal(sumAttempts(level.attempts)),
      questions: picked.map(({ question: q, ability }, position) => ({
        bankQuestionId: q.id,
        position: position + 1,
        type: q.type,
        ability,
        difficulty: q.difficulty,
        name: q.name,
        subject: q.subject,
        email: q.email,
        question: q.question,
        answers: [...q.answers],
        animations: [...q.animations],
        ratings: [...q.ratings],
        reward: q.reward,
        rationale: q.rationale,
      })),
    };
  });
  return {
    ok: true,
    levels,
    characters: input.catalog.characters.map((c) => ({ key: c.key, name: c.name })),
    selection: selectionOf(input, competencies),
    problems,
  };
}

/** A question as the stored questions file holds it (a generated one, or a stored row). */
export type QuestionsFileQuestion = {
  type: string;
  ability: string;
  difficulty: string;
  name: string;
  subject: string;
  email: string;
  question: string;
  answers: string[];
  animations: string[];
  ratings: number[];
  reward: number;
  position: number;
};

/**
 * The spec's eventQuestions file: every level of the game, in order, with its questions. The
 * generation writes it, and every later level or question change writes it again, so an
 * external game client reads the same content as the web player.
 */
export function eventQuestionsDocument(
  eventId: string,
  levels: readonly { levelName: string; questions: readonly QuestionsFileQuestion[] }[],
) {
  return {
    eventId,
    levels: levels.map((level) => ({
      levelName: level.levelName,
      questions: level.questions.map((q) => ({
        type: q.type,
        ability: q.ability,
        difficulty: q.difficulty,
        name: q.name,
        subject: q.subject,
        email: q.email,
        question: q.question,
        answers: q.answers,
        animations: q.animations,
        ratings: q.ratings,
        reward: q.reward,
        position: q.position,
      })),
    })),
  };
}
