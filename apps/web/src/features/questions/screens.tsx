import { IconEdit, IconMessageQuestion, IconPuzzle } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function AddQuestionScreen() {
  return (
    <PlaceholderScreen
      title="Add Question"
      icon={<IconMessageQuestion />}
      description="The form for a new Question, Email or SMS item and its answer options will appear here."
    />
  );
}

export function EditQuestionScreen() {
  return (
    <PlaceholderScreen
      title="Edit Question"
      icon={<IconEdit />}
      description="The form to change this question and its answer options will appear here."
    />
  );
}

export function AddMiniGameScreen() {
  return (
    <PlaceholderScreen
      title="Add Mini Game screen"
      icon={<IconPuzzle />}
      description="The form for a new mini-game screen, its scenario and options will appear here."
    />
  );
}

export function EditMiniGameScreen() {
  return (
    <PlaceholderScreen
      title="Edit Screen"
      icon={<IconEdit />}
      description="The form to change this mini-game screen will appear here."
    />
  );
}
