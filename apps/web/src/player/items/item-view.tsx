import type { PlayAnswerValue, PlayItem } from '@app/domain';
import { EngineItemView } from './engine-item';
import { Mini1Item, Mini2Item } from './mini-choice-item';
import { QuestionItem } from './question-item';
import { StoryItem } from './story-item';
import { WordItem } from './word-item';

type Props = { item: PlayItem; onAnswer: (answer: PlayAnswerValue) => void; disabled: boolean };

/** The screen for one item, by its kind. */
export function ItemView({ item, onAnswer, disabled }: Props) {
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
    default:
      return <EngineItemView item={item} onAnswer={onAnswer} disabled={disabled} />;
  }
}
