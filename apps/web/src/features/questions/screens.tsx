import { IconEdit, IconPuzzle } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

/** The question screens the routes load; the mini-game screens are still placeholders. */
export { AddQuestionScreen } from './add-question-screen';
export { EditQuestionScreen } from './edit-question-screen';

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
