import { IconEdit, IconListDetails, IconPlus, IconStairs } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function LevelsInfoScreen() {
  return (
    <PlaceholderScreen
      title="Levels Info"
      icon={<IconStairs />}
      description="This event's levels, skills and characters will appear here."
    />
  );
}

export function AddLevelScreen() {
  return (
    <PlaceholderScreen
      title="Add Level"
      icon={<IconPlus />}
      description="The form for a new level's passing score, time, difficulty and question counts will appear here."
    />
  );
}

export function EditLevelScreen() {
  return (
    <PlaceholderScreen
      title="Edit Level"
      icon={<IconEdit />}
      description="The form to change this level's settings will appear here."
    />
  );
}

export function LevelDetailsScreen() {
  return (
    <PlaceholderScreen
      title="Level Details"
      icon={<IconListDetails />}
      description="This level's details and its questions or mini-game screens will appear here."
    />
  );
}
