/**
 * What an attempt asks, fixed when it starts (docs/decisions/0012-draw-and-scoring.md): kept in
 * `level_runs.plan`, read by the server to rate answers and by the admin's data export (and
 * the browser scenarios that read it). One type for all of them.
 */

/**
 * What rating an answer needs, copied into the plan when the run starts, so an answer reads
 * no question or screen (the run is already loaded); runs without it read them.
 */
export type QuestionKey = {
  type: string;
  reward: number;
  /** What a Best answer earns in this level (answerValue); absent in plans before the draw. */
  value?: number;
  /** The question's competency (its ability), so a level end reads no question. */
  competency?: string;
  ratings: number[];
  animations: string[];
  answers: string[];
};
export type ScreenKey = {
  miniGame: string;
  question: string;
  optionsType: 'text' | 'image';
  options: string[];
  optionFileIds: string[];
  correctAnswer: number | null;
};

/**
 * A plan as the draw writes it: the drawn questions in the order shown, each one's option
 * order (`orders[i][shown] = stored option`) and its key in that shown order, from `seed`;
 * the screens with their shown order and key; or the engine and its seed. A seed is 64 hex
 * digits read through ChaCha20 (engines/chacha.ts); plans drawn before hold a number.
 */
export type DrawnRunPlan =
  | {
      kind: 'numeric';
      questionIds: string[];
      keys: QuestionKey[];
      orders: number[][];
      seed: string;
    }
  | { kind: 'mini'; screens: { id: string; shown: number[]; key: ScreenKey }[]; seed: string }
  | { kind: 'engine'; engine: string; seed: string };

/** A stored plan: plans of attempts started before the draw have no keys, orders or seed. */
export type RunPlan =
  | {
      kind: 'numeric';
      questionIds: string[];
      keys?: QuestionKey[];
      orders?: number[][];
      seed?: number | string;
    }
  | {
      kind: 'mini';
      screens: { id: string; shown: number[]; key?: ScreenKey }[];
      seed?: number | string;
    }
  | { kind: 'engine'; engine: string; seed: number | string };
