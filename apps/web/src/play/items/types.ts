import type { PlayAnswerValue, PlayChoices, PlayItem, PlayStimulus } from '@app/domain';

/** What every item screen gets: its item, and where to send the player's answer. */
export type ItemProps<K extends PlayItem['kind']> = {
  item: Extract<PlayItem, { kind: K }>;
  onAnswer: (answer: PlayAnswerValue) => void;
  /** While the answer is on its way, or after it was given. */
  disabled: boolean;
};

/** A memory item's two phases, fetched from the server for this attempt (memory-item.tsx). */
export type MemoryPhases = {
  stimulus: (index: number) => Promise<PlayStimulus>;
  choices: (index: number) => Promise<PlayChoices>;
};
