import type { PlayAnswerValue, PlayItem } from '@app/domain';
import { EngineItemView } from './engine-item';
import { MemoryItemView } from './memory-item';
import { Mini1Item, Mini2Item } from './mini-choice-item';
import { QuestionItem } from './question-item';
import { StoryItem } from './story-item';
import type { MemoryPhases } from './types';
import { WordItem } from './word-item';

type Props = {
  item: PlayItem;
  onAnswer: (answer: PlayAnswerValue) => void;
  disabled: boolean;
  /** Where a memory item fetches its stimulus and then its choices. */
  phases: MemoryPhases;
};

/** The screen for one item, by its kind. */
export function ItemView({ item, onAnswer, disabled, phases }: Props) {
  switch (item.kind) {
    case 'question':
      return <QuestionItem item={item} onAnswer={onAnswer} disabled={disabled} />;
    case 'mini1':
      return <Mini1Item item={item} onAnswer={onAnswer} disabled={disabled} />;
    case 'mini2':
      return <Mini2Item item={item} onAnswer={onAnswer} disabled={disabled} />;
    case 'mini3':
      return <WordItem item={item} onAnswer={onAnswer} disabled={disabled} />;
    case 'mini4':
      return <StoryItem item={item} onAnswer={onAnswer} disabled={disabled} />;
    case 'memory':
      return <MemoryItemView item={item} onAnswer={onAnswer} disabled={disabled} phases={phases} />;
    default:
      return <EngineItemView item={item} onAnswer={onAnswer} disabled={disabled} />;
  }
}
