import { z } from 'zod/mini';
import type { Rng } from './random';

export const ENGINE_ITEMS_PER_RUN = 10;
/** Most choices an item offers; the phone layout has room for six. */
const CHOICES_MAX = 6;

/** Grids are strings so a renderer can draw one cell per character without parsing. */
const gridRows = z.array(z.string()).check(z.minLength(1));

export const engineStimulusSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sequence'), items: z.array(z.string()).check(z.minLength(1)) }),
  z.object({ type: z.literal('grid'), rows: gridRows }),
  z.object({ type: z.literal('text'), text: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('grids'), grids: z.array(gridRows).check(z.minLength(1)) }),
]);
export type EngineStimulus = z.infer<typeof engineStimulusSchema>;

export const engineChoiceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('grid'), rows: gridRows }),
]);
export type EngineChoice = z.infer<typeof engineChoiceSchema>;

/** What the player sees: never the answer. */
export const engineItemSchema = z.object({
  index: z.number().check(z.int(), z.gte(0), z.lt(ENGINE_ITEMS_PER_RUN)),
  difficulty: z.number().check(z.int(), z.gte(1), z.lte(ENGINE_ITEMS_PER_RUN)),
  prompt: z.string().check(z.minLength(1)),
  stimulus: engineStimulusSchema,
  choices: z.array(engineChoiceSchema).check(z.minLength(2), z.maxLength(CHOICES_MAX)),
  memorizeMs: z.optional(z.number().check(z.int(), z.gt(0))),
});
export type EngineItem = z.infer<typeof engineItemSchema>;

/** One generated item before numbering: the public part plus its key. */
export interface ItemDraft {
  prompt: string;
  stimulus: EngineStimulus;
  choices: EngineChoice[];
  key: number;
  memorizeMs?: number;
}

/**
 * Makes one kind's item at a difficulty. `used` lives for one run so an engine can avoid
 * asking the same thing twice in an attempt.
 */
export type ItemGenerator = (rng: Rng, difficulty: number, used: Set<string>) => ItemDraft;

export const textChoice = (text: string): EngineChoice => ({ type: 'text', text });
export const gridChoice = (rows: readonly string[]): EngineChoice => ({
  type: 'grid',
  rows: [...rows],
});

const choiceId = (choice: EngineChoice) =>
  choice.type === 'text' ? `t:${choice.text}` : `g:${choice.rows.join('/')}`;

/**
 * The right answer first, then the first distinct candidates as distractors: engines list their
 * most tempting distractors first. run() (index.ts) shuffles every item's choices, so the answer
 * does not stay first. A generator that cannot fill the choices is a bug, hence the throw rather
 * than a shorter item.
 */
export function withDistractors(
  correct: EngineChoice,
  candidates: readonly EngineChoice[],
  count = 4,
): { choices: EngineChoice[]; key: number } {
  const seen = new Set([choiceId(correct)]);
  const wrong: EngineChoice[] = [];
  for (const candidate of candidates) {
    const id = choiceId(candidate);
    if (wrong.length < count - 1 && !seen.has(id)) {
      seen.add(id);
      wrong.push(candidate);
    }
  }
  if (wrong.length < count - 1) {
    throw new Error(`only ${wrong.length} distinct distractors for ${choiceId(correct)}`);
  }
  return { choices: [correct, ...wrong], key: 0 };
}
