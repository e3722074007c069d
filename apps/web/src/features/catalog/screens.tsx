import { IconBulb, IconDeviceGamepad2 } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function CompetenciesScreen() {
  return (
    <PlaceholderScreen
      title="Competencies"
      icon={<IconBulb />}
      description="The competencies, their question banks and questions per level will appear here."
    />
  );
}

export function GamesScreen() {
  return (
    <PlaceholderScreen
      title="Mini Games"
      icon={<IconDeviceGamepad2 />}
      description="The mini games with their tab names, goals, time and passing scores will appear here."
    />
  );
}
