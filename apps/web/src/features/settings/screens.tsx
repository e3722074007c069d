import { IconSettings } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function SettingsScreen() {
  return (
    <PlaceholderScreen
      title="Settings"
      icon={<IconSettings />}
      description="Departments, regions, question rewards, level difficulty, characters and the project type will appear here."
    />
  );
}
